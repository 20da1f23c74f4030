/**
 * The catalogue is one file per language, but the browser downloads it in parts, so the home
 * page carries no checkout or account texts (its budget: 10 KB gz more JavaScript at most):
 * - shell: what any page shows as it loads (header, home, product cards, the rate ticker);
 * - deferred: what appears only once the shopper acts (toasts, the cart panel, the server's
 *   sentences: ids with a space, see docs/i18n.md) or below the fold (the footer, the home page's
 *   sections of links), fetched as soon as the page runs, and with the pages that show them at once;
 * - the others with the pages that show them (each page's `texts` in domain/pages/pages.ts).
 * A text belongs to the part of the longest prefix of its id listed here ('catalog.sort.newest' →
 * 'catalog.sort' → collection). Texts of the server alone (mails) never reach the browser.
 */
export const TEXT_PARTS = {
  shell: [
    'shell',
    'home',
    'catalog',
    // A product card's button and heart; the cart's and the wishlist's own texts are deferred.
    'cart.add',
    'cart.stockOut',
    'wishlist.heart',
    'wishlist.remove',
    'wishlist.removeLabel',
    'ui',
    'language',
    'rates.metal',
    'rates.move',
    'rates.ticker',
    'page.home',
    // Carats label a stone wherever it shows: the product facts, the collection's diamond filters, the breakups.
    'breakup.carats',
  ],
  deferred: [
    'toast',
    'problem',
    'breakup',
    'page.cart',
    'page.wish',
    // The cart panel opens when the shopper asks, and loads this part first; the cart and wishlist
    // pages load it with them. So do the shopper's own pages, which check the account first.
    'cart',
    'wishlist',
    'ui.account',
    'ui.totals',
    'ui.google',
    // Asked in a dialog before a line goes.
    'ui.remove',
    'ui.cancel',
    // The quantity stepper of a cart line and of the product page, which loads this part too.
    'catalog.quantity',
    // A piece's size and engraving label its line wherever it shows: the cart panel, the orders, the product page.
    'options',
    // The error page, shown when a page fails: its code comes then too (a deferredIsland).
    'error',
    // What the server renders below the fold and the browser takes over later (deferredIsland).
    'shell.footer',
    'home.blog',
    'home.showcase',
    'home.policy',
    'home.promo',
  ],
  collection: [
    'catalog.search',
    'catalog.empty',
    'catalog.collection',
    'catalog.view',
    'catalog.breadcrumb',
    'catalog.gallery',
    'catalog.results',
    'catalog.sort',
    'catalog.filter',
    'catalog.filters',
    'catalog.stone',
    'catalog.pagination',
    'page.collection',
    // The filter panel's search field (the dashboard, which loads every part, searches its lists too).
    'ui.searchField',
  ],
  // The reviews' pager (the dashboard, which loads every part, pages its lists too).
  product: ['product', 'page.product', 'ui.pager'],
  rates: ['rates', 'exchange', 'page.rates', 'page.sellGold'],
  account: [
    'auth',
    'security',
    'page.login',
    'page.register',
    'page.resetPassword',
    'page.security',
    // The password field's show and hide; the role badges of the dashboard, which loads every part.
    'ui.password',
    'ui.role',
  ],
  orders: [
    'orders',
    'confirm',
    'checkout',
    'page.payment',
    'page.confirm',
    'page.orders',
    // An order's lines and the checkout's retry, wherever an order shows.
    'ui.pricedLine',
    'ui.tryingAgain',
  ],
  pages: [
    'about',
    'contact',
    'visit',
    'notFound',
    'sizeGuide',
    'page.about',
    'page.contact',
    'page.notFound',
    'page.sizeGuide',
    'page.dashboard',
  ],
  // The API's refusals that only the dashboard or other programs meet: the server writes them.
  server: ['mail', 'problem.admin', 'problem.photo', 'problem.request'],
} as const satisfies Record<string, readonly string[]>;

export type TextPart = keyof typeof TEXT_PARTS;
/** The parts a browser may load. */
export type BrowserTextPart = Exclude<TextPart, 'server'>;
export const BROWSER_TEXT_PARTS = (): BrowserTextPart[] =>
  Object.keys(TEXT_PARTS).filter((part): part is BrowserTextPart => part !== 'server');

let byPrefix: Map<string, TextPart> | undefined;

/**
 * The part a text's id belongs to, or undefined when no prefix claims it (a mistake the tests
 * catch). Used at build time and on the server: the browser bundle leaves it out.
 */
export function partOf(id: string): TextPart | undefined {
  byPrefix ??= new Map(
    Object.entries(TEXT_PARTS).flatMap(([part, prefixes]) => prefixes.map((prefix) => [prefix, part as TextPart])),
  );
  if (id.includes(' ')) return 'deferred';
  const segments = id.split('.');
  for (let length = segments.length; length > 0; length--) {
    const part = byPrefix.get(segments.slice(0, length).join('.'));
    if (part) return part;
  }
  return undefined;
}
