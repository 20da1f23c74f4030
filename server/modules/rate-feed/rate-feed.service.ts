import { FEED_METALS, type FeedMetal, type FeedPremium } from '#domain/rates/rate-feed.ts';
import type { Db } from '#server/db/client.ts';
import { feedLease } from './feed-lease.ts';
import { pendingRates } from './pending-rates.ts';
import { rateFeedPremiums } from './rate-feed.tables.ts';

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

    ...pendingRates(db),
    ...feedLease(db),
  };
}

export type RateFeedService = ReturnType<typeof createRateFeedService>;
