import { sql } from 'drizzle-orm';
import type { Metal } from '#domain/rates/rate-table.ts';
import type { Db } from '#server/db/client.ts';

export interface MoveImpact {
  pieces: number;
  totalChangeCents: number;
  smallestChangeCents: number | null;
  largestChangeCents: number | null;
}

/**
 * What setting `metal`'s rate to `toCents` would do to the kept prices: each piece of the metal
 * priced at its current rate and at the new one by the database's own rule (priced_cents with
 * product_rate_cents, migrations 0012/0013), counting the pieces whose price changes, their total
 * change, and the smallest and largest change by size (signed cents). The one place this SQL is.
 */
export async function readMoveImpact(db: Db, metal: Metal, toCents: number): Promise<MoveImpact> {
  const result = await db.execute(sql`
    with moved as (
      select
        priced_cents(metal_factor, ${toCents}::bigint, wastage_basis_points, making_basis_points, fixed_cents)
        - priced_cents(metal_factor, product_rate_cents(metal), wastage_basis_points, making_basis_points, fixed_cents)
          as change
      from product_prices
      where metal = ${metal}
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
