import { z } from 'zod';
import { productSchema } from './product.ts';

export const productListSchema = /* @__PURE__ */ z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type ProductList = z.infer<typeof productListSchema>;
