import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentStatus } from './payment-gateway.ts';

/**
 * The offline test gateway's own ledger (what Stripe keeps on its side): one row per payment
 * intent. Card numbers are never stored, only the brand and last four digits.
 */
export const offlinePayments = pgTable(
  'offline_payments',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    /** Partial refunds made, by their idempotency key (cents each): one refund per key. */
    refunds: jsonb('refunds')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('offline_payments_idempotency_idx').on(table.idempotencyKey)],
);
