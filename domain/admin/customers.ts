import { z } from 'zod';
import { userSchema } from '../accounts/user.ts';

export const customerSchema = /* @__PURE__ */ userSchema.extend({
  orderCount: z.number().int(),
  /** cents, orders that are not cancelled */
  totalSpent: z.number().int(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerListSchema = /* @__PURE__ */ z.object({
  items: z.array(customerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type CustomerList = z.infer<typeof customerListSchema>;
