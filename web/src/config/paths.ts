import type { ListProductsInput } from '#domain/catalog/list-query.ts';
import { toSearchParams } from '../lib/api-client.ts';

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
  login: { pattern: '/login', getHref: () => '/login' },
  register: { pattern: '/register', getHref: () => '/register' },
  resetPassword: { pattern: '/reset-password', getHref: () => '/reset-password' },
  wish: { pattern: '/wish', getHref: () => '/wish' },
  cart: { pattern: '/cart', getHref: () => '/cart' },
  payment: { pattern: '/payment', getHref: () => '/payment' },
  confirm: {
    pattern: '/confirm',
    getHref: (orderId?: string) => (orderId ? `/confirm?order=${encodeURIComponent(orderId)}` : '/confirm'),
  },
  orders: { pattern: '/account/orders', getHref: () => '/account/orders' },
  dashboard: { pattern: '/dashboard', getHref: () => '/dashboard' },
} as const;
