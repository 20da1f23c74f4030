import type { FastifyRequest } from 'fastify';

// A host name, IPv4 address or bracketed IPv6 address, with an optional port: nothing that
// URL parsing could turn into a different host (user info, paths, spaces).
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a request was addressed to: its scheme and Host (X-Forwarded-Proto and
 * X-Forwarded-Host when TRUST_PROXY is on, which Fastify applies to `protocol` and `host`),
 * normalised as a browser writes an Origin header. Null when the Host is missing or malformed.
 */
export function requestOrigin(request: FastifyRequest): string | null {
  const { protocol, host } = request;
  if ((protocol !== 'http' && protocol !== 'https') || !host || !HOST_HEADER.test(host)) return null;
  try {
    // URL lower-cases the host and drops a default port, as browsers do in Origin.
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

export type WriteVerdict =
  /** The browser says the request comes from this origin (Origin, or Sec-Fetch-Site: same-origin). */
  | { allowed: true; origin: string }
  /** No browser metadata and no cookie: a non-browser client, which cannot ride a shopper's session. */
  | { allowed: true; origin: null }
  | { allowed: false };

/**
 * Whether a state-changing request may proceed. Browsers send Origin on every request that is
 * not GET or HEAD, and Sec-Fetch-Site with it; neither can be set by a page's script. So:
 * - an Origin must be the origin the request was addressed to, PUBLIC_URL, or a trusted origin;
 * - without one, Sec-Fetch-Site must say same-origin;
 * - with neither, the request is a non-browser client's, accepted only if it carries no cookie
 *   (with a cookie it could be a browser's ambient credentials used by someone else).
 */
export function judgeWrite(request: FastifyRequest, extraOrigins: ReadonlySet<string>): WriteVerdict {
  const origin = request.headers.origin;
  const ownOrigin = requestOrigin(request);
  if (origin !== undefined && origin !== 'null') {
    return origin === ownOrigin || extraOrigins.has(origin) ? { allowed: true, origin } : { allowed: false };
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined || origin === 'null') {
    return site === 'same-origin' && ownOrigin ? { allowed: true, origin: ownOrigin } : { allowed: false };
  }
  return request.headers.cookie ? { allowed: false } : { allowed: true, origin: null };
}
