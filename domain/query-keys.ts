/**
 * The web app's query-cache keys (TanStack Query), in one place. The web's queries and mutations
 * use them, and the server embeds each page's first data under the same keys (server/routes/web.ts),
 * so what the server sends lands exactly where the page looks for it.
 *
 * Keys nest by prefix, and invalidating a prefix reaches everything under it:
 * - `me`: everything that belongs to whoever is signed in (cart, wishlist, orders, checkout,
 *   sessions, security), so a sign-in or sign-out drops it all at once;
 * - `products`: the catalogue's lists and product pages;
 * - `metals`: the rates and their history;
 * - `admin`: every dashboard read.
 *
 * Lists take their request's parameters as the key's last part: one cache entry per page or filter.
 */

const me = ['me'] as const;
const products = ['products'] as const;
const metals = ['metals'] as const;
const admin = ['admin'] as const;
const adminProducts = [...admin, 'products'] as const;
const adminOrderLists = [...admin, 'orders', 'list'] as const;
const adminCustomers = [...admin, 'customers'] as const;
const adminReturnLists = [...admin, 'returns', 'list'] as const;

export const queryKeys = {
  me,
  cart: [...me, 'cart'] as const,
  wishlist: [...me, 'wishlist'] as const,
  checkout: [...me, 'checkout'] as const,
  orders: [...me, 'orders'] as const,
  myVisits: [...me, 'visits'] as const,
  storeCredit: [...me, 'store-credit'] as const,
  myReturns: [...me, 'returns'] as const,
  order: (id: string) => [...me, 'orders', id] as const,
  /** A piece's approved reviews: under `me` because the answer says whether the signed-in shopper may write one. */
  productReviews: (productId: string, page: number) => [...me, 'product-reviews', productId, page] as const,
  productReviewPages: (productId: string) => [...me, 'product-reviews', productId] as const,
  sessions: [...me, 'sessions'] as const,
  accountSecurity: [...me, 'security'] as const,

  authProviders: ['auth-providers'] as const,
  /** A branch's free visit times on one of its days (public, not the shopper's own). */
  visitSlots: (branchId: string, date: string) => ['visit-slots', branchId, date] as const,

  products,
  productList: <Params extends object>(params: Params) => [...products, params] as const,
  product: (id: string) => [...products, 'detail', id] as const,

  metals,
  metalHistory: (days: number) => [...metals, 'history', days] as const,
  boardRates: [...metals, 'board-rates'] as const,
  /** What the shop pays for old metal: dropped with the rates. */
  buyRates: [...metals, 'buy-rates'] as const,

  admin,
  overview: [...admin, 'overview'] as const,
  adminMetals: [...admin, 'metals'] as const,
  adminBoard: [...admin, 'board-rates'] as const,
  adminBuySpreads: [...admin, 'buy-spreads'] as const,
  rateFeed: [...admin, 'rate-feed'] as const,
  rateWarnings: [...admin, 'rate-warnings'] as const,
  audit: [...admin, 'audit'] as const,
  adminVisits: (branchId: string, date: string) => [...admin, 'visits', branchId, date] as const,
  auditList: <Params extends object>(params: Params) => [...admin, 'audit', params] as const,
  adminCustomers,
  customerList: <Params extends object>(params: Params) => [...adminCustomers, params] as const,
  billingList: <Params extends object>(params: Params) => [...admin, 'billing', 'list', params] as const,
  buyRegister: <Params extends object>(params: Params) => [...admin, 'buy-register', 'list', params] as const,
  adminReturnLists,
  adminReturns: <Params extends object>(params: Params) => [...adminReturnLists, params] as const,
  adminReviews: <Params extends object>(params: Params) => [...admin, 'reviews', params] as const,
  adminOrderLists,
  adminOrderList: <Params extends object>(params: Params) => [...adminOrderLists, params] as const,
  adminProductList: <Params extends object>(params: Params) => [...adminProducts, 'list', params] as const,
  adminProduct: (id: string) => [...adminProducts, 'detail', id] as const,
  /** Outside `metals` on purpose: the product form reads the rates afresh, apart from the ticker's copy. */
  productFormRates: ['dashboard', 'product-form', 'metal-rates'] as const,
  productFormBoard: ['dashboard', 'product-form', 'board-rates'] as const,
} as const;

/**
 * Every price in the shop follows a metal's rate: after a rate changes, the dashboard's reads, the
 * header's ticker, the catalogue and the signed-in shopper's own cart and wishlist are all stale.
 */
export const PRICE_FOLLOWING_KEYS = [
  queryKeys.admin,
  queryKeys.metals,
  queryKeys.products,
  queryKeys.cart,
  queryKeys.wishlist,
] as const;

/** One query's answer that the server embeds in a page, so its first paint needs no API round trip. */
export interface InitialQuery {
  key: readonly unknown[];
  data: unknown;
}
