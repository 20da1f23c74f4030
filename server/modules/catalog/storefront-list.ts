import { and, asc, desc, eq, getTableColumns, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { hasStoneGradeFilter, type ListProductsQuery, type StoneGradeFilter } from '#domain/catalog/list-query.ts';
import { DIAMOND_CLARITIES, DIAMOND_COLORS, DIAMOND_KIND, gradeRange } from '#domain/catalog/stone-grades.ts';
import type { ProductList } from '#domain/catalog/product-list.ts';
import { dollarsToCents } from '#domain/money.ts';
import type { RateTable } from '#domain/rates/rate-table.ts';
import type { Db } from '#server/db/client.ts';
import { escapeLike } from '#server/lib/sql-text.ts';
import { productPrices, products } from './catalog.tables.ts';
import { createPricePages } from './price-pages.ts';
import { isPriceSort, PRICE_ORDER, withPrices } from './price-order.ts';
import { toRatedProducts, type RatedProductRow, type Ratings } from './product-row.ts';

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

const insertion = [asc(products.createdAt), asc(products.id)];
const SHOP_ORDER: Record<ListProductsQuery['sort'], SQL[]> = {
  default: insertion,
  featured: [desc(products.featured), ...insertion],
  ...PRICE_ORDER,
  'weight-asc': [asc(products.weightGrams), ...insertion],
  'weight-desc': [desc(products.weightGrams), ...insertion],
  'name-asc': [asc(products.name), ...insertion],
  'name-desc': [desc(products.name), ...insertion],
};

/** The stone's `field` is one of `values` (a slice of a grade scale, or the shapes wanted). */
function oneOf(field: 'shape' | 'color' | 'clarity', values: readonly string[]): SQL {
  return sql`${sql.raw(`stone->>'${field}'`)} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/**
 * Some diamond of the piece matches every grade filter given: one `exists` over its stones' jsonb,
 * all in SQL. A stone without the grade a filter asks for does not match it.
 */
function diamondMatches(filter: StoneGradeFilter): SQL {
  const conditions: SQL[] = [sql`lower(trim(stone->>'kind')) = ${DIAMOND_KIND}`];
  if (filter.shape) conditions.push(oneOf('shape', filter.shape));
  if (filter.colorFrom || filter.colorTo) {
    conditions.push(oneOf('color', gradeRange(DIAMOND_COLORS, filter.colorFrom, filter.colorTo)));
  }
  if (filter.clarityFrom || filter.clarityTo) {
    conditions.push(oneOf('clarity', gradeRange(DIAMOND_CLARITIES, filter.clarityFrom, filter.clarityTo)));
  }
  // Carats of one stone, kept in hundredths.
  const carats = sql`(stone->>'caratHundredths')::int`;
  if (filter.caratMin !== undefined) conditions.push(sql`${carats} >= ${Math.round(filter.caratMin * 100)}`);
  if (filter.caratMax !== undefined) conditions.push(sql`${carats} <= ${Math.round(filter.caratMax * 100)}`);
  return sql`exists (select 1 from jsonb_array_elements(${products.stones}) as stones(stone) where ${sql.join(
    conditions,
    sql` and `,
  )})`;
}

/**
 * The shop's filters as conditions on products (`where`) and on the kept prices (`priceBounds`,
 * kept by the database from the stored rates, migration 0012, so they use an index).
 */
function shopFilters(query: ListProductsQuery): { where: SQL[]; priceBounds: SQL[] } {
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
  // Unfiltered lists stay as they were: no condition on the stones at all.
  if (hasStoneGradeFilter(query)) where.push(diamondMatches(query));
  return { where, priceBounds };
}

/** The storefront's product list: filters, sorts and pages, all in SQL. */
export function createStorefrontList(db: Db, ratings: Ratings) {
  // Each row comes with its rating: one statement a page, not a second one for the ratings.
  const rowColumns = { ...getTableColumns(products), ...ratings.ratingColumns(products.id) };
  const pageByPriceAlone = createPricePages(db, rowColumns);

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

  /** One page of rows in the query's order. */
  function pageRows(query: ListProductsQuery, where: SQL[], priceBounds: SQL[]): Promise<RatedProductRow[]> {
    const offset = (query.page - 1) * query.pageSize;
    const sort = query.sort;
    if (isPriceSort(sort) && where.length === 0) {
      const bounds = {
        ...(query.minPrice !== undefined && { minCents: dollarsToCents(query.minPrice) }),
        ...(query.maxPrice !== undefined && { maxCents: dollarsToCents(query.maxPrice) }),
      };
      return pageByPriceAlone(sort, bounds, query.pageSize, offset);
    }
    const conditions = [...where, ...priceBounds];
    const priced = isPriceSort(sort) || priceBounds.length > 0;
    return withPrices(db.select(rowColumns).from(products).$dynamic(), priced)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(...SHOP_ORDER[sort])
      .limit(query.pageSize)
      .offset(offset);
  }

  return {
    /**
     * One page of products; filtering, price sorting and paging all happen in SQL. `knownTotal`:
     * the filter's match count, counted before (the caller keeps it), so only the page is read.
     */
    async list(query: ListProductsQuery, rates: RateTable, knownTotal?: number): Promise<ProductList> {
      const { where, priceBounds } = shopFilters(query);
      // The count is its own query: a count(*) over () window would make every page read every
      // matching row before the index could stop at the page (twice the time on 10,000 rows).
      const [rows, total] = await Promise.all([
        pageRows(query, where, priceBounds),
        knownTotal ?? countMatches(where, priceBounds),
      ]);
      return {
        items: toRatedProducts(rows, rates),
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
  };
}
