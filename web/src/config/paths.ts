import type { ListProductsInput } from '#domain/catalog/list-query.ts';
import { toSearchParams } from '../lib/api-client.ts';

/** '/login?redirect=/cart': the path stays readable (its slashes need no escaping in a query). */
const withRedirect = (page: string, redirect?: string) =>
  redirect ? `${page}?redirect=${encodeURIComponent(redirect).replace(/%2F/g, '/')}` : page;

/** Every in-app link is built here. */
export const paths = {
  home: { pattern: '/', getHref: () => '/' },
  collection: {
    pattern: '/collection',
    getHref: (query: Partial<Record<keyof ListProductsInput, string | number>> = {}) => {
      const search = toSearchParams(query).toString();
      return search ? `/collection?${search}` : '/collection';
    },
  },
  product: { pattern: '/product/:id', getHref: (id: string) => `/product/${encodeURIComponent(id)}` },
  about: { pattern: '/about', getHref: () => '/about' },
  contact: { pattern: '/contact', getHref: () => '/contact' },
  /** Today's metal rates by karat, and 30 days of history. */
  rates: { pattern: '/rates', getHref: () => '/rates' },
  /** `redirect`: a same-site path to come back to after signing in (e.g. '/cart'). */
  login: { pattern: '/login', getHref: (redirect?: string) => withRedirect('/login', redirect) },
  register: { pattern: '/register', getHref: (redirect?: string) => withRedirect('/register', redirect) },
  resetPassword: { pattern: '/reset-password', getHref: () => '/reset-password' },
  wish: { pattern: '/wish', getHref: () => '/wish' },
  cart: { pattern: '/cart', getHref: () => '/cart' },
  payment: { pattern: '/payment', getHref: () => '/payment' },
  confirm: {
    pattern: '/confirm',
    getHref: (orderId?: string) => (orderId ? `/confirm?order=${encodeURIComponent(orderId)}` : '/confirm'),
  },
  orders: { pattern: '/account/orders', getHref: () => '/account/orders' },
  /** Two-factor sign-in and the account's sessions. */
  security: { pattern: '/account/security', getHref: () => '/account/security' },
  dashboard: { pattern: '/dashboard', getHref: () => '/dashboard' },
} as const;
