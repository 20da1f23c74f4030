import { asc, sql } from 'drizzle-orm';
import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import type { MetalHistory, MetalPrice } from '#domain/rates/rate.ts';
import type { AdminBoard, BoardRateAnswer } from '#domain/rates/board-rates.ts';
import { changeBasisPoints, RATE_CHANGE_WINDOW_HOURS } from '#domain/rates/rate-change.ts';
import { pinnedNow } from '#domain/rates/feed-guard.ts';
import { resolveRates, type BoardRate, type Metal, type RateTable } from '#domain/rates/rate-table.ts';
import { rateFromDecimal, rateToCents } from '#domain/rates/rate-units.ts';
import type { Db } from '#server/db/client.ts';
import { pinOfRow } from './rate-pins.ts';
import type { BuySpread } from '#domain/exchange/buy-rates.ts';
import { buySpreads, metalPriceChanges, metalPrices, purityRateChanges, purityRates } from './rates.tables.ts';
import { readTogether } from '#server/db/reads.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The rate of the outer query's metal at the instant `at` (a timestamptz expression), in
 * dollars: the last change at or before it, or else the earliest rate known (the first change's
 * old rate), or else the current one (no history at all).
 */
export const rateAt = (at: ReturnType<typeof sql>) => sql`coalesce(
  (select c.to_price from ${metalPriceChanges} c
    where c.metal = ${metalPrices.metal} and c.changed_at <= ${at}
    order by c.changed_at desc, c.id desc limit 1),
  (select c.from_price from ${metalPriceChanges} c
    where c.metal = ${metalPrices.metal}
    order by c.changed_at asc, c.id asc limit 1),
  ${metalPrices.pricePerGram})`;

/** The stored rates as the shop prices with them, and a text that changes whenever any rate does. */
export interface CurrentRates {
  metals: MetalPrice[];
  board: BoardRateAnswer[];
  rates: RateTable;
  ratesKey: string;
  /** The metals an admin's pin holds now (the feed leaves them alone, their age does not matter). */
  pinned: ReadonlySet<Metal>;
  /** How far below the sell rate the shop buys each metal or purity (fineness null: the whole metal). */
  spreads: BuySpread[];
}

/** Each stored rate with its move over the last 24 hours, and the table every price is made from. */
export async function readCurrentRates(db: Db, now: Date): Promise<CurrentRates> {
  const dayAgo = new Date(now.getTime() - RATE_CHANGE_WINDOW_HOURS * HOUR_MS).toISOString();
  const [rows, boardRows, spreadRows] = await readTogether(db, [
    () =>
      db
        .select({
          id: metalPrices.id,
          metal: metalPrices.metal,
          pricePerGram: metalPrices.pricePerGram,
          updatedAt: metalPrices.updatedAt,
          source: metalPrices.source,
          pinnedAt: metalPrices.pinnedAt,
          pinnedUntil: metalPrices.pinnedUntil,
          dayAgo: sql<string>`(${rateAt(sql`${dayAgo}::timestamptz`)})::text`,
        })
        .from(metalPrices)
        .orderBy(asc(metalPrices.metal)),
    () => db.select().from(purityRates).orderBy(asc(purityRates.metal), asc(purityRates.fineness)),
    () => db.select().from(buySpreads).orderBy(asc(buySpreads.metal), asc(buySpreads.fineness)),
  ]);
  const metals: MetalPrice[] = rows.map((row) => {
    const exact = rateFromDecimal(row.pricePerGram);
    const pricePerGram = rateToCents(exact);
    const fromExact = rateFromDecimal(row.dayAgo);
    const fromPricePerGram = rateToCents(fromExact);
    return {
      id: row.id,
      metal: row.metal,
      pricePerGram,
      pricePerGramHundredthCents: exact,
      source: row.source,
      updatedAt: row.updatedAt.toISOString(),
      change24h: {
        fromPricePerGram,
        changeCents: pricePerGram - fromPricePerGram,
        changeBasisPoints: changeBasisPoints(fromExact, exact),
      },
    };
  });
  const board: BoardRate[] = boardRows.map((row) => ({
    metal: row.metal,
    fineness: row.fineness,
    perGram: rateFromDecimal(row.pricePerGram),
    setAt: row.updatedAt.toISOString(),
  }));
  const rates = resolveRates(
    metals.map((m) => ({
      metal: m.metal,
      perGram: m.pricePerGramHundredthCents,
      updatedAt: m.updatedAt,
      source: m.source,
    })),
    board,
  );
  // Answers carry each rate's time and source too, so a rate set again to the same value is a new key.
  const ratesKey = JSON.stringify(rates);
  const pinned = new Set(rows.filter((row) => pinnedNow(pinOfRow(row), now)).map((row) => row.metal));
  const spreads = spreadRows.map((row) => ({
    metal: row.metal as BuySpread['metal'],
    fineness: row.fineness === 0 ? null : row.fineness,
    basisPoints: row.basisPoints,
  }));
  return { metals, board: board.map(boardAnswer), rates, ratesKey, pinned, spreads };
}

