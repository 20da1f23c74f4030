import { z } from 'zod';
import { returnDaysSchema } from '../returns/return-policy.ts';
import { lineOptionsSchema } from '../options/line-options.ts';
import { branchIdSchema, branchStockSchema } from '../catalog/branch-stock.ts';
import { pricedPieceSchema } from '../catalog/priced-piece.ts';
import { taxLineSchema } from '../tax/tax-line.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { orderStepSchema, shipmentSchema } from './shipment.ts';

/** What was bought, frozen at the price charged: later rate changes do not touch it. */
export const orderLineSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  name: z.string(),
  /** The product's Arabic name when it was bought; null when it had none (or an older order). */
  nameAr: z.string().nullable(),
  category: z.string(),
  image: z.string().nullable(),
  /** grams */
  weight: z.number(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  /**
   * The price breakup of one piece as it was quoted and paid, with the facts that label it (metal,
   * purity, weight, rate, making, stones, fee); `breakup.totalCents` is `unitPrice`. Frozen when
   * the quote is made, never recomputed. Null for orders placed before breakups were kept.
   */
  breakup: pricedPieceSchema.nullable(),
  /** An order's line: the pieces taken from each branch (given back there if undone); null before it was kept. */
  takenFrom: branchStockSchema.nullable().optional(),
  /**
   * Days after handover the piece may be returned, as the product said when it was bought; null: a
   * final sale. Left out by quotes made before lines kept it.
   */
  returnDays: returnDaysSchema.optional(),
  /** The size it is made to and the text engraved; left out by lines kept before pieces had options. */
  options: lineOptionsSchema.optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Who took the money: a card gateway, or the shopper's store credit alone (nothing on a card). */
export const PAYMENT_GATEWAYS = ['offline', 'stripe', 'store_credit'] as const;
export type PaymentGatewayKind = (typeof PAYMENT_GATEWAYS)[number];

export const orderSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  /** Human order number, e.g. AZ-100042. */
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  fulfilment: z.enum(['ship', 'pickup']),
  /** Where a shipped order goes; null for a pick-up. */
  shipping: z
    .object({
      name: z.string(),
      phone: z.string(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    })
    .nullable(),
  /**
   * A pick-up order: the branch, who collects it, and the code they give at the counter (shown to
   * the buyer only: staff answers carry null, the buyer tells it).
   */
  pickup: z
    .object({ branchId: branchIdSchema, name: z.string(), phone: z.string(), code: z.string().nullable() })
    .nullable(),
  lines: z.array(orderLineSchema),
  itemCount: z.number().int(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  /** The tax by jurisdiction, as charged: adds up to `tax`. */
  taxLines: z.array(taxLineSchema),
  total: z.number().int(),
  /** Store credit spent towards the total; the card (payment) paid the rest. */
  credit: z.number().int(),
  /** Cents given back so far (a refund made at the payment provider); 0 for most orders. */
  refunded: z.number().int(),
  payment: z.object({
    gateway: z.enum(PAYMENT_GATEWAYS),
    reference: z.string(),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
  }),
  /** The steps after it was placed, oldest first: confirmed, shipped, delivered (or cancelled). */
  trail: z.array(orderStepSchema),
  /** The parcel, once shipped. */
  shipment: shipmentSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdParam = /* @__PURE__ */ z.object({ id: z.string().min(1).max(100) });
export const orderListSchema = /* @__PURE__ */ z.object({ items: z.array(orderSchema) });
export type OrderList = z.infer<typeof orderListSchema>;

/** First order number; numbers then count up (a database sequence). */
export const ORDER_NUMBER_PREFIX = 'AZ-';
