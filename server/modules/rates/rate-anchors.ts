import { sql } from 'drizzle-orm';
import { ANCHOR_WINDOW_HOURS, type RateAnchor } from '#domain/rates/feed-guard.ts';
import { RATE_FEED_ACTOR_NAME } from '#domain/rates/rate-feed.ts';
import type { Metal } from '#domain/rates/rate-table.ts';
import { rateFromDecimal } from '#domain/rates/rate-units.ts';
import type { Db } from '#server/db/client.ts';
import { rateAt } from './rate-reads.ts';
import { metalPriceChanges, metalPrices } from './rates.tables.ts';

/**
 * What the rate feed measures each stored metal's move from at `now`: the last rate an admin set
 * or approved (a history row the feed did not write itself; an approval is '<admin> (feed)'), or
 * the rate 24 hours before `now`, whichever is more recent. Steps of the feed's own then cannot
 * add up past the guard within a day.
 */
export async function readRateAnchors(db: Db, now: Date): Promise<RateAnchor[]> {
  const dayAgo = new Date(now.getTime() - ANCHOR_WINDOW_HOURS * 3_600_000);
  const result = await db.execute(sql`
    select ${metalPrices.metal} as metal,
      (${rateAt(sql`${dayAgo.toISOString()}::timestamptz`)})::text as day_ago,
      admin.to_price::text as admin_price, admin.changed_at as admin_at, admin.changed_by as admin_by
    from ${metalPrices}
    left join lateral (
      select c.to_price, c.changed_at, c.changed_by from ${metalPriceChanges} c
      where c.metal = ${metalPrices.metal} and c.changed_by <> ${RATE_FEED_ACTOR_NAME}
      order by c.changed_at desc, c.id desc limit 1
    ) as admin on true
    order by ${metalPrices.metal}`);
  type Row = {
    metal: Metal;
    day_ago: string;
    admin_price: string | null;
    admin_at: string | Date | null;
    admin_by: string | null;
  };
  return (result as unknown as { rows: Row[] }).rows.map((row) => {
    const adminAt = row.admin_at === null ? null : new Date(row.admin_at);
    if (adminAt && row.admin_price !== null && adminAt.getTime() > dayAgo.getTime()) {
      return {
        metal: row.metal,
        rate: rateFromDecimal(row.admin_price),
        basis: 'admin',
        since: adminAt.toISOString(),
        by: row.admin_by,
      };
    }
    return {
      metal: row.metal,
      rate: rateFromDecimal(row.day_ago),
      basis: 'day_ago',
      since: dayAgo.toISOString(),
      by: null,
    };
  });
}
