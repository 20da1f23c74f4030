import { bigint, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BuyMetal } from '#domain/exchange/buy-rates.ts';
import type { EstimateLine } from '#domain/exchange/estimate.ts';
import type { PhotoIdType, RateBasis, Settlement } from '#domain/exchange/gold-purchase.ts';
import type { StoreCreditReason } from '#domain/exchange/store-credit.ts';
import { users } from '../accounts/accounts.tables.ts';

/** Old metal bought at the counter: one line of the buy register each (docs/old-gold.md). */
export const goldPurchases = pgTable(
  'gold_purchases',
  {
    /** Made by the dashboard when its form opens: sending it again settles nothing twice. */
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    estimateId: text('estimate_id'),
    metal: text('metal').$type<BuyMetal>().notNull(),
    fineness: numeric('fineness', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    milligrams: integer('milligrams').notNull(),
    description: text('description').notNull(),
    buyRatePerGramCents: integer('buy_rate_per_gram_cents').notNull(),
    rateBasis: text('rate_basis').$type<RateBasis>().notNull(),
    offerCents: integer('offer_cents').notNull(),
    lines: jsonb('lines').$type<EstimateLine[]>().notNull(),
    sellerName: text('seller_name').notNull(),
    sellerUserId: text('seller_user_id').references(() => users.id),
    sellerEmail: text('seller_email'),
    /** Shown only in the register (admins) and its CSV; never logged or audited. */
    idType: text('id_type').$type<PhotoIdType>().notNull(),
    idNumber: text('id_number').notNull(),
    settlement: text('settlement').$type<Settlement>().notNull(),
    settlementReference: text('settlement_reference'),
  },
  (table) => [index('gold_purchases_created_idx').on(table.createdAt)],
);

/** Signed movements of a customer's store credit; the balance is their sum and never below zero. */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason').$type<StoreCreditReason>().notNull(),
    /** What moved it, e.g. the purchase's id: one movement per reason and reference. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
  },
  (table) => [
    uniqueIndex('store_credit_entries_reason_reference_idx').on(table.reason, table.reference),
    index('store_credit_entries_user_idx').on(table.userId, table.createdAt),
  ],
);
