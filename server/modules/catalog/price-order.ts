import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { productPrices, products } from './catalog.tables.ts';

/**
 * Price sorts read the kept prices' one index, forwards or backwards: ties break by age in the
 * sort's own direction (the cheapest first, oldest first; the dearest first, newest first).
 */
export const PRICE_ORDER = {
  'price-asc': [asc(productPrices.priceCents), asc(productPrices.createdAt), asc(productPrices.productId)],
  'price-desc': [desc(productPrices.priceCents), desc(productPrices.createdAt), desc(productPrices.productId)],
} as const satisfies Record<string, SQL[]>;

export type PriceSort = keyof typeof PRICE_ORDER;

export const isPriceSort = (sort: string): sort is PriceSort => sort in PRICE_ORDER;

/** Joins the kept prices when a query sorts or filters by price. */
export function withPrices<T extends PgSelect>(query: T, priced: boolean): T {
  // The selections name their columns, so the join changes which rows come back, never their shape.
  return priced ? (query.innerJoin(productPrices, eq(productPrices.productId, products.id)) as unknown as T) : query;
}
