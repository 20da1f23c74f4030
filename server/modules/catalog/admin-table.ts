import { asc, desc, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_SEARCH_COUNT_CAP,
  type AdminProductList,
  type AdminProductsQuery,
} from '#domain/admin/admin-products.ts';
import type { RateTable } from '#domain/rates/rate-table.ts';
import type { Db } from '#server/db/client.ts';
import { escapeLike } from '#server/lib/sql-text.ts';
import { products } from './catalog.tables.ts';
import { PRICE_ORDER, withPrices } from './price-order.ts';
import { toProducts, type RatingsOf } from './product-row.ts';

// Ties break in the sort's own direction, so each order is one index read forwards or backwards.
const oldestFirst = [asc(products.createdAt), asc(products.id)];
const newestFirst = [desc(products.createdAt), desc(products.id)];
const ADMIN_ORDER: Record<AdminProductsQuery['sort'], SQL[]> = {
  newest: newestFirst,
  oldest: oldestFirst,
  'name-asc': [asc(products.name), ...oldestFirst],
  'name-desc': [desc(products.name), ...newestFirst],
  ...PRICE_ORDER,
  'stock-asc': [asc(products.stock), ...oldestFirst],
  'stock-desc': [desc(products.stock), ...newestFirst],
  'weight-asc': [asc(products.weightGrams), ...oldestFirst],
  'weight-desc': [desc(products.weightGrams), ...newestFirst],
};

/** The dashboard's view of the catalogue: its products table and its figures. */
export function createAdminTable(db: Db, ratingsOf: RatingsOf) {
  return {
    /** The admin's table: search by name or category, any sort, pages; all in SQL. */
    async adminList(query: AdminProductsQuery, rates: RateTable): Promise<AdminProductList> {
      const condition = query.q
        ? or(ilike(products.name, `%${escapeLike(query.q)}%`), ilike(products.category, `%${escapeLike(query.q)}%`))
        : undefined;
      // A search counts its matches up to a cap: "gold" matches tens of thousands of pieces, and an
      // exact figure past the cap would cost a full read while changing nothing for the admin.
      const counting = condition
        ? db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(
            db
              .select({ one: sql`1` })
              .from(products)
              .where(condition)
              .limit(ADMIN_SEARCH_COUNT_CAP + 1)
              .as('hits'),
          )
        : db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(products);
      const [rows, [counted]] = await Promise.all([
        withPrices(db.select(getTableColumns(products)).from(products).$dynamic(), query.sort in PRICE_ORDER)
          .where(condition)
          .orderBy(...ADMIN_ORDER[query.sort])
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        counting,
      ]);
      const capped = condition !== undefined && (counted?.total ?? 0) > ADMIN_SEARCH_COUNT_CAP;
      const total = capped ? ADMIN_SEARCH_COUNT_CAP : (counted?.total ?? 0);
      return {
        totalIsAtLeast: capped,
        items: (await toProducts(rows, rates, ratingsOf)).map((product, index) => ({
          ...product,
          createdAt: rows[index]!.createdAt.toISOString(),
          updatedAt: rows[index]!.updatedAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /** How many products there are, and how many have none left. */
    async figures(): Promise<{ products: number; outOfStock: number }> {
      const [row] = await db
        .select({
          products: sql<number>`count(*)`.mapWith(Number),
          outOfStock: sql<number>`count(*) filter (where ${products.stock} = 0)`.mapWith(Number),
        })
        .from(products);
      return row!;
    },
  };
}
