import { z } from 'zod';
import { buysPurity, BUY_METALS, roundHalfUp, type BuyRate } from './buy-rates.ts';

/**
 * An online offer for old metal (docs/old-gold.md): weight × the buy rate of its purity, less the
 * shop's assay deduction when it sets one. Each line is computed exactly and rounded half-up to the
 * cent once; the offer is the sum of the rounded lines, so the lines always add up to it.
 */

/** Up to 10 kg: more is a bar for the counter, not a form. */
export const MAX_ESTIMATE_GRAMS = 10_000;

/** A weight in grams, to a milligram: online and at the counter. */
export const estimateGrams = /* @__PURE__ */ z
  .number({ error: 'Weight must be a number of grams' })
  .positive('Weight must be more than 0 g')
  .max(MAX_ESTIMATE_GRAMS, `Weight must be at most ${MAX_ESTIMATE_GRAMS} g`)
  .refine((grams) => Math.abs(grams * 1000 - Math.round(grams * 1000)) < 1e-6, {
    message: 'Weight can have at most three decimals (a milligram)',
  });

/** POST /api/exchange/estimates. `grams` to a milligram. */
export const estimateInput = /* @__PURE__ */ z
  .strictObject({
    metal: z.enum(BUY_METALS, { error: 'Metal must be Gold, Silver or Platinum' }),
    fineness: z.number({ error: 'Purity must be a number' }),
    grams: estimateGrams,
  })
  .refine((input) => buysPurity(input.metal, input.fineness), {
    message: 'The shop does not buy that purity of that metal',
    path: ['fineness'],
  });
export type EstimateInput = z.infer<typeof estimateInput>;

export const estimateLineSchema = /* @__PURE__ */ z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('metal'),
    milligrams: z.number().int(),
    fineness: z.number(),
    buyRatePerGramCents: z.number().int(),
    cents: z.number().int(),
  }),
  z.object({ kind: z.literal('assay'), basisPoints: z.number().int(), cents: z.number().int() }),
]);
export type EstimateLine = z.infer<typeof estimateLineSchema>;

export const estimateSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  metal: z.enum(BUY_METALS),
  fineness: z.number(),
  grams: z.number(),
  offerCents: z.number().int(),
  buyRatePerGramCents: z.number().int(),
  expiresAt: z.string(),
  lines: z.array(estimateLineSchema),
});
export type Estimate = z.infer<typeof estimateSchema>;

export const estimateIdParam = /* @__PURE__ */ z.object({
  id: z.string().regex(/^est_[0-9A-Za-z]{16,32}$/, 'Not an estimate id'),
});

/** Grams to a whole number of milligrams. */
export const milligramsOf = (grams: number) => Math.round(grams * 1000);

/**
 * The offer's lines for `milligrams` of metal at `rate` (which must be quotable), less
 * `assayBasisPoints` of the metal's value. The metal line is mg × sell rate per gram × (1 − spread),
 * exact in BigInt; the deduction is that exact value × the share, each rounded half-up once.
 */
export function estimateLines(
  milligrams: number,
  rate: BuyRate,
  buyRatePerGramCents: number,
  assayBasisPoints: number,
): { offerCents: number; lines: EstimateLine[] } {
  // mg × millionths of a cent per gram × (10,000 − spread): cents × 10^3 × 10^6 × 10^4.
  const exact = BigInt(milligrams) * BigInt(rate.sellPerGramMillionths) * BigInt(10_000 - rate.spreadBasisPoints);
  const scale = 1_000n * 1_000_000n * 10_000n;
  const metalCents = Number(roundHalfUp(exact, scale));
  const lines: EstimateLine[] = [
    { kind: 'metal', milligrams, fineness: rate.fineness, buyRatePerGramCents, cents: metalCents },
  ];
  if (assayBasisPoints > 0) {
    const deduction = Number(roundHalfUp(exact * BigInt(assayBasisPoints), scale * 10_000n));
    lines.push({ kind: 'assay', basisPoints: assayBasisPoints, cents: -deduction });
  }
  return { offerCents: lines.reduce((sum, line) => sum + line.cents, 0), lines };
}
