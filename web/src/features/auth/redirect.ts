import { useSearchParams } from 'react-router';

/** /login?redirect=/cart: where to go after signing in, instead of the home page. */
export const REDIRECT_PARAM = 'redirect';

const BASE = 'https://shop.invalid';

/** C0 and C1 controls, DEL, line and paragraph separators, zero-width and direction marks, BOM. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;
/** The same characters percent-encoded (%00-%1F, %7F, and C1 as UTF-8 %C2%80-%C2%9F). */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])/i;
/** An encoded '/', '\\' or '%' in the path: a router or a server may decode it into a different path. */
const ENCODED_IN_PATH = /%(?:2f|5c|25)/i;

/**
 * `value` as a path on this site ("/cart", "/product/x?y=1"), otherwise null. It is resolved the
 * way a browser would (dot segments, `%2e`) and must still be a path on this site afterwards, so
 * "/.//evil.example" (which resolves to "//evil.example") is refused like "//evil.example",
 * "https://…" and "javascript:…". Backslashes, control and invisible characters (raw or
 * percent-encoded) and encoded slashes are refused outright: the parameter cannot send a shopper
 * elsewhere whatever the router makes of it.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (value[0] !== '/' || value[1] === '/') return null;
  if (value.includes('\\') || INVISIBLE.test(value) || ENCODED_CONTROL.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || ENCODED_IN_PATH.test(url.pathname)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** The page's ?redirect= when it is safe to follow, else null. */
export function useRedirectParam(): string | null {
  const [params] = useSearchParams();
  return safeRedirect(params.get(REDIRECT_PARAM));
}

/** `path` with one query parameter set: withSearchParam('/cart', 'auth', 'google') is '/cart?auth=google'. */
export function withSearchParam(path: string, name: string, value: string): string {
  const url = new URL(path, BASE);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
