import { and, asc, eq, sql } from 'drizzle-orm';
import {
  FEED_METALS,
  lastFetchSchema,
  moveBasisPoints,
  type FeedMetal,
  type FeedPremium,
  type LastFetch,
  type PendingRate,
} from '#domain/rates/rate-feed.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { rateFeedPending, rateFeedPremiums, rateFeedStatus } from './rate-feed.tables.ts';

const STATUS_ID = 'feed';

type PendingRow = typeof rateFeedPending.$inferSelect;

function pendingOf(row: PendingRow): PendingRate {
  return {
    id: row.id,
    metal: row.metal,
    fromCents: row.fromCents,
    toCents: row.toCents,
    spotCents: row.spotCents,
    premiumBasisPoints: row.premiumBasisPoints,
    moveBasisPoints: moveBasisPoints(row.fromCents, row.toCents),
    quotedAt: row.quotedAt.toISOString(),
    fetchedAt: row.fetchedAt.toISOString(),
  };
}

/** The rate feed's own tables: premiums, moves waiting for approval, and the shared fetch status. */
export function createRateFeedService(db: Db) {
  return {
    /** Every feed metal's premium (0 until an admin sets one), in FEED_METALS order. */
    async premiums(): Promise<FeedPremium[]> {
      const rows = await db.select().from(rateFeedPremiums);
      return FEED_METALS.map((metal) => {
        const row = rows.find((candidate) => candidate.metal === metal);
        return {
          metal,
          basisPoints: row?.basisPoints ?? 0,
          updatedAt: row?.updatedAt.toISOString() ?? null,
          updatedBy: row?.updatedBy ?? null,
        };
      });
    },

    /** Sets the given premiums; returns each one that changed, with its old and new value. */
    async setPremiums(
      premiums: Partial<Record<FeedMetal, number>>,
      by: string,
      at: Date,
    ): Promise<Array<{ metal: FeedMetal; from: number; to: number }>> {
      const before = await db.select().from(rateFeedPremiums).for('update');
      const changed: Array<{ metal: FeedMetal; from: number; to: number }> = [];
      for (const metal of FEED_METALS) {
        const to = premiums[metal];
        if (to === undefined) continue;
        const from = before.find((row) => row.metal === metal)?.basisPoints ?? 0;
        if (from === to) continue;
        await db
          .insert(rateFeedPremiums)
          .values({ metal, basisPoints: to, updatedAt: at, updatedBy: by })
          .onConflictDoUpdate({
            target: rateFeedPremiums.metal,
            set: { basisPoints: to, updatedAt: at, updatedBy: by },
          });
        changed.push({ metal, from, to });
      }
      return changed;
    },

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
    async holdBack(move: Omit<PendingRate, 'id' | 'moveBasisPoints'>): Promise<PendingRate> {
      const values = {
        id: newId('feedq'),
        metal: move.metal,
        fromCents: move.fromCents,
        toCents: move.toCents,
        spotCents: move.spotCents,
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

    /** Forgets the metal's held-back move, if any. */
    async dropPending(metal: FeedMetal): Promise<void> {
      await db.delete(rateFeedPending).where(eq(rateFeedPending.metal, metal));
    },

    /** Forgets one held-back move; false when there was none with that id. */
    async dropPendingById(id: string): Promise<boolean> {
      const removed = await db.delete(rateFeedPending).where(eq(rateFeedPending.id, id)).returning();
      return removed.length > 0;
    },

    /**
     * Takes the feed for one round, or says why not: 'busy' while another round (on any instance)
     * holds it, 'recent' when a round started less than `minGapMs` ago (another instance's timer).
     * The check and the claim run under a PostgreSQL advisory lock, as the retention job's batches
     * do, and the claim is a lease in the status row, so no transaction stays open while fetching.
     */
    async claim(now: Date, leaseMs: number, minGapMs: number): Promise<'claimed' | 'busy' | 'recent'> {
      return db.transaction(async (tx) => {
        const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('shop:rate-feed')) as locked`);
        const [lock] = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
        if (lock?.locked !== true) return 'busy';
        await tx.insert(rateFeedStatus).values({ id: STATUS_ID }).onConflictDoNothing();
        const [row] = await tx.select().from(rateFeedStatus).where(eq(rateFeedStatus.id, STATUS_ID));
        if (row?.leaseUntil && row.leaseUntil > now) return 'busy';
        const last = row?.attemptedAt?.getTime();
        if (last !== undefined && last <= now.getTime() && now.getTime() - last < minGapMs) return 'recent';
        await tx
          .update(rateFeedStatus)
          .set({ attemptedAt: now, leaseUntil: new Date(now.getTime() + leaseMs) })
          .where(eq(rateFeedStatus.id, STATUS_ID));
        return 'claimed';
      });
    },

    /**
     * Records the round claimed at `claimedAt` and lets the feed go. False when the lease was lost
     * meanwhile (another round claimed the feed after this one's lease ran out).
     */
    async finish(claimedAt: Date, fetch: LastFetch): Promise<boolean> {
      const at = new Date(fetch.at);
      const updated = await db
        .update(rateFeedStatus)
        .set({
          leaseUntil: null,
          fetchedAt: at,
          outcome: fetch.outcome,
          failure: fetch.failure,
          problem: fetch.problem,
          metals: fetch.metals,
          ...(fetch.outcome === 'ok' && { lastGoodAt: at }),
        })
        .where(and(eq(rateFeedStatus.id, STATUS_ID), eq(rateFeedStatus.attemptedAt, claimedAt)))
        .returning({ id: rateFeedStatus.id });
      return updated.length > 0;
    },

    /** The last finished fetch and the last good one; nulls before the first. */
    async lastFetch(): Promise<{ lastFetch: LastFetch | null; lastGoodAt: string | null }> {
      const [row] = await db.select().from(rateFeedStatus).where(eq(rateFeedStatus.id, STATUS_ID));
      if (!row?.fetchedAt || !row.outcome)
        return { lastFetch: null, lastGoodAt: row?.lastGoodAt?.toISOString() ?? null };
      const parsed = lastFetchSchema.safeParse({
        at: row.fetchedAt.toISOString(),
        outcome: row.outcome,
        failure: row.failure,
        problem: row.problem,
        metals: row.metals,
      });
      return {
        lastFetch: parsed.success ? parsed.data : null,
        lastGoodAt: row.lastGoodAt?.toISOString() ?? null,
      };
    },
  };
}

export type RateFeedService = ReturnType<typeof createRateFeedService>;
