/**
 * The request-target (`/path?query`) as the shop reads it, parsed once by the input guard and
 * handed on as `request.target`: whatever acts on a path (the auth library, its limits) reads
 * these parts, never `request.url` again, so nothing can judge one spelling and run another.
 */
export interface RequestTarget {
  /** The path in its one normal spelling: what a WHATWG URL parser keeps unchanged. */
  path: string;
  /** The text after the first `?`, undefined without one. */
  query: string | undefined;
}

export const NOT_NORMAL =
  'The address is not in its normal form: it has a fragment (#), a dot segment (./ or ../), a doubled or encoded slash, an encoded dot, letter or digit, a backslash or a control character.';

const MALFORMED_ESCAPE = 'The address has a malformed percent escape or one that is not UTF-8.';

/** Characters a path may hold as they are: a URL parser leaves each of them alone. */
const PLAIN_PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;

/** Percent escapes allowed in a path: no control character, and nothing with a plain spelling. */
function escapeProblem(hex: string, inPath: boolean): string | null {
  if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return MALFORMED_ESCAPE;
  const byte = Number.parseInt(hex, 16);
  if (byte < 0x20 || byte === 0x7f) return NOT_NORMAL;
  if (!inPath) return null;
  const character = String.fromCharCode(byte);
  // `/` and `\` (routers disagree on them), `.` (dot segments), and the unreserved characters,
  // whose escaped and plain spellings name the same resource to some readers but not to others.
  if (character === '/' || character === '\\' || /[A-Za-z0-9\-._~]/.test(character)) return NOT_NORMAL;
  return null;
}

function escapesProblem(text: string, inPath: boolean): string | null {
  for (let at = text.indexOf('%'); at !== -1; at = text.indexOf('%', at + 1)) {
    const problem = escapeProblem(text.slice(at + 1, at + 3), inPath);
    if (problem) return problem;
  }
  return null;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The request-target split into path and query, or why it is refused. The shop answers each
 * address in its one normal spelling only: a path that URL normalisation would change (a dot
 * segment, `\`, characters it would escape), that routers may read two ways (`//`, an escaped
 * `/`, `\`, dot or letter), or that carries a fragment (which a URL parser drops and a raw reader
 * keeps) could reach one handler while a limit or check keyed on another spelling lets it pass.
 */
export function parseRequestTarget(url: string): RequestTarget | { problem: string } {
  if (url.includes('#')) return { problem: NOT_NORMAL };
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : url.slice(queryAt + 1);
  if (path[0] !== '/' || path.includes('//') || path.includes('\\') || hasControlCharacter(path)) {
    return { problem: NOT_NORMAL };
  }
  if (query !== undefined && hasControlCharacter(query)) return { problem: NOT_NORMAL };
  if (path.includes('%')) {
    const problem = escapesProblem(path, true);
    if (problem) return { problem };
  }
  if (query?.includes('%')) {
    const problem = escapesProblem(query, false);
    if (problem) return { problem };
  }
  if (path.includes('/.') && path.split('/').some((segment) => segment === '.' || segment === '..')) {
    return { problem: NOT_NORMAL };
  }
  // Anything else a URL parser would rewrite (a space, a quote, a brace, a raw non-ASCII letter).
  if (!PLAIN_PATH.test(path) && new URL(path, 'http://shop.invalid').pathname !== path) {
    return { problem: NOT_NORMAL };
  }
  return { path, query };
}
