import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListProductsQuery } from '#domain/catalog/list-query.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { ProductList } from '#domain/catalog/product-list.ts';
import {
  ADMIN_SEARCH_COUNT_CAP,
  type AdminProductList,
  type AdminProductsQuery,
} from '#domain/admin/admin-products.ts';
import { dollarsToCents, formatScaledDecimal, parseScaledDecimal } from '#domain/money.ts';
import { toPieceRecipe, type RecipeOfProduct } from '#domain/catalog/piece-recipe.ts';
import { pricingMetalOf } from '#domain/catalog/product-input.ts';
import { pricePiece } from '#domain/pricing/piece-price.ts';
import { rateSourceOf, type RateTable } from '#domain/pricing/rates.ts';
import type { Db } from '#server/db/client.ts';
import { escapeLike } from '#server/lib/sql-text.ts';
import { newId } from '#server/lib/ids.ts';
import { productPrices, products, type NewProductRow, type ProductRow } from './catalog.tables.ts';

const grams = (decimal: string) => parseScaledDecimal(decimal, 3) / 1000;
const decimalGrams = (weight: number) => formatScaledDecimal(Math.round(weight * 1000), 3);

/** The pricing fields of a stored product. */
export function recipeOfRow(row: ProductRow): RecipeOfProduct {
  return {
    metal: row.metal,
    weight: grams(row.weightGrams),
    fineness: row.fineness,
    grossWeight: row.grossWeightGrams === null ? null : grams(row.grossWeightGrams),
    wastageBasisPoints: row.wastageBasisPoints,
    making: row.making,
    stones: row.stones,
    feeCents: row.feeCents,
  };
}

export function toProduct(row: ProductRow, rates: RateTable): Product {
  const recipe = recipeOfRow(row);
  const perGram = row.metal === null ? 0 : rates[row.metal];
  const rate = rateSourceOf(rates, row.metal);
  const breakup = pricePiece(toPieceRecipe(recipe), perGram);
  return {
    id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    category: row.category,
    shortDescription: row.shortDescription,
    shortDescriptionAr: row.shortDescriptionAr,
    description: row.description,
    descriptionAr: row.descriptionAr,
    isAvailable: row.stock > 0,
    stock: row.stock,
    images: row.images,
    size: row.size,
    featured: row.featured,
    ...recipe,
    perGram,
    rateAsOf: rate.asOf,
    rateIsFallback: rate.isFallback,
    price: breakup.totalCents,
    breakup,
  };
}

export interface ProductFields extends Omit<RecipeOfProduct, 'metal'> {
  name: string;
  /** Null or left out: the Arabic pages show `name`. */
  nameAr?: string | null;
  category: string;
  shortDescription: string;
  shortDescriptionAr?: string | null;
  description: string;
  descriptionAr?: string | null;
  size: string;
  images: string[];
  stock: number;
  featured: boolean;
  /** Left out: the category's metal (a new product only). */
  metal?: RecipeOfProduct['metal'];
}

/** Form fields to columns: weights are kept to the milligram. */
function toColumns(input: Partial<ProductFields>): Partial<NewProductRow> {
  const { weight, grossWeight, ...rest } = input;
  return {
    ...rest,
    ...(weight !== undefined && { weightGrams: decimalGrams(weight) }),
    ...(grossWeight !== undefined && { grossWeightGrams: grossWeight === null ? null : decimalGrams(grossWeight) }),
  };
}

/**
 * Price sorts read the kept prices' one index, forwards or backwards: ties break by age in the
 * sort's own direction (the cheapest first, oldest first; the dearest first, newest first).
 */
const PRICE_ORDER = {
  'price-asc': [asc(productPrices.priceCents), asc(productPrices.createdAt), asc(productPrices.productId)],
  'price-desc': [desc(productPrices.priceCents), desc(productPrices.createdAt), desc(productPrices.productId)],
} as const satisfies Record<string, SQL[]>;

/** Joins the kept prices when a query sorts or filters by price. */
function withPrices<T extends PgSelect>(query: T, priced: boolean): T {
  // The selections name their columns, so the join changes which rows come back, never their shape.
  return priced ? (query.innerJoin(productPrices, eq(productPrices.productId, products.id)) as unknown as T) : query;
}

