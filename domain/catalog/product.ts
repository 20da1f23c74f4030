import { z } from 'zod';
import { PRICE_REVIEW_REASONS } from '../rates/rate-trust.ts';
import { makingChargeSchema, pieceMetalSchema, stoneSchema } from './piece-recipe.ts';
import { rateSourceSchema } from '../rates/rate-source.ts';
import { returnDaysSchema } from '../returns/return-policy.ts';
import { taxClassSchema } from '../tax/tax-line.ts';
import { productRatingSchema } from '../reviews/rating.ts';
import { engravingOfferSchema } from '../options/engraving-offer.ts';
import { sizingSchema } from '../options/line-options.ts';

/** A piece's price line by line (domain/pricing/piece-price.ts), in cents; it adds up to `total`. */
export const priceBreakupSchema = /* @__PURE__ */ z.object({
  metalCents: z.number().int(),
  wastageCents: z.number().int(),
  makingCents: z.number().int(),
  stoneCents: z.array(z.number().int()),
  feeCents: z.number().int(),
  /** A cart's or an order's line only, when the piece is engraved: the engraving fee, in `totalCents`. */
  engravingCents: z.number().int().optional(),
  totalCents: z.number().int(),
});
export type PriceBreakupBody = z.infer<typeof priceBreakupSchema>;

export const productIdParam = /* @__PURE__ */ z.object({ id: z.string().max(100) });

/** Why a price is under review (domain/rates/rate-trust.ts), or null. */
export const priceReviewSchema = /* @__PURE__ */ z.enum(PRICE_REVIEW_REASONS).nullable();

/** A product as the API serves it: prices are computed on the server from the live rates. */
export const productSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  name: z.string(),
  /** The name on the Arabic pages; null: they show `name`. */
  nameAr: z.string().nullable(),
  category: z.string(),
  /** The metal that prices the piece; null for a piece priced by its stones alone. */
  metal: pieceMetalSchema,
  /** Parts per thousand of pure metal, at most one decimal (1000: the rate as quoted, the spec's pricing; 999.9: four nines). */
  fineness: z.number(),
  shortDescription: z.string(),
  /** The short description on the Arabic pages; null: they show `shortDescription`. */
  shortDescriptionAr: z.string().nullable(),
  description: z.string(),
  /** The description on the Arabic pages; null: they show `description`. */
  descriptionAr: z.string().nullable(),
  /** stock > 0, kept for clients of the first API */
  isAvailable: z.boolean(),
  /** pieces in stock, the sum of branchStock */
  stock: z.number().int(),
  /** pieces at each branch of store.branches */
  branchStock: z.object({ louisiana: z.number().int(), houston: z.number().int() }),
  /** net metal weight, grams */
  weight: z.number(),
  /** metal and stones, grams, when the shop gives it */
  grossWeight: z.number().nullable(),
  wastageBasisPoints: z.number().int(),
  making: makingChargeSchema,
  stones: z.array(stoneSchema),
  feeCents: z.number().int(),
  images: z.array(z.string()),
  size: z.string(),
  /** The sizes it is made in, their scale and the days making it to size takes; null: one size, as it is. */
  sizing: sizingSchema.nullable(),
  /** The sizes a buyer chooses from (`options.size` of POST /api/cart), smallest first; empty: none to choose. */
  sizes: z.array(z.string()),
  /** What it offers to engrave (`options.engraving`): the longest text, the scripts, the fee per piece; null: none. */
  engraving: engravingOfferSchema.nullable(),
  featured: z.boolean(),
  /** what the piece is for sales tax: jewellery, or bullion (exempt where a state exempts it) */
  taxClass: taxClassSchema,
  /** days after delivery or collection it may be returned; null: a final sale (coins and bars) */
  returnDays: returnDaysSchema,
  /** rate per gram of the product's pure metal, in cents, rounded half-up (0 without a metal) */
  perGram: z.number().int(),
  /** the same rate, exact, in hundredths of a cent */
  perGramHundredthCents: z.number().int(),
  /** the shop's own rate per gram of this purity (its board), hundredths of a cent, when it priced the metal */
  boardRate: z.number().int().nullable(),
  /** where the rate in `perGram` came from (manual, feed, board, standby); null for a piece without metal */
  rateSource: rateSourceSchema.nullable(),
  /** ISO time the rate in `perGram` was set; null for a piece without metal or priced at a standby rate */
  rateSetAt: z.string().nullable(),
  /** the same as `rateSetAt`, kept for the clients that read it first */
  rateAsOf: z.string().nullable(),
  /** `rateSource` is 'standby': no rate is stored for the metal, `perGram` is the documented fallback */
  rateIsFallback: z.boolean(),
  /**
   * Why the shop does not stand behind this price now, so the piece cannot be ordered online
   * (domain/rates/rate-trust.ts): 'standby', 'move_pending' or 'stale'; null when it can.
   */
  priceReview: priceReviewSchema,
  /** the price at today's rates, in cents: breakup.totalCents */
  price: z.number().int(),
  breakup: priceBreakupSchema,
  /** From buyers' approved reviews only (docs/reviews.md): the average to one decimal and the count; null without any. */
  rating: productRatingSchema,
});
export type Product = z.infer<typeof productSchema>;
