import { z } from 'zod';
import { makingChargeSchema, pieceMetalSchema, stoneSchema } from './piece-recipe.ts';
import { priceBreakupSchema } from './product.ts';
import { rateSourceSchema } from '../rates/rate-source.ts';

/**
 * A piece's price as the server computed it, with the facts that label each line of its breakup:
 * the metal and its purity, the net weight, the rate per gram of pure metal that was
 * used with where and when it was set, wastage, the making charge as quoted, the stones and the fee, and the breakup itself.
 *
 * A product answer has every field; each cart line carries them; each order line keeps them as it
 * was quoted (the breakup paid, never recomputed afterwards).
 */
export const pricedPieceSchema = /* @__PURE__ */ z.object({
  metal: pieceMetalSchema,
  /** Parts per thousand of pure metal, at most one decimal (999.9). */
  fineness: z.number(),
  /** Net metal weight, grams. */
  weight: z.number(),
  /** The rate per gram of pure metal, cents, rounded half-up (0 without a metal). */
  perGram: z.number().int(),
  /**
   * Where `perGram` came from: 'manual', 'feed', 'board' or 'standby' (pieceRate in
   * domain/rates/rate-table.ts); null without a metal, and on order lines kept before sources were.
   */
  rateSource: rateSourceSchema.nullable(),
  /** ISO time that rate was set; null for a standby rate, without a metal, and on older order lines. */
  rateSetAt: z.string().nullable(),
  /**
   * The same rate, exact, in hundredths of a cent; left out by order lines kept before rates had
   * this precision (their `perGram` is exact).
   */
  perGramHundredthCents: z.number().int().optional(),
  /**
   * The shop's own rate per gram of this purity (its karat board), hundredths of a cent, when it
   * priced the metal; null or left out: the pure rate × fineness / 1000 did.
   */
  boardRate: z.number().int().nullable().optional(),
  wastageBasisPoints: z.number().int(),
  making: makingChargeSchema,
  stones: z.array(stoneSchema),
  feeCents: z.number().int(),
  /** The price line by line, in cents; `breakup.totalCents` is the piece's price. */
  breakup: priceBreakupSchema,
});
export type PricedPiece = z.infer<typeof pricedPieceSchema>;

/** Just the priced-piece fields of something that has them all (a product, a cart line). */
export function pricedPieceOf(piece: PricedPiece): PricedPiece {
  return {
    metal: piece.metal,
    fineness: piece.fineness,
    weight: piece.weight,
    perGram: piece.perGram,
    rateSource: piece.rateSource,
    rateSetAt: piece.rateSetAt,
    ...(piece.perGramHundredthCents !== undefined && { perGramHundredthCents: piece.perGramHundredthCents }),
    ...(piece.boardRate !== undefined && { boardRate: piece.boardRate }),
    wastageBasisPoints: piece.wastageBasisPoints,
    making: piece.making,
    stones: piece.stones,
    feeCents: piece.feeCents,
    breakup: {
      metalCents: piece.breakup.metalCents,
      wastageCents: piece.breakup.wastageCents,
      makingCents: piece.breakup.makingCents,
      stoneCents: [...piece.breakup.stoneCents],
      feeCents: piece.breakup.feeCents,
      // An engraved cart line's fee, in its total: an order line keeps it with the total it adds up to.
      ...(piece.breakup.engravingCents !== undefined && { engravingCents: piece.breakup.engravingCents }),
      totalCents: piece.breakup.totalCents,
    },
  };
}
