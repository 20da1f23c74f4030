// The domain's query keys as TanStack Query matches them (domain/ itself may not import the library).
import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PRICE_FOLLOWING_KEYS, queryKeys } from '#domain/query-keys.ts';

const LIST_PARAMS = { page: 2, q: 'ring' };

/** One of every key the web app asks under. */
const EVERY_KEY: Record<string, QueryKey> = {
  me: queryKeys.me,
  cart: queryKeys.cart,
  wishlist: queryKeys.wishlist,
  checkout: queryKeys.checkout,
  orders: queryKeys.orders,
  myVisits: queryKeys.myVisits,
  storeCredit: queryKeys.storeCredit,
  myReturns: queryKeys.myReturns,
  order: queryKeys.order('ord_1'),
  productReviews: queryKeys.productReviews('p1', 1),
  sessions: queryKeys.sessions,
  accountSecurity: queryKeys.accountSecurity,
  authProviders: queryKeys.authProviders,
  visitSlots: queryKeys.visitSlots('louisiana', '2026-03-09'),
  adminVisits: queryKeys.adminVisits('louisiana', '2026-03-09'),
  productList: queryKeys.productList({ pageSize: 12 }),
  product: queryKeys.product('p1'),
  metals: queryKeys.metals,
  metalHistory: queryKeys.metalHistory(30),
  overview: queryKeys.overview,
  adminMetals: queryKeys.adminMetals,
  rateFeed: queryKeys.rateFeed,
  rateWarnings: queryKeys.rateWarnings,
  auditList: queryKeys.auditList(LIST_PARAMS),
  customerList: queryKeys.customerList(LIST_PARAMS),
  billingList: queryKeys.billingList(LIST_PARAMS),
  buyRegister: queryKeys.buyRegister(LIST_PARAMS),
  adminReturns: queryKeys.adminReturns(LIST_PARAMS),
  adminReviews: queryKeys.adminReviews(LIST_PARAMS),
  adminOrderList: queryKeys.adminOrderList(LIST_PARAMS),
  adminProductList: queryKeys.adminProductList(LIST_PARAMS),
  adminProduct: queryKeys.adminProduct('p1'),
  productFormRates: queryKeys.productFormRates,
};

/** The names of the cached queries a filter reaches, as invalidateQueries({ queryKey }) would. */
function reached(prefix: QueryKey): string[] {
  const client = new QueryClient();
  for (const [name, key] of Object.entries(EVERY_KEY)) client.setQueryData(key, name);
  return client
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((query) => query.state.data as string)
    .sort();
}

describe('queryKeys', () => {
  it('gives every query its own cache entry', () => {
    const hashes = Object.values(EVERY_KEY).map((key) => hashKey(key));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('keeps all of the signed-in shopper’s data under `me`, so a sign-out drops it at once', () => {
    expect(reached(queryKeys.me)).toEqual(
      [
        'accountSecurity',
        'cart',
        'checkout',
        'me',
        'myReturns',
        'myVisits',
        'order',
        'orders',
        'productReviews',
        'sessions',
        'storeCredit',
        'wishlist',
      ].sort(),
    );
  });

  it('keeps every dashboard read under `admin`, and nothing of the shop’s', () => {
    expect(reached(queryKeys.admin)).toEqual(
      [
        'adminMetals',
        'adminOrderList',
        'adminProduct',
        'adminVisits',
        'adminProductList',
        'adminReturns',
        'adminReviews',
        'auditList',
        'billingList',
        'buyRegister',
        'customerList',
        'overview',
        'rateFeed',
        'rateWarnings',
      ].sort(),
    );
  });

  it('nests lists and details under their own prefixes', () => {
    expect(reached(queryKeys.products)).toEqual(['product', 'productList']);
    expect(reached(queryKeys.metals)).toEqual(['metalHistory', 'metals']);
    expect(reached(queryKeys.orders)).toEqual(['order', 'orders']);
    expect(reached(queryKeys.audit)).toEqual(['auditList']);
    expect(reached(queryKeys.adminCustomers)).toEqual(['customerList']);
    expect(reached(queryKeys.adminOrderLists)).toEqual(['adminOrderList']);
    expect(reached(queryKeys.adminReturnLists)).toEqual(['adminReturns']);
    expect(reached(queryKeys.cart)).toEqual(['cart']);
  });

  it('marks every read that shows a price stale after a rate changes, and nothing else', () => {
    const stale = new Set(PRICE_FOLLOWING_KEYS.flatMap((key) => reached(key)));
    expect([...stale].sort()).toEqual(
      [...reached(queryKeys.admin), 'cart', 'metalHistory', 'metals', 'product', 'productList', 'wishlist'].sort(),
    );
    expect(stale.has('orders')).toBe(false);
    expect(stale.has('checkout')).toBe(false);
  });

  it('finds what the server embedded: the same entry after a trip through JSON', () => {
    for (const key of Object.values(EVERY_KEY)) {
      expect(hashKey(JSON.parse(JSON.stringify(key)) as QueryKey)).toBe(hashKey(key));
    }
  });

  it('reads a list’s parameters whatever their order, ignoring the ones left undefined', () => {
    // The server embeds the plain collection as { pageSize }; the page asks with its unset filters too.
    expect(hashKey(queryKeys.productList({ q: undefined, page: undefined, pageSize: 12 }))).toBe(
      hashKey(queryKeys.productList({ pageSize: 12 })),
    );
    expect(hashKey(queryKeys.auditList({ q: 'ring', page: 2 }))).toBe(hashKey(queryKeys.auditList(LIST_PARAMS)));
    expect(hashKey(queryKeys.productList({ pageSize: 12 }))).not.toBe(hashKey(queryKeys.productList({ pageSize: 4 })));
  });
});
