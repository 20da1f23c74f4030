import { asc, eq } from 'drizzle-orm';
import { moveBasisPoints, type FeedMetal, type PendingRate } from '#domain/rates/rate-feed.ts';
import { rateToCents, type RateHundredths } from '#domain/rates/rate-units.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { rateFeedPending } from './rate-feed.tables.ts';

type PendingRow = typeof rateFeedPending.$inferSelect;

/** A move to hold back: its rates in hundredths of a cent. */
type HeldMove = Pick<PendingRate, 'metal' | 'fromRate' | 'toRate' | 'premiumBasisPoints' | 'quotedAt' | 'fetchedAt'> & {
  spotRate: RateHundredths;
};

function pendingOf(row: PendingRow): PendingRate {
  return {
    id: row.id,
    metal: row.metal,
    fromCents: rateToCents(row.fromRate),
    toCents: rateToCents(row.toRate),
    spotCents: rateToCents(row.spotRate),
    fromRate: row.fromRate,
    toRate: row.toRate,
    premiumBasisPoints: row.premiumBasisPoints,
    moveBasisPoints: moveBasisPoints(row.fromRate, row.toRate),
    quotedAt: row.quotedAt.toISOString(),
    fetchedAt: row.fetchedAt.toISOString(),
  };
}

/** The feed's moves held back for an admin's approval: at most one per metal, the newest quote. */
export function pendingRates(db: Db) {
  return {
    async pending(): Promise<PendingRate[]> {
      const rows = await db.select().from(rateFeedPending).orderBy(asc(rateFeedPending.fetchedAt));
      return rows.map(pendingOf);
    },

    /** A move waiting for approval, its row locked until the transaction ends. */
    async pendingForDecision(id: string): Promise<PendingRate | undefined> {
      const [row] = await db.select().from(rateFeedPending).where(eq(rateFeedPending.id, id)).for('update');
      return row && pendingOf(row);
    },

    /** Holds a move back for approval, replacing the metal's earlier one (a newer quote wins). */
    async holdBack(move: HeldMove): Promise<PendingRate> {
      const values = {
        id: newId('feedq'),
        metal: move.metal,
        fromRate: move.fromRate,
        toRate: move.toRate,
        spotRate: move.spotRate,
        premiumBasisPoints: move.premiumBasisPoints,
        quotedAt: new Date(move.quotedAt),
        fetchedAt: new Date(move.fetchedAt),
      };
      const [row] = await db
        .insert(rateFeedPending)
        .values(values)
        .onConflictDoUpdate({ target: rateFeedPending.metal, set: values })
        .returning();
      return pendingOf(row!);
    },

    /** Forgets the metal's held-back move, if any; true when there was one. */
    async dropPending(metal: FeedMetal): Promise<boolean> {
      const removed = await db.delete(rateFeedPending).where(eq(rateFeedPending.metal, metal)).returning();
      return removed.length > 0;
    },

    /** Forgets one held-back move; false when there was none with that id. */
    async dropPendingById(id: string): Promise<boolean> {
      const removed = await db.delete(rateFeedPending).where(eq(rateFeedPending.id, id)).returning();
      return removed.length > 0;
    },
  };
}
