import { z } from 'zod';
import { METALS } from './rate-table.ts';
import { DEFAULT_HISTORY_DAYS, MAX_HISTORY_DAYS } from './rate-history.ts';

/** A rate's move over the last 24 hours, computed by the server from the rate history. */
const rateChangeSchema = /* @__PURE__ */ z.object({
  /**
   * The per-gram rate 24 hours ago, in cents: the last recorded change at or before then, or the
   * earliest rate known when every recorded change is younger (the current rate without history).
   */
  fromPricePerGram: z.number().int(),
  /** pricePerGram − fromPricePerGram, in cents. */
  changeCents: z.number().int(),
  /** The same move in basis points (+1.25% = 125), rounded half away from zero. */
  changeBasisPoints: z.number().int(),
});

export const metalPriceSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  metal: z.enum(METALS),
  /** per-gram price in cents, rounded half-up from pricePerGramHundredthCents (clients of the first API) */
  pricePerGram: z.number().int(),
  /** per-gram price in hundredths of a cent ($75.4025 = 754025): the rate every price is made from */
  pricePerGramHundredthCents: z.number().int(),
  /** typed by an admin, or set by the live feed (an approved feed move included) */
  source: z.enum(['manual', 'feed']),
  /** when the price was last set: the time every price computed from it is "as of" */
  updatedAt: z.string(),
  /** Added for the ticker; clients of the first API may ignore it. */
  change24h: rateChangeSchema,
});
export type MetalPrice = z.infer<typeof metalPriceSchema>;

export const metalListSchema = /* @__PURE__ */ z.array(metalPriceSchema);

export const metalHistoryQuery = /* @__PURE__ */ z.object({
  days: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1')
    .max(MAX_HISTORY_DAYS, `must be at most ${MAX_HISTORY_DAYS}`)
    .default(DEFAULT_HISTORY_DAYS),
});

/** The rate at one instant, in cents per gram of pure metal. */
const ratePointSchema = /* @__PURE__ */ z.object({ at: z.string(), pricePerGram: z.number().int() });
export type RatePoint = z.infer<typeof ratePointSchema>;

/**
 * Each stored metal's rate once every 24 hours over the window, oldest first: `days + 1` points,
 * the first at `from` and the last (the current rate) at `to`.
 */
export const metalHistorySchema = /* @__PURE__ */ z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  metals: z.array(z.object({ metal: z.enum(METALS), points: z.array(ratePointSchema) })),
});
export type MetalHistory = z.infer<typeof metalHistorySchema>;
