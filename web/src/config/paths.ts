import type { ListProductsInput } from '#domain/catalog/list-query.ts';
import { PAGES, type PageName } from '#domain/pages/pages.ts';
import { toSearchParams } from '../lib/api-client.ts';

/** '/login?redirect=/cart': the path stays readable (its slashes need no escaping in a query). */
const withRedirect = (page: string, redirect?: string) =>
  redirect ? `${page}?redirect=${encodeURIComponent(redirect).replace(/%2F/g, '/')}` : page;

/** Pages with an address of their own ('*' is the not-found page's). */
type LinkedPage = Exclude<PageName, 'notFound'>;
type PageLink<Name extends LinkedPage> = { pattern: (typeof PAGES)[Name]['path']; getHref: () => string };

/** Each page's address from the table: a page without parameters links to its pattern. */
const plainLinks = Object.fromEntries(
  Object.entries(PAGES)
    .filter(([, page]) => page.path !== '*')
    .map(([name, page]) => [name, { pattern: page.path, getHref: () => page.path }]),
) as { [Name in LinkedPage]: PageLink<Name> };

/** Every in-app link is built here. */
export const paths = {
  ...plainLinks,
  collection: {
    pattern: PAGES.collection.path,
    getHref: (query: Partial<Record<keyof ListProductsInput, string | number>> = {}) => {
      const search = toSearchParams(query).toString();
      return search ? `${PAGES.collection.path}?${search}` : PAGES.collection.path;
    },
  },
  product: {
    pattern: PAGES.product.path,
    getHref: (id: string) => PAGES.product.path.replace(':id', encodeURIComponent(id)),
  },
  /** `redirect`: a same-site path to come back to after signing in (e.g. '/cart'). */
  login: { pattern: PAGES.login.path, getHref: (redirect?: string) => withRedirect(PAGES.login.path, redirect) },
  register: {
    pattern: PAGES.register.path,
    getHref: (redirect?: string) => withRedirect(PAGES.register.path, redirect),
  },
  /** A visit to view a piece: the page defaults to the main branch when none is given. */
  bookVisit: {
    pattern: PAGES.bookVisit.path,
    getHref: (query: { product?: string; branch?: string; purpose?: string; estimate?: string } = {}) => {
      const search = toSearchParams(query).toString();
      return search ? `${PAGES.bookVisit.path}?${search}` : PAGES.bookVisit.path;
    },
  },
  confirm: {
    pattern: PAGES.confirm.path,
    getHref: (orderId?: string) =>
      orderId ? `${PAGES.confirm.path}?order=${encodeURIComponent(orderId)}` : PAGES.confirm.path,
  },
} as const;
