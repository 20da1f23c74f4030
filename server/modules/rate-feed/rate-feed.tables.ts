import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FeedFailure, FeedMetal, FeedMetalResult } from '#domain/rates/rate-feed.ts';

/** The shop's premium on the spot price, per metal (an admin sets it on the Metal Price page). */
export const rateFeedPremiums = pgTable(
  'rate_feed_premiums',
  {
    metal: text('metal').$type<FeedMetal>().primaryKey(),
    /** Hundredths of a percent: 2.5 % is 250. */
    basisPoints: integer('basis_points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (table) => [check('rate_feed_premiums_range', sql`${table.basisPoints} >= 0 and ${table.basisPoints} <= 10000`)],
);

/** A move beyond the guard, waiting for an admin: at most one per metal (a newer quote replaces it). */
export const rateFeedPending = pgTable('rate_feed_pending', {
  id: text('id').primaryKey(),
  metal: text('metal').$type<FeedMetal>().notNull().unique(),
  /** The rate when the quote arrived; approving applies only while the rate is still this. Hundredths of a cent. */
  fromRate: bigint('from_hundredth_cents', { mode: 'number' }).notNull(),
  toRate: bigint('to_hundredth_cents', { mode: 'number' }).notNull(),
  spotRate: bigint('spot_hundredth_cents', { mode: 'number' }).notNull(),
  premiumBasisPoints: integer('premium_basis_points').notNull(),
  quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

/**
 * The feed's one status row (id 'feed'), shared by every instance: who is fetching (a lease, so
 * a round never runs twice at once), and what the last fetch did.
 */
export const rateFeedStatus = pgTable('rate_feed_status', {
  id: text('id').primaryKey(),
  /** When the last round started, and until when it may hold the feed. */
  attemptedAt: timestamp('attempted_at', { withTimezone: true }),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** The last finished fetch. */
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  outcome: text('outcome').$type<'ok' | 'failed'>(),
  failure: text('failure').$type<FeedFailure>(),
  problem: text('problem'),
  metals: jsonb('metals').$type<FeedMetalResult[]>().notNull().default([]),
  lastGoodAt: timestamp('last_good_at', { withTimezone: true }),
});
