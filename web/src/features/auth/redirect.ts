import { useSearchParams } from 'react-router';

/** /login?redirect=/cart: where to go after signing in, instead of the home page. */
export const REDIRECT_PARAM = 'redirect';

const BASE = 'https://shop.invalid';

/**
 * `value` when it is a path on this site ("/cart", "/product/x?y=1"), otherwise null. Only one
 * leading '/' is accepted: "//evil.example", "/\evil.example", "https://…" and anything with a
 * backslash or control character are ignored, so the parameter cannot send a shopper elsewhere.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value[1] === '/') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
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
