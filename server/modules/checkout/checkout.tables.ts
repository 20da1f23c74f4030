import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Fulfilment, PickupContact } from '#domain/checkout/fulfilment.ts';
import type { ShippingAddress } from '#domain/checkout/shipping.ts';
import type { OrderLine } from '#domain/orders/order.ts';
import type { PaymentGatewayKind } from '#domain/orders/order.ts';
import type { TaxLine } from '#domain/tax/tax-line.ts';

export type QuoteStatus = 'open' | 'paid';

/**
 * A priced snapshot of a shopper's cart: the amount the payment is created for, held for
 * QUOTE_VALID_MINUTES. The order is made from the quote, so what was shown is what is charged.
 */
export const checkoutQuotes = pgTable(
  'checkout_quotes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    itemCount: integer('item_count').notNull(),
    // Money columns are 64-bit: domain/money-limits.ts
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    /** The tax by jurisdiction that adds up to taxCents: what the order keeps. */
    taxLines: jsonb('tax_lines').$type<TaxLine[]>().notNull().default([]),
    /** Shipped to a state or collected at a branch; null: not chosen (taxed flat, shipped). */
    fulfilment: jsonb('fulfilment').$type<Fulfilment>(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Store credit spent towards the total; the payment is for the rest (none when it covers all). */
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<QuoteStatus>().notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Given on the checkout form before paying; the order ships here. */
    shipping: jsonb('shipping').$type<ShippingAddress>(),
    /** Given on the checkout form of a pick-up order: who collects it. */
    pickupContact: jsonb('pickup_contact').$type<PickupContact>(),
    paymentGateway: text('payment_gateway').$type<PaymentGatewayKind>().notNull(),
    paymentIntentId: text('payment_intent_id'),
    /**
     * When the quote's payment was given up (cancelled at the provider) because the quote was
     * replaced by a newer one or abandoned past its hold: it can no longer be paid.
     */
    paymentReleasedAt: timestamp('payment_released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('checkout_quotes_credit_within_total', sql`${table.creditCents} between 0 and ${table.totalCents}`),
    index('checkout_quotes_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('checkout_quotes_intent_idx').on(table.paymentIntentId),
    // Open quotes past their hold: releasing their payments, and the retention job.
    index('checkout_quotes_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

export type QuoteRow = typeof checkoutQuotes.$inferSelect;
