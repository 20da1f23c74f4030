import { z } from 'zod';
import { userSchema } from '../accounts/user.ts';
import { productSchema } from '../catalog/product.ts';

/** Days in the overview's chart. */
export const OVERVIEW_DAYS = 30;

/** GET /api/admin/overview: every figure read live from the database. */
export const overviewSchema = /* @__PURE__ */ z.object({
  tiles: z.object({
    products: z.number().int(),
    customers: z.number().int(),
    orders: z.number().int(),
    /** cents, confirmed orders */
    revenue: z.number().int(),
    pendingOrders: z.number().int(),
    outOfStock: z.number().int(),
  }),
  recentUsers: z.array(userSchema),
  recentProducts: z.array(productSchema),
  /** One entry per day, oldest first, days without orders included. */
  daily: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number().int() })),
});
export type Overview = z.infer<typeof overviewSchema>;
