import { bigint, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { EstimateLine } from '#domain/exchange/estimate.ts';
import type { BuyMetal } from '#domain/exchange/buy-rates.ts';

/** An online offer for old metal, read back by its unguessable id until it expires (docs/old-gold.md). */
export const exchangeEstimates = pgTable(
  'exchange_estimates',
  {
    id: text('id').primaryKey(),
    metal: text('metal').$type<BuyMetal>().notNull(),
    fineness: numeric('fineness', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    milligrams: integer('milligrams').notNull(),
    buyRatePerGramCents: integer('buy_rate_per_gram_cents').notNull(),
    offerCents: integer('offer_cents').notNull(),
    /** The exact rate the offer was made at (BuyRate), so the counter holds it to the cent; null before 0028. */
    sellPerGramMillionths: bigint('sell_per_gram_millionths', { mode: 'number' }),
    spreadBasisPoints: integer('spread_basis_points'),
    /** The offer line by line, as the page showed it. */
    lines: jsonb('lines').$type<EstimateLine[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('exchange_estimates_expires_idx').on(table.expiresAt)],
);