/** The first index of `sorted` whose value is at least (`above`: more than) `value`. */
function firstIndex(sorted: Float64Array, value: number, above: boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value || (above && sorted[middle] === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many of `sortedPrices` (catalog.sortedPrices) the list query's price bounds let through, as its count would. */
export function countInPriceRange(
  sortedPrices: Float64Array,
  { minPrice, maxPrice }: Pick<ListProductsQuery, 'minPrice' | 'maxPrice'>,
): number {
  const from = minPrice === undefined ? 0 : firstIndex(sortedPrices, dollarsToCents(minPrice), false);
  const to = maxPrice === undefined ? sortedPrices.length : firstIndex(sortedPrices, dollarsToCents(maxPrice), true);
  return Math.max(0, to - from);
}

const isPriceSort = (sort: string): sort is keyof typeof PRICE_ORDER => sort in PRICE_ORDER;

export function createCatalogService(db: Db) {
  /**
   * A price-sorted page filtered by price alone: the page is found in the kept prices' index alone
   * (an index-only scan that stops at the page), and only its rows are read from products. Joined
   * first, the database read every skipped row of products too, or sorted the whole join (18-67 ms
   * for page 40 at 10,000 products, against 0.3 ms).
   */
  /** Each shape of that query (sort, which bounds), built once on first use. */
  const pricePages = new Map<string, { execute(values: Record<string, number>): Promise<ProductRow[]> }>();

  function pageByPriceAlone(
    sort: keyof typeof PRICE_ORDER,
    bounds: { minCents?: number; maxCents?: number },
    limit: number,
    offset: number,
  ): Promise<ProductRow[]> {
    const hasMin = bounds.minCents !== undefined;
    const hasMax = bounds.maxCents !== undefined;
    const name = `catalog_price_page_${sort === 'price-asc' ? 'asc' : 'desc'}_${Number(hasMin)}${Number(hasMax)}`;
    let prepared = pricePages.get(name);
    if (!prepared) {
      // Built once: building the query was a third of the Node time of an uncached page.
      const page = db
        .select({
          productId: productPrices.productId,
          priceCents: productPrices.priceCents,
          createdAt: productPrices.createdAt,
        })
        .from(productPrices)
        .where(
          and(
            hasMin ? gte(productPrices.priceCents, sql.placeholder('minCents')) : undefined,
            hasMax ? lte(productPrices.priceCents, sql.placeholder('maxCents')) : undefined,
          ),
        )
        .orderBy(...PRICE_ORDER[sort])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page');
      const direction = sort === 'price-asc' ? asc : desc;
      prepared = db
        .select(getTableColumns(products))
        .from(page)
        .innerJoin(products, eq(products.id, page.productId))
        .orderBy(direction(page.priceCents), direction(page.createdAt), direction(page.productId))
        // Unnamed (''): the SQL is built once, but the database plans each execution with its
        // bounds, limit and offset. A named statement's generic plan, after five runs, guessed a
        // third of the rows for `limit $2` and hash-joined all of products (18 ms, not 0.3).
        .prepare('');
      pricePages.set(name, prepared);
    }
    return prepared.execute({ ...bounds, limit, offset });
  }

  /**
   * How many products match: the kept prices alone for a filter by price alone (every product has
   * its price row, migration 0012), an index-only range of their one index; the products alone
   * without a price bound; both joined only when a filter bounds the price and something else.
   */
  async function countMatches(where: SQL[], priceBounds: SQL[]): Promise<number> {
    const total = sql<number>`count(*)`.mapWith(Number);
    const [counted] =
      priceBounds.length === 0
        ? await db
            .select({ total })
            .from(products)
            .where(where.length ? and(...where) : undefined)
        : where.length === 0
          ? await db
              .select({ total })
              .from(productPrices)
              .where(and(...priceBounds))
          : await db
              .select({ total })
              .from(products)
              .innerJoin(productPrices, eq(productPrices.productId, products.id))
              .where(and(...where, ...priceBounds));
    return counted?.total ?? 0;
  }

  return {
    /**
     * One page of products; filtering, price sorting and paging all happen in SQL. `knownTotal`:
     * the filter's match count, counted before (the caller keeps it), so only the page is read.
     */
    async list(query: ListProductsQuery, rates: RateTable, knownTotal?: number): Promise<ProductList> {
      // Kept by the database from the stored rates (migration 0012), so these use an index.
      const price = productPrices.priceCents;
      const where: SQL[] = [];
      const priceBounds: SQL[] = [];
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        where.push(
          or(
            ilike(products.name, pattern),
            // The Arabic pages' search box finds a piece by the name they show.
            ilike(products.nameAr, pattern),
            ilike(products.category, pattern),
            ilike(products.shortDescription, pattern),
            ilike(products.shortDescriptionAr, pattern),
          ) as SQL,
        );
      }
      if (query.minPrice !== undefined) priceBounds.push(gte(price, dollarsToCents(query.minPrice)));
      if (query.maxPrice !== undefined) priceBounds.push(lte(price, dollarsToCents(query.maxPrice)));
      if (query.minWeight !== undefined) where.push(gte(products.weightGrams, String(query.minWeight)));
      if (query.maxWeight !== undefined) where.push(lte(products.weightGrams, String(query.maxWeight)));
      if (query.category) where.push(ilike(products.category, escapeLike(query.category)));
      if (query.featured) where.push(eq(products.featured, query.featured === 'true'));

      const insertion = [asc(products.createdAt), asc(products.id)];
      const orderBy: Record<ListProductsQuery['sort'], SQL[]> = {
        default: insertion,
        featured: [desc(products.featured), ...insertion],
        ...PRICE_ORDER,
        'weight-asc': [asc(products.weightGrams), ...insertion],
        'weight-desc': [desc(products.weightGrams), ...insertion],
        'name-asc': [asc(products.name), ...insertion],
        'name-desc': [desc(products.name), ...insertion],
      };

      const conditions = [...where, ...priceBounds];
      const condition = conditions.length ? and(...conditions) : undefined;
      // The count is its own query: a count(*) over () window would make every page read every
      // matching row before the index could stop at the page (twice the time on 10,000 rows).
      const priced = query.sort in PRICE_ORDER || priceBounds.length > 0;
      const offset = (query.page - 1) * query.pageSize;
      const sort = query.sort;
      const [rows, total] = await Promise.all([
        isPriceSort(sort) && where.length === 0
          ? pageByPriceAlone(
              sort,
              {
                ...(query.minPrice !== undefined && { minCents: dollarsToCents(query.minPrice) }),
                ...(query.maxPrice !== undefined && { maxCents: dollarsToCents(query.maxPrice) }),
              },
              query.pageSize,
              offset,
            )
          : withPrices(db.select(getTableColumns(products)).from(products).$dynamic(), priced)
              .where(condition)
              .orderBy(...orderBy[sort])
              .limit(query.pageSize)
              .offset(offset),
        knownTotal ?? countMatches(where, priceBounds),
      ]);
      return {
        items: rows.map((row) => toProduct(row, rates)),
        total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /**
     * Every product's kept price, cheapest first: counts any price range by two binary searches
     * (countInPriceRange). One string from the database, not 100,000 rows to map.
     */
    async sortedPrices(): Promise<Float64Array> {
      const [row] = await db
        .select({
          prices: sql<
            string | null
          >`string_agg(${productPrices.priceCents}::text, ',' order by ${productPrices.priceCents})`,
        })
        .from(productPrices);
      return row?.prices ? Float64Array.from(row.prices.split(','), Number) : new Float64Array(0);
    },

    async get(id: string, rates: RateTable): Promise<Product | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row ? toProduct(row, rates) : undefined;
    },

    /** The products with these ids that still exist (in no particular order). */
    async getMany(ids: readonly string[], rates: RateTable): Promise<Product[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(products)
        .where(inArray(products.id, [...new Set(ids)]));
      return rows.map((row) => toProduct(row, rates));
    },

    /**
     * Takes pieces out of stock, all or nothing (call it inside the order's transaction): each row
     * is changed only if enough is left, so concurrent buyers can never take more than there is.
     * Returns the first product that could not be served, or null when every line was.
     */
    async takeStock(lines: ReadonlyArray<{ productId: string; quantity: number }>): Promise<string | null> {
      for (const line of lines) {
        const taken = await db
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: new Date() })
          .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
          .returning({ id: products.id });
        if (taken.length === 0) return line.productId;
      }
      return null;
    },

    /** Puts pieces back (an order that could not be completed). Deleted products stay deleted. */
    async returnStock(lines: ReadonlyArray<{ productId: string; quantity: number }>): Promise<void> {
      for (const line of lines) {
        await db
          .update(products)
          .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: new Date() })
          .where(eq(products.id, line.productId));
      }
    },

    /** The admin's table: search by name or category, any sort, pages; all in SQL. */
    async adminList(query: AdminProductsQuery, rates: RateTable): Promise<AdminProductList> {
      const condition = query.q
        ? or(ilike(products.name, `%${escapeLike(query.q)}%`), ilike(products.category, `%${escapeLike(query.q)}%`))
        : undefined;
      // Ties break in the sort's own direction, so each order is one index read forwards or backwards.
      const oldestFirst = [asc(products.createdAt), asc(products.id)];
      const newestFirst = [desc(products.createdAt), desc(products.id)];
      const orderBy: Record<AdminProductsQuery['sort'], SQL[]> = {
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
          .orderBy(...orderBy[query.sort])
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        counting,
      ]);
      const capped = condition !== undefined && (counted?.total ?? 0) > ADMIN_SEARCH_COUNT_CAP;
      const total = capped ? ADMIN_SEARCH_COUNT_CAP : (counted?.total ?? 0);
      return {
        totalIsAtLeast: capped,
        items: rows.map((row) => ({
          ...toProduct(row, rates),
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    async create(input: ProductFields): Promise<string> {
      const id = newId('prod');
      const metal = pricingMetalOf(input.metal, input.category);
      await db.insert(products).values({ id, ...toColumns({ ...input, metal }) } as NewProductRow);
      return id;
    },

    /**
     * Changes a product; returns the row as it was (for the audit), or undefined when there is no
     * such product. Run it in the caller's transaction: the row is locked until it ends.
     */
    async update(id: string, input: Partial<ProductFields>): Promise<ProductRow | undefined> {
      const [before] = await db.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) return undefined;
      await db
        .update(products)
        .set({ ...toColumns(input), updatedAt: new Date() })
        .where(eq(products.id, id));
      return before;
    },

    /** The deleted row, or undefined. Carts and wishlists lose it; orders keep their own snapshot. */
    async delete(id: string): Promise<ProductRow | undefined> {
      const [deleted] = await db.delete(products).where(eq(products.id, id)).returning();
      return deleted;
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

    async row(id: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id));
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

export type CatalogService = ReturnType<typeof createCatalogService>;
