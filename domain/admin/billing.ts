import { z } from 'zod';

/** One billing record (the customer details given at checkout), as the dashboard lists it. */
export const billingRecordSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  zip: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  /** cents */
  total: z.number().int(),
  quantity: z.number().int(),
  items: z.array(z.string()),
  date: z.string(),
});
export type BillingRecord = z.infer<typeof billingRecordSchema>;

export const billingQuery = /* @__PURE__ */ z.object({
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100).default(20),
});
export type BillingQuery = z.infer<typeof billingQuery>;

export const billingListSchema = /* @__PURE__ */ z.object({
  items: z.array(billingRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type BillingList = z.infer<typeof billingListSchema>;
