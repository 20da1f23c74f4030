import { z } from 'zod';

/** Why store credit moved: an old-gold settlement, for now. */
export const STORE_CREDIT_REASONS = ['exchange'] as const;
export type StoreCreditReason = (typeof STORE_CREDIT_REASONS)[number];

/** GET /api/account/store-credit: the balance (never below zero) and its history, newest first. */
export const storeCreditSchema = /* @__PURE__ */ z.object({
  balanceCents: z.number().int(),
  entries: z.array(
    z.object({ amountCents: z.number().int(), reason: z.enum(STORE_CREDIT_REASONS), createdAt: z.string() }),
  ),
});
export type StoreCredit = z.infer<typeof storeCreditSchema>;
