import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LineOptions } from '#domain/options/line-options.ts';
import type { BranchStockCounts } from '#domain/catalog/branch-stock.ts';
import type { PricedPiece } from '#domain/catalog/priced-piece.ts';
import type { FulfilmentKind } from '#domain/checkout/fulfilment.ts';
import type { BranchId } from '#domain/store/settings.ts';
import type { TaxLine } from '#domain/tax/tax-line.ts';
import type { PaymentGatewayKind } from '#domain/orders/order.ts';
import type { DisputeStatus, FulfilmentStatus, OrderStep, PaymentState } from '#domain/orders/order-status.ts';
import type { ShipmentInput } from '#domain/orders/shipment.ts';

/** The parcel as staff entered it (its tracking page is derived when read). */
export type StoredShipment = Omit<ShipmentInput, 'carrierName'> & { carrierName: string | null };

/** Human order numbers (AZ-100001, AZ-100002, ...): unique across instances, never reused. */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 100001 });

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    userId: text('user_id').notNull(),
    userEmail: text('user_email').notNull(),
    userName: text('user_name').notNull(),
    /** Set by admins. The status an order shows also follows its payment: domain orderStatus(). */
    status: text('status').$type<FulfilmentStatus>().notNull().default('pending'),
    /** The checkout quote that was paid: at most one order per quote. */
    quoteId: text('quote_id').notNull(),
    /** Shipped to the address below, or collected at `pickupBranch`. */
    fulfilment: text('fulfilment').$type<FulfilmentKind>().notNull().default('ship'),
    /** The recipient; for a pick-up, who collects it (the name on the photo ID). */
    shipName: text('ship_name').notNull(),
    shipPhone: text('ship_phone').notNull(),
    /** The address of a shipped order; null for a pick-up. */
    shipStreet: text('ship_street'),
    shipCity: text('ship_city'),
    shipState: text('ship_state'),
    shipZip: text('ship_zip'),
    /** The branch a pick-up order is collected at. */
    pickupBranch: text('pickup_branch').$type<BranchId>(),
    /** What the buyer tells the counter to collect a pick-up order; shown only to the buyer. */
    pickupCode: text('pickup_code'),
    itemCount: integer('item_count').notNull(),
    // Money columns are 64-bit: domain/money-limits.ts
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    /** The tax by jurisdiction as quoted and charged; adds up to taxCents. */
    taxLines: jsonb('tax_lines').$type<TaxLine[]>().notNull().default([]),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Store credit spent towards the total; the payment took the rest. */
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
    /** The payment provider's id for the charge (payment intent); one order per payment. */
    transactionId: text('transaction_id').notNull(),
    paymentGateway: text('payment_gateway').$type<PaymentGatewayKind>().notNull(),
    /** Only the brand and last four digits of a card are ever kept. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** From the payment provider's refund and dispute events (domain paymentState()). */
    paymentStatus: text('payment_status').$type<PaymentState>().notNull().default('paid'),
    /** Cents given back so far; only ever grows. */
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    /** The provider's dispute state, when the card holder disputed the charge. */
    disputeStatus: text('dispute_status').$type<DisputeStatus>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_transaction_idx').on(table.transactionId),
    uniqueIndex('orders_number_idx').on(table.number),
    uniqueIndex('orders_quote_idx').on(table.quoteId),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    index('orders_pickup_idx')
      .on(table.pickupBranch, table.status)
      .where(sql`${table.fulfilment} = 'pickup'`),
    check('orders_credit_within_total', sql`${table.creditCents} between 0 and ${table.totalCents}`),
    // A shipped order has its address; a pick-up its branch and code.
    check(
      'orders_fulfilment_complete',
      sql`(${table.fulfilment} = 'ship' and ${table.shipStreet} is not null and ${table.shipCity} is not null and ${table.shipState} is not null and ${table.shipZip} is not null) or (${table.fulfilment} = 'pickup' and ${table.pickupBranch} is not null and ${table.pickupCode} is not null)`,
    ),
  ],
);

/** A snapshot of what was bought, at the price charged: later rate changes do not touch it. */
export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    /** The product's Arabic name when the order was placed (null: it had none, or an older order). */
    nameAr: text('name_ar'),
    category: text('category').notNull(),
    image: text('image'),
    weightGrams: numeric('weight_grams', { precision: 10, scale: 3 }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    lineTotalCents: bigint('line_total_cents', { mode: 'number' }).notNull(),
    /**
     * The price breakup of one piece as quoted and paid, with the facts that label it (metal,
     * purity, weight, rate per gram, making, stones, fee): never recomputed. Null for orders
     * placed before it was kept (migration 0010).
     */
    breakup: jsonb('breakup').$type<PricedPiece>(),
    /** The pieces taken from each branch's stock, given back there if the order is undone; null before it was kept. */
    takenFrom: jsonb('taken_from').$type<BranchStockCounts>(),
    /** Days after handover it may be returned, as the product said then; null: a final sale. */
    returnDays: integer('return_days'),
    /** The size it was made to and the text engraved (domain/options); null before they were kept. */
    options: jsonb('options').$type<LineOptions>(),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
);

/**
 * An order's trail: one row per step after it was placed (confirmed, shipped, delivered or
 * cancelled), with who marked it and when. One row per step and order: two concurrent marks of
 * the same step make one.
 */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStep>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's account; null for the carrier's webhook and for steps older than the trail. */
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    /** The parcel, on the shipped step. */
    shipment: jsonb('shipment').$type<StoredShipment>(),
  },
  (table) => [uniqueIndex('order_status_events_order_status_idx').on(table.orderId, table.status)],
);
