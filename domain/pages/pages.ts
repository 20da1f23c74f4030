import type { Language } from '../i18n/languages.ts';
import type { BrowserTextPart } from '../i18n/parts.ts';
import type { PageMetaIds } from '../seo/pages.ts';

/** What the server embeds with a page beyond what every page carries (rates, user, cart, wishlist). */
export type EmbeddedData = 'featuredProducts' | 'collectionFirstPage' | 'rateHistory' | 'buyRates' | 'product';

/**
 * One page of the shop. The web router, the server's page routes, robots.txt, the sitemap, the
 * hreflang links and the preloads are all built from this table: a new page is one entry here
 * plus its component.
 */
export interface Page {
  /** Its address as the router writes it ('/product/:id'); '*' is every address no page claims. */
  readonly path: string;
  /** The catalogue's ids of its title and description; a product page is titled by the piece. */
  readonly meta?: PageMetaIds;
  /** The parts of the catalogue of texts it shows beyond the shell's (domain/i18n/parts.ts). */
  readonly texts: readonly BrowserTextPart[];
  /** Its component: a module under web/src/app and the name it exports. */
  readonly module: string;
  readonly component: string;
  /**
   * 'shop': inside the shop's header and footer, rendered by the server too. 'dashboard': a table
   * of its own pages below its path, loaded when someone goes there and rendered by the browser
   * only (it depends on who is signed in).
   */
  readonly layout: 'shop' | 'dashboard';
  /** In the main bundle rather than loaded on demand: the usual landing page. */
  readonly inEntry?: true;
  readonly embeds?: EmbeddedData;
  /** One shopper's page: robots.txt keeps crawlers out of its section ('/account' for '/account/orders'). */
  readonly private: boolean;
  /** Whether search engines may index it; pages that may not write `<meta name="robots" content="noindex">`. */
  readonly indexed: boolean;
  /** Listed in the sitemap (a page with a parameter, once per value: every product). */
  readonly sitemap: boolean;
  /** Its languages; an address in another language leads to the first of them. */
  readonly languages: readonly Language[];
}

const EVERY_LANGUAGE = ['en', 'ar'] as const satisfies readonly Language[];
const SHOP = { layout: 'shop', languages: EVERY_LANGUAGE } as const;
/** Crawlers find it and may index it. */
const PUBLIC = { private: false, indexed: true } as const;
/** One shopper's: not for search engines. */
const PRIVATE = { private: true, indexed: false, sitemap: false } as const;

