import { z } from 'zod';
import { productSchema } from '../catalog/product.ts';

export const ADMIN_PRODUCT_SORTS = [
  'newest',
  'oldest',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'stock-asc',
  'stock-desc',
  'weight-asc',
  'weight-desc',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

const page = z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(100_000);

/** GET /api/admin/products: search by name or category, sort and page, all in SQL. */
export const adminProductsQuery = /* @__PURE__ */ z.object({
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('newest'),
  page: page.default(1),
  pageSize: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100).default(20),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuery>;

export const adminProductSchema = /* @__PURE__ */ productSchema.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A search reports at most this many matches ("10,000+"); the unfiltered table counts exactly. */
export const ADMIN_SEARCH_COUNT_CAP = 10_000;

export const adminProductListSchema = /* @__PURE__ */ z.object({
  items: z.array(adminProductSchema),
  total: z.number().int(),
  /** True when a search matched more than ADMIN_SEARCH_COUNT_CAP products: `total` is then the cap. */
  totalIsAtLeast: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;
