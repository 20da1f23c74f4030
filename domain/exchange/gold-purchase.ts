import { z } from 'zod';
import { BUY_METALS, buysPurity } from './buy-rates.ts';
import { estimateGrams, estimateIdParam, estimateLineSchema, estimateSchema } from './estimate.ts';

/**
 * Buying old metal at the counter (docs/old-gold.md): staff assay the piece, the shop offers by the
 * estimate's rule (the held buy rate while the online offer holds, today's after), and settles once,
 * as a payout or as store credit, writing one line of the buy register.
 */

export const PHOTO_ID_TYPES = ['drivers_license', 'state_id', 'passport', 'military_id', 'other'] as const;
export type PhotoIdType = (typeof PHOTO_ID_TYPES)[number];
export const PHOTO_ID_LABELS: Readonly<Record<PhotoIdType, string>> = {
  drivers_license: "Driver's license",
  state_id: 'State ID',
  passport: 'Passport',
  military_id: 'Military ID',
  other: 'Other photo ID',
};

export const SETTLEMENTS = ['cash', 'bank_transfer', 'store_credit'] as const;
export type Settlement = (typeof SETTLEMENTS)[number];
export const SETTLEMENT_LABELS: Readonly<Record<Settlement, string>> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  store_credit: 'Store credit',
};

/** Which buy rate an offer was made at: the online offer's, still held, or today's. */
export const RATE_BASES = ['held', 'today'] as const;
export type RateBasis = (typeof RATE_BASES)[number];

/** The dashboard makes the purchase's id when the form opens: the same settlement sent twice settles once. */
export const goldPurchaseId = /* @__PURE__ */ z
  .string({ error: 'A purchase id is required' })
  .regex(/^gp_[0-9A-Za-z-]{16,64}$/, 'Not a purchase id');

/** What staff measured: metal, purity by their test, weight; and the online offer it came with, if any. */
const assayShape = {
  estimateId: estimateIdParam.shape.id.optional(),
  metal: z.enum(BUY_METALS, { error: 'Metal must be Gold, Silver or Platinum' }),
  fineness: z.number({ error: 'Purity must be a number' }),
  grams: estimateGrams,
};
const boughtPurity = {
  check: (input: { metal: string; fineness: number }) => buysPurity(input.metal, input.fineness),
  message: { message: 'The shop does not buy that purity of that metal', path: ['fineness'] },
};

/** POST /api/admin/gold-purchases/quote: the final offer for what was measured, before settling. */
export const assayInput = /* @__PURE__ */ z.strictObject(assayShape).refine(boughtPurity.check, boughtPurity.message);
export type AssayInput = z.infer<typeof assayInput>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/admin/gold-purchases: assay, seller and settlement in one request, settled once per `id`. */
export const settleGoldPurchaseInput = /* @__PURE__ */ z
  .strictObject({
    id: goldPurchaseId,
    ...assayShape,
    description: text('Description', 500),
    seller: z.strictObject({
      name: text('Seller name', 200),
      /** The seller's customer account, required for store credit. */
      email: z.email('Enter a valid e-mail address').trim().toLowerCase().optional(),
      idType: z.enum(PHOTO_ID_TYPES, { error: 'Choose the type of photo ID' }),
      idNumber: text('ID number', 64),
    }),
    settlement: z.enum(SETTLEMENTS, { error: 'Choose cash, bank transfer or store credit' }),
    /** The bank transfer's reference or the cash receipt number, if any. */
    settlementReference: text('Reference', 200).optional(),
  })
  .refine(boughtPurity.check, boughtPurity.message)
  .refine((input) => input.settlement !== 'store_credit' || input.seller.email !== undefined, {
    message: "Store credit goes on the seller's account: enter its e-mail",
    path: ['seller', 'email'],
  });
export type SettleGoldPurchaseInput = z.infer<typeof settleGoldPurchaseInput>;

/** The final offer at the counter: the estimate's lines, at the rate it was made at. */
export const assayOfferSchema = /* @__PURE__ */ z.object({
  offerCents: z.number().int(),
  buyRatePerGramCents: z.number().int(),
  rateBasis: z.enum(RATE_BASES),
  lines: z.array(estimateLineSchema),
});
export type AssayOffer = z.infer<typeof assayOfferSchema>;

/** A settled purchase, as every answer but the register shows it: no photo ID. */
export const goldPurchaseSchema = /* @__PURE__ */ assayOfferSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
  estimateId: z.string().nullable(),
  metal: z.enum(BUY_METALS),
  fineness: z.number(),
  grams: z.number(),
  description: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string().nullable(),
  settlement: z.enum(SETTLEMENTS),
  settlementReference: z.string().nullable(),
});
export type GoldPurchase = z.infer<typeof goldPurchaseSchema>;

/** One line of the buy register: what a precious-metal dealer keeps, photo ID included. */
export const registerEntrySchema = /* @__PURE__ */ goldPurchaseSchema.extend({
  idType: z.enum(PHOTO_ID_TYPES),
  idNumber: z.string(),
});
export type RegisterEntry = z.infer<typeof registerEntrySchema>;

export const registerQuery = /* @__PURE__ */ z.object({
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type RegisterQuery = z.infer<typeof registerQuery>;

export const registerListSchema = /* @__PURE__ */ z.object({
  items: z.array(registerEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type RegisterList = z.infer<typeof registerListSchema>;

/** An online offer opened at the counter, valid or not: `held` says whether its rate still holds. */
export const counterEstimateSchema = /* @__PURE__ */ estimateSchema.omit({ lines: true }).extend({ held: z.boolean() });
export type CounterEstimate = z.infer<typeof counterEstimateSchema>;

/**
 * The estimate's held buy rate as a rate the offer rule takes (estimateLines): its cents per gram,
 * with no spread left to take, so a held offer is weight × the held rate, as online.
 */
export function heldBuyRate(metal: (typeof BUY_METALS)[number], fineness: number, buyRatePerGramCents: number) {
  return {
    metal,
    fineness,
    sellPerGramMillionths: buyRatePerGramCents * 1_000_000,
    spreadBasisPoints: 0,
    quotable: true,
  };
}
