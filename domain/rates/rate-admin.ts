import { z } from 'zod';
import { MAX_METAL_RATE_CENTS } from '../money-limits.ts';
import { METALS } from './rate-table.ts';
import { centsToRate, RATE_SCALE, type RateHundredths } from './rate-units.ts';

/** A rate per gram in hundredths of a cent (the form takes dollars with up to four decimals). */
export const rateHundredthCents = /* @__PURE__ */ z
  .number({ error: 'Price must be a number' })
  .int('Price has at most four decimals of a dollar')
  .min(1, 'Price must be more than $0.0000')
  .max(MAX_METAL_RATE_CENTS * RATE_SCALE, 'Price must be at most $100,000.00 per gram');

/**
 * PATCH /api/metals/:id: the new per-gram price, either exact in hundredths of a cent or, as the
 * first API wrote it, in whole cents; one of the two.
 */
export const updateMetalPriceInput = /* @__PURE__ */ z
  .strictObject({
    pricePerGram: z
      .number({ error: 'Price must be a number' })
      .int('Price must be in whole cents')
      .min(1, 'Price must be more than $0.00')
      .max(MAX_METAL_RATE_CENTS, 'Price must be at most $100,000.00 per gram')
      .optional(),
    pricePerGramHundredthCents: rateHundredthCents.optional(),
  })
  .refine((input) => (input.pricePerGram === undefined) !== (input.pricePerGramHundredthCents === undefined), {
    message: 'Give the price in pricePerGram (cents) or pricePerGramHundredthCents, not both',
    path: ['pricePerGram'],
  });

/** The rate an update asks for, in hundredths of a cent. */
export function requestedRate(input: z.infer<typeof updateMetalPriceInput>): RateHundredths {
  return input.pricePerGramHundredthCents ?? centsToRate(input.pricePerGram!);
}
export const metalIdParam = /* @__PURE__ */ z.object({ id: z.string().min(1).max(100) });

const metalChangeSchema = /* @__PURE__ */ z.object({
  at: z.string(),
  /** Cents, rounded; the exact rates are fromHundredthCents and toHundredthCents. */
  from: z.number().int(),
  to: z.number().int(),
  fromHundredthCents: z.number().int(),
  toHundredthCents: z.number().int(),
  by: z.string(),
});

/** GET /api/admin/metals: each metal with who changed it last, and its price history. */
export const adminMetalSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  metal: z.enum(METALS),
  pricePerGram: z.number().int(),
  pricePerGramHundredthCents: z.number().int(),
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
