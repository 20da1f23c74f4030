import { z } from 'zod';

/**
 * Why store credit moved: an old-gold settlement (in), spent on an order (out), or given back when
 * that order was cancelled or refunded (in).
 */
export const STORE_CREDIT_REASONS = ['exchange', 'order', 'order_return'] as const;
export type StoreCreditReason = (typeof STORE_CREDIT_REASONS)[number];

/** GET /api/account/store-credit: the balance (never below zero) and its history, newest first. */
export const storeCreditSchema = /* @__PURE__ */ z.object({
  balanceCents: z.number().int(),
  entries: z.array(
    z.object({
      amountCents: z.number().int(),
      reason: z.enum(STORE_CREDIT_REASONS),
      /** The order the credit was spent on or given back from (AZ-100042); null for a settlement. */
      orderNumber: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type StoreCredit = z.infer<typeof storeCreditSchema>;
