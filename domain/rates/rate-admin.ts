import { z } from 'zod';
import { METALS } from './rate-table.ts';

/** The most a metal can cost: $100,000.00 a gram (see domain/money-limits.ts). */
export const MAX_METAL_RATE_CENTS = 100_000_00;

/** PATCH /api/metals/:id: the new per-gram price in cents (the form takes dollars, step 0.01). */
export const updateMetalPriceInput = /* @__PURE__ */ z.strictObject({
  pricePerGram: z
    .number({ error: 'Price must be a number' })
    .int('Price must be in whole cents')
    .min(1, 'Price must be more than $0.00')
    .max(MAX_METAL_RATE_CENTS, 'Price must be at most $100,000.00 per gram'),
});
export const metalIdParam = /* @__PURE__ */ z.object({ id: z.string().min(1).max(100) });

const metalChangeSchema = /* @__PURE__ */ z.object({
  at: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  by: z.string(),
});

/** GET /api/admin/metals: each metal with who changed it last, and its price history. */
export const adminMetalSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  metal: z.enum(METALS),
  pricePerGram: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  /** The admin's pin holds now: the rate feed leaves this rate alone. */
  pinned: z.boolean(),
  /** When it was pinned and by whom (null: not pinned), and until when (null: until unpinned). */
  pinnedAt: z.string().nullable(),
  pinnedUntil: z.string().nullable(),
  pinnedBy: z.string().nullable(),
  history: z.array(metalChangeSchema),
});
export type AdminMetal = z.infer<typeof adminMetalSchema>;
export const adminMetalListSchema = /* @__PURE__ */ z.array(adminMetalSchema);
