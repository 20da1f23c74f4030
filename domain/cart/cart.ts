import { branchIdSchema, branchStockSchema, type BranchStockCounts } from '../catalog/branch-stock.ts';
import { store } from '../store/settings.ts';
import { z } from 'zod';
import { pricedPieceOf, pricedPieceSchema, type PricedPiece } from '../catalog/priced-piece.ts';
import { priceReviewSchema } from '../catalog/product.ts';
import { returnDaysSchema, type ReturnDays } from '../returns/return-policy.ts';
import { taxClassSchema, type TaxClass } from '../tax/tax-line.ts';
import type { PriceReviewReason } from '../rates/rate-trust.ts';
import { cartTotals, type Totals } from '../pricing/cart-totals.ts';
import type { Cents } from '../money.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-limits.ts';
import type { EngravingOffer } from '../options/engraving-offer.ts';
import { engravingFeeCents } from '../options/line-choice.ts';
import {
  isMadeToOrder,
  lineOptionsInput,
  lineOptionsSchema,
  type LineOptions,
  type Sizing,
} from '../options/line-options.ts';

export { MAX_CART_LINES, MAX_LINE_QUANTITY };

const quantity = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`);

/** POST /api/cart: a product and how many. The client never sends a price. */
export const addToCartInput = /* @__PURE__ */ z.strictObject({
  productId: z.string().min(1, 'is required').max(100),
  quantity: quantity.default(1),
  /** The size and engraving, as the product offers them (a sized piece needs a size). */
  options: lineOptionsInput.optional(),
});
export type AddToCartInput = z.input<typeof addToCartInput>;

/** PATCH /api/cart/:line */
export const updateCartLineInput = /* @__PURE__ */ z.strictObject({ quantity });
export const cartLineParam = /* @__PURE__ */ z.object({ line: z.string().min(1).max(100) });

/**
 * One line as every cart answer prices it: from the current metal rates, in cents, with the price
 * breakup of one piece and the facts that label it (the priced-piece fields).
 */
export const cartLineSchema = /* @__PURE__ */ z.object({
  ...pricedPieceSchema.shape,
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  /** The Arabic pages' name; null: they show `name`. */
  nameAr: z.string().nullable(),
  category: z.string(),
  image: z.string().nullable(),
  size: z.string(),
  quantity: z.number().int(),
  /** Pieces left in stock: the most this line can hold. */
  stock: z.number().int(),
  /** Of which at each branch: a pick-up takes them from its branch alone. */
  branchStock: branchStockSchema,
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  /** Why this piece cannot be checked out at its price now (as the product answer says); null when it can. */
  priceReview: priceReviewSchema,
  /** The piece's tax class: what the tax of a fulfilment is worked out from (domain/tax). */
  taxClass: taxClassSchema,
  /** Days after handover it may be returned; null: a final sale (as is every piece made to size or engraved). */
  returnDays: returnDaysSchema,
  /** The size it is made to and the text engraved; the engraving fee is `breakup.engravingCents`. */
  options: lineOptionsSchema,
  /** Days making it to its size takes; null: not made to size. */
  leadDays: z.number().int().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = /* @__PURE__ */ z.object({
  lines: z.array(cartLineSchema),
  /** Pieces in the cart (the header badge). */
  itemCount: z.number().int(),
  /** The branches holding every line's pieces: where the cart can be picked up today. */
  pickupBranches: z.array(branchIdSchema),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

export interface PricedProductForCart extends PricedPiece {
  id: string;
  name: string;
  nameAr: string | null;
  category: string;
  images: string[];
  size: string;
  stock: number;
  branchStock: BranchStockCounts;
  price: Cents;
  priceReview: PriceReviewReason | null;
  taxClass: TaxClass;
  returnDays: ReturnDays;
  sizing: Sizing | null;
  engraving: EngravingOffer | null;
}

/** One piece of a line: the product's priced piece, with the engraving fee as a line of its breakup. */
function pieceWithOptions(product: PricedProductForCart, options: LineOptions): PricedPiece {
  const piece = pricedPieceOf(product);
  const engravingCents = engravingFeeCents(product, options);
  if (options.engraving === null) return piece;
  return {
    ...piece,
    breakup: { ...piece.breakup, engravingCents, totalCents: piece.breakup.totalCents + engravingCents },
  };
}

/** Pieces of each product in these lines: a product's sizes and engravings draw on one stock. */
export function piecesByProduct(lines: ReadonlyArray<{ productId: string; quantity: number }>): Map<string, number> {
  const pieces = new Map<string, number>();
  for (const line of lines) pieces.set(line.productId, (pieces.get(line.productId) ?? 0) + line.quantity);
  return pieces;
}

/** The cart as the shopper sees it: each line at today's unit price, and the totals computed once. */
export function buildCart(
  lines: ReadonlyArray<{ id: string; quantity: number; options: LineOptions; product: PricedProductForCart }>,
): Cart {
  const priced: CartLine[] = lines.map(({ id, quantity: count, options, product }) => {
    const piece = pieceWithOptions(product, options);
    return {
      ...piece,
      id,
      productId: product.id,
      name: product.name,
      nameAr: product.nameAr,
      category: product.category,
      image: product.images[0] ?? null,
      size: product.size,
      quantity: count,
      stock: product.stock,
      branchStock: product.branchStock,
      unitPrice: piece.breakup.totalCents,
      lineTotal: piece.breakup.totalCents * count,
      priceReview: product.priceReview,
      taxClass: product.taxClass,
      // Made for its buyer: never taken back.
      returnDays: isMadeToOrder(options) ? null : product.returnDays,
      options,
      leadDays: options.size ? (product.sizing?.leadDays ?? null) : null,
    };
  });
  const totals: Totals = cartTotals(
    priced.map((line) => ({ unitPriceCents: line.unitPrice, quantity: line.quantity })),
  );
  const ordered = piecesByProduct(priced);
  return {
    lines: priced,
    itemCount: priced.reduce((sum, line) => sum + line.quantity, 0),
    pickupBranches: store.branches
      .filter(
        (branch) =>
          priced.length > 0 && priced.every((line) => line.branchStock[branch.id] >= ordered.get(line.productId)!),
      )
      .map((branch) => branch.id),
    subtotal: totals.subtotalCents,
    tax: totals.taxCents,
    total: totals.totalCents,
  };
}
