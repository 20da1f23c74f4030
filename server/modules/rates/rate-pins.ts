import { eq } from 'drizzle-orm';
import { pinnedNow, type RatePin } from '#domain/rates/feed-guard.ts';
import type { Metal } from '#domain/rates/rate-table.ts';
import type { Db } from '#server/db/client.ts';
import { metalPrices } from './rates.tables.ts';

type PinRow = Pick<typeof metalPrices.$inferSelect, 'pinnedAt' | 'pinnedUntil'>;

export function pinOfRow(row: PinRow): RatePin {
  return { pinnedAt: row.pinnedAt?.toISOString() ?? null, pinnedUntil: row.pinnedUntil?.toISOString() ?? null };
}

/**
 * Whether an admin's pin holds `metal`'s rate at `now` (the rate feed leaves a pinned rate alone).
 * Always reads the database: a pin's until-time passes without any write.
 */
export async function isMetalPinned(db: Db, metal: Metal, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ pinnedAt: metalPrices.pinnedAt, pinnedUntil: metalPrices.pinnedUntil })
    .from(metalPrices)
    .where(eq(metalPrices.metal, metal));
  return row !== undefined && pinnedNow(pinOfRow(row), now);
}

export interface PinChange {
  metal: Metal;
  before: RatePin & { pinnedBy: string | null };
}

/**
 * Pins a metal's rate (until a time, or until unpinned: `until` null), or unpins it (`pin`
 * undefined). Returns the metal and its pin before, or undefined for an unknown id. The rate and
 * its time stay as they are.
 */
export async function writeMetalPin(
  db: Db,
  id: string,
  pin: { at: Date; until: Date | null; by: string } | undefined,
): Promise<PinChange | undefined> {
  const [before] = await db.select().from(metalPrices).where(eq(metalPrices.id, id)).for('update');
  if (!before) return undefined;
  await db
    .update(metalPrices)
    .set({ pinnedAt: pin?.at ?? null, pinnedUntil: pin?.until ?? null, pinnedBy: pin?.by ?? null })
    .where(eq(metalPrices.id, id));
  return { metal: before.metal, before: { ...pinOfRow(before), pinnedBy: before.pinnedBy } };
}
