import { sql } from 'drizzle-orm';
import type { Metal } from '#domain/rates/rate-table.ts';
import type { RateHundredths } from '#domain/rates/rate-units.ts';
import type { Db } from '#server/db/client.ts';

export interface MoveImpact {
  pieces: number;
  totalChangeCents: number;
  smallestChangeCents: number | null;
  largestChangeCents: number | null;
}

/**
 * What setting `metal`'s pure rate to `toRate` (hundredths of a cent a gram) would do to the kept
 * prices: each piece of the metal priced at its current rate and at the new one by the database's
 * own rule (priced_cents and piece_rate_millionths, migration 0019; a purity with a board rate keeps
 * it, so its pieces do not move), counting the pieces whose price changes, their total change, and
 * the smallest and largest change by size (signed cents). The one place this SQL is.
 */
export async function readMoveImpact(db: Db, metal: Metal, toRate: RateHundredths): Promise<MoveImpact> {
  const result = await db.execute(sql`
    with moved as (
      select
        priced_cents(kept.net_mg,
          coalesce(
            (select (board.price_per_gram * 100000000)::bigint from purity_rates board
              where board.metal = kept.metal and board.fineness = kept.fineness),
            (${toRate}::numeric * kept.fineness * 10)::bigint),
          kept.wastage_basis_points, kept.making_basis_points, kept.fixed_cents)
        - priced_cents(kept.net_mg, piece_rate_millionths(kept.metal, kept.fineness),
          kept.wastage_basis_points, kept.making_basis_points, kept.fixed_cents)
          as change
      from product_prices kept
      where kept.metal = ${metal}
    )
    select count(*)::text as pieces, coalesce(sum(change), 0)::text as total,
      (select change::text from moved where change <> 0 order by abs(change) asc, change asc limit 1) as smallest,
      (select change::text from moved where change <> 0 order by abs(change) desc, change desc limit 1) as largest
    from moved where change <> 0`);
  const [row] = (
    result as unknown as {
      rows: Array<{ pieces: string; total: string; smallest: string | null; largest: string | null }>;
    }
  ).rows;
  const whole = (text: string | null | undefined) => (text == null ? null : Number(text));
  return {
    pieces: whole(row?.pieces) ?? 0,
    totalChangeCents: whole(row?.total) ?? 0,
    smallestChangeCents: whole(row?.smallest),
    largestChangeCents: whole(row?.largest),
  };
}
