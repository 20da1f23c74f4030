import { and, eq, sql } from 'drizzle-orm';
import { lastFetchSchema, type LastFetch } from '#domain/rates/rate-feed.ts';
import type { Db } from '#server/db/client.ts';
import { rateFeedStatus } from './rate-feed.tables.ts';

const STATUS_ID = 'feed';

/** Which instance fetches the feed now (a lease in the one status row), and how the last fetch went. */
export function feedLease(db: Db) {
  return {
    /**
     * Takes the feed for one round, or says why not: 'busy' while another round (on any instance)
     * holds it, 'recent' when a round started less than `minGapMs` ago (another instance's timer).
     * The check and the claim run under a PostgreSQL advisory lock, as the retention job's batches
     * do, and the claim is a lease in the status row, so no transaction stays open while fetching.
     */
    async claim(now: Date, leaseMs: number, minGapMs: number): Promise<'claimed' | 'busy' | 'recent'> {
      return db.transaction(async (tx) => {
        // Per schema, as the retention job's: another shop on the same database never holds this one's.
        const result = await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext('shop:rate-feed:' || current_schema())) as locked`,
        );
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
