/** Headers that carry a credential: a session cookie, a bearer token. */
const SECRET_HEADERS = new Set(['cookie', 'set-cookie', 'authorization', 'proxy-authorization']);

export const REDACTED = '[redacted]';

/** Deep enough for any options object a library logs (multipart logs busboy's, headers inside). */
const MAX_DEPTH = 8;

function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function redacted(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const next = redacted(item, depth + 1);
      if (next !== item) (copy ??= [...value])[i] = next;
    });
    return copy ?? value;
  }
  // Requests, replies and errors have serializers of their own that never write headers.
  if (!isPlain(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = SECRET_HEADERS.has(key.toLowerCase()) ? REDACTED : redacted(item, depth + 1);
    if (next !== item) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
}

/**
 * Pino's `formatters.log`: every cookie and authorization header in a log line is replaced, at any
 * depth, whoever logs it (a library at trace level logs its options with the request's headers in
 * them). A line without one is passed on as it is, uncopied.
 */
export function withoutSecretHeaders(object: Record<string, unknown>): Record<string, unknown> {
  return redacted(object, 0) as Record<string, unknown>;
}
