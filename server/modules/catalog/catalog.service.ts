import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Product } from '#domain/catalog/product.ts';
import type { RateTable } from '#domain/rates/rate-table.ts';
import type { Db } from '#server/db/client.ts';
import { createAdminTable } from './admin-table.ts';
import { products, type ProductRow } from './catalog.tables.ts';
import { createProductWrites } from './product-writes.ts';
import { toProduct, toProducts, type Ratings, type RatingsOf } from './product-row.ts';
import { createStorefrontList } from './storefront-list.ts';

export { recipeOfRow, toProduct, type ProductFields, type Ratings, type RatingsOf } from './product-row.ts';
export { countInPriceRange } from './storefront-list.ts';
export { branchStockOf, type BranchStock, type StockMove } from './product-writes.ts';

/** Products by id, as the shop, the admins and the sitemap read them. */
function createProductReads(db: Db, ratingsOf: RatingsOf) {
  // A product's row by id, the read every cart add makes: built once, sent as a named prepared statement.
  let rowById: ReturnType<typeof prepareRowById> | undefined;
  const prepareRowById = () =>
    db
      .select()
      .from(products)
      .where(eq(products.id, sql.placeholder('id')))
      .prepare('product_row_by_id');
  const rowsByIds = async (ids: readonly string[]): Promise<ProductRow[]> =>
    ids.length === 0
      ? []
      : db
          .select()
          .from(products)
          .where(inArray(products.id, [...new Set(ids)]));
  return {
    async get(id: string, rates: RateTable): Promise<Product | undefined> {
      const rows = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return (await toProducts(rows, rates, ratingsOf))[0];
    },

    /** The products with these ids that still exist (in no particular order). */
    async getMany(ids: readonly string[], rates: RateTable): Promise<Product[]> {
      return toProducts(await rowsByIds(ids), rates, ratingsOf);
    },

    /**
     * The same, priced at `rates` without their ratings: for the checks a payment makes twice (the
     * quote's prices still hold), which read no rating and would each cost a reviews query more.
     */
    async pricedMany(ids: readonly string[], rates: RateTable): Promise<Product[]> {
      return (await rowsByIds(ids)).map((row) => toProduct(row, rates, null));
    },

    async row(id: string): Promise<ProductRow | undefined> {
      rowById ??= prepareRowById();
      const [row] = await rowById.execute({ id });
      return row;
    },

    /** Ids and update times for the sitemap. */
    async listForSitemap(limit: number): Promise<Array<{ id: string; updatedAt: Date }>> {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .orderBy(...[asc(products.createdAt), asc(products.id)])
        .limit(limit);
    },
  };
}

/**
 * The catalogue's products: the storefront's list, reads by id, the admins' table and writes. Each
 * product it answers carries its rating, from `ratings` (the reviews module's).
 */
export function createCatalogService(db: Db, ratings: Ratings) {
  return {
    ...createStorefrontList(db, ratings),
    ...createProductReads(db, ratings.ratingsOf),
    ...createAdminTable(db, ratings.ratingsOf),
    ...createProductWrites(db),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
