import { z } from 'zod';
import { orderSchema } from '../orders/order.ts';

export const ORDER_FILTERS = ['all', 'pending', 'confirmed', 'ready', 'collected', 'shipped', 'delivered'] as const;

/** GET /api/admin/orders: filter by status, search by e-mail, name, item names and categories. */
export const adminOrdersQuery = /* @__PURE__ */ z.object({
  status: z.enum(ORDER_FILTERS).default('all'),
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100).default(20),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const adminOrderListSchema = /* @__PURE__ */ z.object({
  items: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** PATCH /api/admin/orders/:id takes the next step: domain/orders/shipment.ts orderStepInput. */
export { orderStepInput as setOrderStatusInput } from '../orders/shipment.ts';

/** The spec shows an order id as its last 8 characters, uppercased. */
export function shortOrderId(id: string): string {
  return id.slice(-8).toUpperCase();
}