export const PAGES = {
  home: {
    ...SHOP,
    ...PUBLIC,
    path: '/',
    meta: { title: 'page.home.title', description: 'page.home.description' },
    texts: [],
    module: 'routes/home.tsx',
    component: 'HomeRoute',
    inEntry: true,
    embeds: 'featuredProducts',
    sitemap: true,
  },
  collection: {
    ...SHOP,
    ...PUBLIC,
    path: '/collection',
    meta: { title: 'page.collection.title', description: 'page.collection.description' },
    texts: ['collection'],
    module: 'routes/collection.tsx',
    component: 'CollectionRoute',
    embeds: 'collectionFirstPage',
    sitemap: true,
  },
  rates: {
    ...SHOP,
    ...PUBLIC,
    path: '/rates',
    meta: { title: 'page.rates.title', description: 'page.rates.description' },
    texts: ['rates'],
    module: 'routes/rates.tsx',
    component: 'RatesRoute',
    embeds: 'rateHistory',
    sitemap: true,
  },
  sellGold: {
    ...SHOP,
    ...PUBLIC,
    path: '/sell-gold',
    meta: { title: 'page.sellGold.title', description: 'page.sellGold.description' },
    texts: ['rates', 'deferred'],
    module: 'routes/sell-gold.tsx',
    component: 'SellGoldRoute',
    embeds: 'buyRates',
    sitemap: true,
  },
  about: {
    ...SHOP,
    ...PUBLIC,
    path: '/about',
    meta: { title: 'page.about.title', description: 'page.about.description' },
    texts: ['pages'],
    module: 'routes/about.tsx',
    component: 'AboutRoute',
    sitemap: true,
  },
  contact: {
    ...SHOP,
    ...PUBLIC,
    path: '/contact',
    meta: { title: 'page.contact.title', description: 'page.contact.description' },
    texts: ['pages'],
    module: 'routes/contact.tsx',
    component: 'ContactRoute',
    sitemap: true,
  },
  bookVisit: {
    ...SHOP,
    ...PUBLIC,
    path: '/book-a-visit',
    meta: { title: 'visit.page.title', description: 'visit.page.description' },
    texts: ['pages', 'deferred'],
    module: 'routes/book-a-visit.tsx',
    component: 'BookVisitRoute',
    sitemap: true,
  },
  /** How to measure a finger, a hand and a neck, the size charts, and a ring sizer to print. */
  sizeGuide: {
    ...SHOP,
    ...PUBLIC,
    path: '/size-guide',
    meta: { title: 'page.sizeGuide.title', description: 'page.sizeGuide.description' },
    texts: ['pages'],
    module: 'routes/size-guide.tsx',
    component: 'SizeGuideRoute',
    sitemap: true,
  },
  product: {
    ...SHOP,
    ...PUBLIC,
    path: '/product/:id',
    texts: ['product', 'collection', 'rates', 'deferred'],
    module: 'routes/product.tsx',
    component: 'ProductRoute',
    embeds: 'product',
    sitemap: true,
  },
  wish: {
    ...SHOP,
    ...PRIVATE,
    path: '/wish',
    meta: { title: 'page.wish.title', description: 'page.wish.description' },
    texts: ['deferred'],
    module: 'routes/wish.tsx',
    component: 'WishRoute',
  },
  cart: {
    ...SHOP,
    ...PRIVATE,
    path: '/cart',
    meta: { title: 'page.cart.title', description: 'page.cart.description' },
    texts: ['deferred'],
    module: 'routes/cart.tsx',
    component: 'CartRoute',
  },
  payment: {
    ...SHOP,
    ...PRIVATE,
    path: '/payment',
    meta: { title: 'page.payment.title', description: 'page.payment.description' },
    texts: ['orders', 'deferred'],
    module: 'routes/payment.tsx',
    component: 'PaymentRoute',
  },
  confirm: {
    ...SHOP,
    ...PRIVATE,
    path: '/confirm',
    meta: { title: 'page.confirm.title', description: 'page.confirm.description' },
    // 'product': each line's return window says it in the product page's words.
    texts: ['orders', 'product', 'deferred'],
    module: 'routes/confirm.tsx',
    component: 'ConfirmRoute',
  },
  orders: {
    ...SHOP,
    ...PRIVATE,
    path: '/account/orders',
    meta: { title: 'page.orders.title', description: 'page.orders.description' },
    // 'product': each line's return window says it in the product page's words.
    texts: ['orders', 'product', 'deferred'],
    module: 'routes/account-orders.tsx',
    component: 'AccountOrdersRoute',
  },
  /** Two-factor sign-in and the account's sessions. */
  security: {
    ...SHOP,
    ...PRIVATE,
    path: '/account/security',
    meta: { title: 'page.security.title', description: 'page.security.description' },
    texts: ['account', 'deferred'],
    module: 'routes/account-security.tsx',
    component: 'AccountSecurityRoute',
  },
  login: {
    ...SHOP,
    ...PUBLIC,
    path: '/login',
    meta: { title: 'page.login.title', description: 'page.login.description' },
    texts: ['account', 'deferred'],
    module: 'routes/login.tsx',
    component: 'LoginRoute',
    sitemap: false,
  },
  register: {
    ...SHOP,
    ...PUBLIC,
    path: '/register',
    meta: { title: 'page.register.title', description: 'page.register.description' },
    texts: ['account', 'deferred'],
    module: 'routes/register.tsx',
    component: 'RegisterRoute',
    sitemap: false,
  },
  resetPassword: {
    ...SHOP,
    path: '/reset-password',
    meta: { title: 'page.resetPassword.title', description: 'page.resetPassword.description' },
    texts: ['account', 'deferred'],
    module: 'routes/reset-password.tsx',
    component: 'ResetPasswordRoute',
    // Reached from a mail's link, which crawlers never see: nothing to hide, nothing to index.
    private: false,
    indexed: false,
    sitemap: false,
  },
  /** The shop's own pages for its staff, in English only. */
  dashboard: {
    ...PRIVATE,
    path: '/dashboard',
    meta: { title: 'page.dashboard.title', description: 'page.dashboard.description' },
    // Texts of every part the browser loads: price breakups, order statuses, the pager …
    texts: ['shell', 'deferred', 'collection', 'product', 'rates', 'account', 'orders', 'pages'],
    module: 'dashboard-routes.tsx',
    component: 'dashboardRoutes',
    layout: 'dashboard',
    languages: ['en'],
  },
  notFound: {
    ...SHOP,
    path: '*',
    meta: { title: 'page.notFound.title', description: 'page.notFound.description' },
    texts: ['pages'],
    module: 'routes/not-found.tsx',
    component: 'NotFoundRoute',
    private: false,
    indexed: false,
    sitemap: false,
  },
} as const satisfies Record<string, Page>;

export type PageName = keyof typeof PAGES;

export type NamedPage = Page & { readonly name: PageName };

/** Every page with its name, in the table's order. */
export const pageList = (): NamedPage[] =>
  (Object.entries(PAGES) as Array<[PageName, Page]>).map(([name, page]) => ({ ...page, name }));

/** The dashboard's Metal Price page (rates, the feed's panel, moves held for approval); rate alert mails link it. */
export const METAL_PRICE_PAGE_PATH = `${PAGES.dashboard.path}/updateprice`;
