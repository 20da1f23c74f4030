import { z } from 'zod';
import { PAGE_SIZE, PRICE_FILTER, PRODUCT_SORTS, WEIGHT_FILTER } from './list-options.ts';

/**
 * A bound from the query string: missing means no bound, a non-numeric entry means
 * `onGarbage`, and negative values count as 0.
 */
function lenientBound(onGarbage: number) {
  return z.preprocess((raw) => {
    if (raw === undefined || raw === null || raw === '') return undefined;
    const value = Number(raw);
    return Number.isFinite(value) ? Math.min(Math.max(value, 0), 1_000_000) : onGarbage;
  }, z.number().optional());
}

const positiveInt = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(fallback);

/**
 * Query of GET /api/products. Prices are in dollars as the shopper types them; a
 * non-numeric price falls back to 0 (min) and 5000 (max) as the spec says.
 */
export const listProductsQuery = /* @__PURE__ */ z.object({
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  minPrice: lenientBound(PRICE_FILTER.min),
  maxPrice: lenientBound(PRICE_FILTER.max),
  minWeight: lenientBound(WEIGHT_FILTER.min),
  maxWeight: lenientBound(WEIGHT_FILTER.max),
  category: z.string().trim().max(60).optional(),
  featured: z.enum(['true', 'false']).optional(),
  sort: z.enum(PRODUCT_SORTS).default('default'),
  page: positiveInt(1, 100_000),
  pageSize: positiveInt(PAGE_SIZE.default, PAGE_SIZE.max),
});
export type ListProductsQuery = z.infer<typeof listProductsQuery>;
export type ListProductsInput = z.input<typeof listProductsQuery>;
