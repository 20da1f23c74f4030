// A script's stand-in for a browser's cookies: the multi-instance check's Browser and the benches'
// shoppers keep what the shop sets, and send it back.

/** Keeps what `Set-Cookie` headers set in a jar, and forgets what they expire. */
export function keepCookies(jar: Map<string, string>, setCookies: readonly string[]): void {
  for (const set of setCookies) {
    const [pair = ''] = set.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (/max-age=0/i.test(set) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

/** The `Cookie` header of a jar, empty when it holds none. */
export function cookieHeader(jar: ReadonlyMap<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
