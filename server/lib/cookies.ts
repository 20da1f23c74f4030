/** The raw values of every cookie named exactly `name` in a Cookie header, in order. */
export function cookieValues(header: string, name: string): string[] {
  const values: string[] = [];
  let start = 0;
  while (start < header.length) {
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    const equals = header.indexOf('=', start);
    if (equals !== -1 && equals < end && header.slice(start, equals).trim() === name) {
      values.push(header.slice(equals + 1, end).trim());
    }
    start = end + 1;
  }
  return values;
}

/**
 * The value of the cookie named `name`, if the header carries exactly one of that name (with two, the
 * one Better Auth reads may not be the one we would key by).
 */
export function singleCookieValue(header: string, name: string): string | undefined {
  const values = cookieValues(header, name);
  return values.length === 1 ? values[0] || undefined : undefined;
}