function boardAnswer(rate: BoardRate): BoardRateAnswer {
  return {
    metal: rate.metal,
    fineness: rate.fineness,
    pricePerGram: rateToCents(rate.perGram),
    pricePerGramHundredthCents: rate.perGram,
    updatedAt: rate.setAt,
  };
}

/** Each stored metal's rate every 24 hours over the last `days` days, the current rate last. */
export async function readRateHistory(db: Db, to: Date, days: number): Promise<MetalHistory> {
  const instants = Array.from({ length: days + 1 }, (_, i) => new Date(to.getTime() - (days - i) * DAY_MS));
  const times = sql.join(
    instants.map((instant) => sql`${instant.toISOString()}::timestamptz`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select ${metalPrices.metal} as metal, s.i::int as i, ${metalPrices.pricePerGram}::text as current,
      (${rateAt(sql`s.at`)})::text as price
    from ${metalPrices}
    cross join unnest(array[${times}]) with ordinality as s(at, i)
    order by ${metalPrices.metal}, s.i`);
  const rows = (result as unknown as { rows: Array<{ metal: Metal; i: number; current: string; price: string }> }).rows;
  const byMetal = new Map<Metal, MetalHistory['metals'][number]>();
  for (const row of rows) {
    let series = byMetal.get(row.metal);
    if (!series) byMetal.set(row.metal, (series = { metal: row.metal, points: [] }));
    const index = Number(row.i) - 1;
    // The last point is now: the stored rate itself, which every price uses.
    const price = index === days ? row.current : row.price;
    series.points.push({ at: instants[index]!.toISOString(), pricePerGram: rateToCents(rateFromDecimal(price)) });
  }
  return { days, from: instants[0]!.toISOString(), to: to.toISOString(), metals: [...byMetal.values()] };
}

/** The admin's view: each stored metal with who set its price, and its changes (oldest first). */
export async function readAdminRates(db: Db, now: Date): Promise<AdminMetal[]> {
  const [rows, changes] = await readTogether(db, [
    () => db.select().from(metalPrices).orderBy(asc(metalPrices.metal)),
    () => db.select().from(metalPriceChanges).orderBy(asc(metalPriceChanges.changedAt), asc(metalPriceChanges.id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    metal: row.metal,
    pricePerGram: rateToCents(rateFromDecimal(row.pricePerGram)),
    pricePerGramHundredthCents: rateFromDecimal(row.pricePerGram),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    pinned: pinnedNow(pinOfRow(row), now),
    ...pinOfRow(row),
    pinnedBy: row.pinnedAt ? row.pinnedBy : null,
    history: changes
      .filter((change) => change.metal === row.metal)
      .map((change) => ({
        at: change.changedAt.toISOString(),
        from: rateToCents(rateFromDecimal(change.fromPrice)),
        to: rateToCents(rateFromDecimal(change.toPrice)),
        fromHundredthCents: rateFromDecimal(change.fromPrice),
        toHundredthCents: rateFromDecimal(change.toPrice),
        by: change.changedBy,
      })),
  }));
}

/** The admin's view of the board: each board rate with who set it, and every change (oldest first). */
export async function readAdminBoard(db: Db): Promise<AdminBoard> {
  const [rows, changes] = await readTogether(db, [
    () => db.select().from(purityRates).orderBy(asc(purityRates.metal), asc(purityRates.fineness)),
    () => db.select().from(purityRateChanges).orderBy(asc(purityRateChanges.changedAt), asc(purityRateChanges.id)),
  ]);
  const exact = (price: string | null) => (price === null ? null : rateFromDecimal(price));
  return {
    rates: rows.map((row) => ({
      ...boardAnswer({
        metal: row.metal,
        fineness: row.fineness,
        perGram: rateFromDecimal(row.pricePerGram),
        setAt: row.updatedAt.toISOString(),
      }),
      updatedBy: row.updatedBy,
    })),
    changes: changes.map((change) => ({
      metal: change.metal,
      fineness: change.fineness,
      at: change.changedAt.toISOString(),
      fromHundredthCents: exact(change.fromPrice),
      toHundredthCents: exact(change.toPrice),
      by: change.changedBy,
    })),
  };
}
