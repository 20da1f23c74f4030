import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Metal } from '#domain/rates/rate-table.ts';
import type { StoredRateSource } from '#domain/rates/rate-source.ts';

export const metalPrices = pgTable(
  'metal_prices',
  {
    id: text('id').primaryKey(),
    metal: text('metal').$type<Metal>().notNull().unique(),
    /** US dollars per gram of pure metal, exact to a hundredth of a cent. */
    pricePerGram: numeric('price_per_gram', { precision: 12, scale: 4 }).notNull(),
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
    fromPrice: numeric('from_price', { precision: 12, scale: 4 }).notNull(),
    toPrice: numeric('to_price', { precision: 12, scale: 4 }).notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('metal_price_changes_metal_idx').on(table.metal, table.changedAt)],
);

/**
 * The shop's own karat board: the rate per gram of one purity of a metal, set by an admin. It
 * prices every piece of that metal and fineness instead of fineness x the pure rate (migration 0019
 * reprices them when it changes).
 */
export const purityRates = pgTable(
  'purity_rates',
  {
    metal: text('metal').$type<Metal>().notNull(),
    /** Parts per thousand, as products.fineness. */
    fineness: numeric('fineness', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    /** US dollars per gram of metal of this purity, exact to a hundredth of a cent. */
    pricePerGram: numeric('price_per_gram', { precision: 12, scale: 4 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.metal, table.fineness], name: 'purity_rates_metal_fineness_pk' }),
    check('purity_rates_rate_range', sql`${table.pricePerGram} > 0 and ${table.pricePerGram} <= 100000`),
  ],
);

/** Every change of a board rate; a null side is no board rate (fineness x pure priced it). */
export const purityRateChanges = pgTable(
  'purity_rate_changes',
  {
    id: text('id').primaryKey(),
    metal: text('metal').$type<Metal>().notNull(),
    fineness: numeric('fineness', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    fromPrice: numeric('from_price', { precision: 12, scale: 4 }),
    toPrice: numeric('to_price', { precision: 12, scale: 4 }),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('purity_rate_changes_metal_idx').on(table.metal, table.fineness, table.changedAt)],
);

/**
 * How far below its sell rate the shop buys a metal (fineness 0) or one purity of it (wins over its
 * metal's), in basis points (docs/old-gold.md). Migration 0027 seeds the metals' spreads.
 */
export const buySpreads = pgTable(
  'buy_spreads',
  {
    metal: text('metal').$type<Metal>().notNull(),
    /** Parts per thousand; 0 is the whole metal. */
    fineness: numeric('fineness', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    basisPoints: integer('basis_points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the seeded spreads. */
    updatedBy: text('updated_by'),
  },
  (table) => [
    primaryKey({ columns: [table.metal, table.fineness], name: 'buy_spreads_metal_fineness_pk' }),
    check('buy_spreads_range', sql`${table.basisPoints} >= 0 and ${table.basisPoints} <= 5000`),
  ],
);
