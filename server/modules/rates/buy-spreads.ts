import { and, asc, eq } from 'drizzle-orm';
import type { BuySpread, BuySpreadAnswer } from '#domain/exchange/buy-rates.ts';
import type { Db } from '#server/db/client.ts';
import { buySpreads } from './rates.tables.ts';

// A metal's own spread is kept at fineness 0 (a primary key cannot hold a null).
const WHOLE_METAL = 0;

/** Every spread with who set it, the metals' first. */
export async function readBuySpreads(db: Db): Promise<BuySpreadAnswer[]> {
  const rows = await db.select().from(buySpreads).orderBy(asc(buySpreads.metal), asc(buySpreads.fineness));
  return rows.map((row) => ({
    metal: row.metal as BuySpreadAnswer['metal'],
    fineness: row.fineness === WHOLE_METAL ? null : row.fineness,
    basisPoints: row.basisPoints,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  }));
}

/** Sets or clears (basisPoints null) one spread; the old and new values (null: none), undefined when nothing was there to clear. */
export async function writeBuySpread(
  db: Db,
  spread: Omit<BuySpread, 'basisPoints'> & { basisPoints: number | null },
  changedBy: string,
): Promise<{ from: number | null; to: number | null } | undefined> {
  const fineness = spread.fineness ?? WHOLE_METAL;
  const key = and(eq(buySpreads.metal, spread.metal), eq(buySpreads.fineness, fineness));
  const [before] = await db.select().from(buySpreads).where(key).for('update');
  if (spread.basisPoints === null) {
    if (!before) return undefined;
    await db.delete(buySpreads).where(key);
  } else {
    const row = {
      metal: spread.metal,
      fineness,
      basisPoints: spread.basisPoints,
      updatedAt: new Date(),
      updatedBy: changedBy,
    };
    await db
      .insert(buySpreads)
      .values(row)
      .onConflictDoUpdate({ target: [buySpreads.metal, buySpreads.fineness], set: row });
  }
  return { from: before?.basisPoints ?? null, to: spread.basisPoints };
}
