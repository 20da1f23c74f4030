import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Metal } from '#domain/rates/rate-table.ts';
import type { StoredRateSource } from '#domain/rates/rate-source.ts';

export const metalPrices = pgTable(
  'metal_prices',
  {
    id: text('id').primaryKey(),
    metal: text('metal').$type<Metal>().notNull().unique(),
    /** US dollars per gram, exact to the cent. */
    pricePerGram: numeric('price_per_gram', { precision: 12, scale: 2 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Name of the admin who set the current price (null for seeded prices). */
    updatedBy: text('updated_by'),
    /** Who set the current price: 'manual' (an admin, or the seed) or 'feed' (the feed, or an approved held move). */
    source: text('source').$type<StoredRateSource>().notNull().default('manual'),
    /** An admin pinned the rate: the feed leaves it alone until unpinned or until pinned_until. */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    pinnedUntil: timestamp('pinned_until', { withTimezone: true }),
    pinnedBy: text('pinned_by'),
  },
  (table) => [
    // The input's limit ($100,000.00 a gram, domain/money-limits.ts), kept by the database too.
    check('metal_prices_rate_at_most_max', sql`${table.pricePerGram} <= 100000`),
    check('metal_prices_source_known', sql`${table.source} in ('manual', 'feed')`),
  ],
);

/** Every change of a metal's price: the rate history the dashboard charts. */
export const metalPriceChanges = pgTable(
  'metal_price_changes',
  {
    id: text('id').primaryKey(),
    metal: text('metal').$type<Metal>().notNull(),
    fromPrice: numeric('from_price', { precision: 12, scale: 2 }).notNull(),
    toPrice: numeric('to_price', { precision: 12, scale: 2 }).notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('metal_price_changes_metal_idx').on(table.metal, table.changedAt)],
);
