import { z } from 'zod';
import { PURITIES, purityOf } from '../pricing/piece-price.ts';
import { PRICE_REVIEW_REASONS } from '../rates/rate-trust.ts';
import { pieceRate, type Metal, type RateTable } from '../rates/rate-table.ts';

/**
 * The shop buys old gold below its selling rate (docs/old-gold.md): an admin sets a spread per
 * metal, and optionally per purity, in basis points below the sell rate of that purity. None of the
 * feed formats quotes a bid, so the buy rate always follows the sell rate by the spread.
 */

/** The metals the shop buys. */
export const BUY_METALS = ['Gold', 'Silver', 'Platinum'] as const satisfies readonly Metal[];
export type BuyMetal = (typeof BUY_METALS)[number];

/** The purities the shop buys: the hallmarked ones a customer brings in (not the quoted pure rate). */
export const BUY_FINENESSES: Readonly<Record<BuyMetal, readonly number[]>> = {
  Gold: [999, 916, 875, 750, 585, 417],
  Silver: [999, 925],
  Platinum: [950, 900],
};

/** Whether the shop buys this metal at this fineness. */
export function buysPurity(metal: string, fineness: number): metal is BuyMetal {
  return (BUY_METALS as readonly string[]).includes(metal) && BUY_FINENESSES[metal as BuyMetal].includes(fineness);
}

/** A spread of a whole metal (`fineness` null) or of one purity (wins over its metal's). */
export interface BuySpread {
  metal: BuyMetal;
  fineness: number | null;
  basisPoints: number;
}

/** At most half the sell rate below it: a larger spread is a typing mistake, not a price. */
export const MAX_SPREAD_BASIS_POINTS = 5_000;

/** The spread of a purity: its own if set, else its metal's, else none. */
export function spreadOf(spreads: ReadonlyArray<BuySpread>, metal: BuyMetal, fineness: number): number {
  const own = spreads.find((spread) => spread.metal === metal && spread.fineness === fineness);
  const whole = spreads.find((spread) => spread.metal === metal && spread.fineness === null);
  return own?.basisPoints ?? whole?.basisPoints ?? 0;
}

/** The shop's buy rate of one purity, exact: null when the sell rate is under review (ask in store). */
export interface BuyRate {
  metal: BuyMetal;
  fineness: number;
  /** The sell rate per gram of this purity, millionths of a cent (pieceRate). */
  sellPerGramMillionths: number;
  /** Basis points below the sell rate. */
  spreadBasisPoints: number;
  /** Whether the shop may quote a buy price now. */
  quotable: boolean;
}

export function buyRateOf(
  rates: RateTable,
  spreads: ReadonlyArray<BuySpread>,
  metal: BuyMetal,
  fineness: number,
): BuyRate {
  return {
    metal,
    fineness,
    sellPerGramMillionths: pieceRate(rates, metal, fineness).perGramMillionths,
    spreadBasisPoints: Math.min(Math.max(spreadOf(spreads, metal, fineness), 0), 10_000),
    quotable: (rates.review?.[metal] ?? null) === null,
  };
}

/** Half-up division of non-negative BigInts. */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** The buy rate per gram in cents, half-up: never above the sell rate's cents, as the spread is never negative. */
export function buyRateCents(rate: BuyRate): number {
  const exact = BigInt(rate.sellPerGramMillionths) * BigInt(10_000 - rate.spreadBasisPoints);
  return Number(roundHalfUp(exact, 1_000_000n * 10_000n));
}

const metalEnum = z.enum(BUY_METALS, { error: 'Metal must be Gold, Silver or Platinum' });

/** One purity's buy rate, as GET /api/buy-rates lists it. */
export const buyRateAnswerSchema = /* @__PURE__ */ z.object({
  metal: metalEnum,
  fineness: z.number(),
  /** Cents per gram of this purity; null while the sell rate is under review: ask in store. */
  buyRatePerGramCents: z.number().int().nullable(),
  sellRatePerGramCents: z.number().int(),
  priceReview: z.enum(PRICE_REVIEW_REASONS).nullable(),
});
export type BuyRateAnswer = z.infer<typeof buyRateAnswerSchema>;
export const buyRateListSchema = /* @__PURE__ */ z.array(buyRateAnswerSchema);

/** Every purity the shop buys with its buy and sell rate per gram, in the order of PURITIES. */
export function buyRateList(rates: RateTable, spreads: ReadonlyArray<BuySpread>): BuyRateAnswer[] {
  return BUY_METALS.flatMap((metal) =>
    PURITIES[metal]
      .filter((purity) => BUY_FINENESSES[metal].includes(purity.fineness))
      .map((purity) => {
        const rate = buyRateOf(rates, spreads, metal, purity.fineness);
        return {
          metal,
          fineness: purity.fineness,
          buyRatePerGramCents: rate.quotable ? buyRateCents(rate) : null,
          sellRatePerGramCents: buyRateCents({ ...rate, spreadBasisPoints: 0 }),
          priceReview: rates.review?.[metal] ?? null,
        };
      }),
  );
}

/** PUT /api/admin/buy-spreads: a metal's spread, or one purity's (`fineness`); `basisPoints` null clears a purity's. */
export const setBuySpreadInput = /* @__PURE__ */ z
  .strictObject({
    metal: metalEnum,
    fineness: z.number({ error: 'Purity must be a number' }).nullable().default(null),
    basisPoints: z
      .number({ error: 'The spread must be a whole number of basis points' })
      .int({ error: 'The spread must be a whole number of basis points' })
      .min(0, 'The spread cannot be below 0')
      .max(MAX_SPREAD_BASIS_POINTS, `The spread must be at most ${MAX_SPREAD_BASIS_POINTS / 100}%`)
      .nullable(),
  })
  .refine((input) => input.fineness === null || buysPurity(input.metal, input.fineness), {
    message: 'The shop does not buy that purity of that metal',
    path: ['fineness'],
  })
  .refine((input) => input.basisPoints !== null || input.fineness !== null, {
    message: "A metal's own spread can be changed, not cleared",
    path: ['basisPoints'],
  });
export type SetBuySpreadInput = z.infer<typeof setBuySpreadInput>;

export const buySpreadSchema = /* @__PURE__ */ z.object({
  metal: metalEnum,
  fineness: z.number().nullable(),
  basisPoints: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type BuySpreadAnswer = z.infer<typeof buySpreadSchema>;
export const buySpreadListSchema = /* @__PURE__ */ z.array(buySpreadSchema);

/** '22K' or '925', for audit entries and the dashboard. */
export const buyPurityName = (metal: BuyMetal, fineness: number | null) =>
  fineness === null ? metal : `${metal} ${purityOf(metal, fineness)?.short ?? fineness}`;
