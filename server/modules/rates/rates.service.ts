import { asc, eq, sql } from 'drizzle-orm';
import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import type { MetalHistory, MetalPrice } from '#domain/rates/rate.ts';
import { changeBasisPoints, RATE_CHANGE_WINDOW_HOURS } from '#domain/rates/rate-change.ts';
import { formatScaledDecimal, parseScaledDecimal } from '#domain/money.ts';
import { METALS, resolveRates, type Metal, type RateTable } from '#domain/rates/rate-table.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { metalPriceChanges, metalPrices } from './rates.tables.ts';

/**
 * How long an instance trusts its copy of the rates. A change is announced to every instance
 * (providers/change-bus), which then drops its copy at once; this bounds how long a lost notice
 * can leave an instance with an old rate, without asking the database per request.
 */
const RATE_CACHE_MS = 5_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The rate of the outer query's metal at the instant `at` (a timestamptz expression), in
 * dollars: the last change at or before it, or else the earliest rate known (the first change's
 * old rate), or else the current one (no history at all).
 */
const rateAt = (at: ReturnType<typeof sql>) => sql`coalesce(
  (select c.to_price from ${metalPriceChanges} c
    where c.metal = ${metalPrices.metal} and c.changed_at <= ${at}
    order by c.changed_at desc, c.id desc limit 1),
  (select c.from_price from ${metalPriceChanges} c
    where c.metal = ${metalPrices.metal}
    order by c.changed_at asc, c.id asc limit 1),
  ${metalPrices.pricePerGram})`;

/**
 * The rates service: the stored rates per gram, their history and their changes.
 *
 * Reads (list, rates, pricing, history) are kept for RATE_CACHE_MS: the app's instance
 * (app.services.rates, deps.services.rates) is built once and shared by every request, and
 * invalidate() drops its copy when a rate changes here or on another instance. Writes (setPrice)
 * and the admin's view (adminList) always read the database; moduleServices(tx).rates binds them
 * to a transaction, whose own instance starts with an empty copy, so its reads see that transaction.
 * After a change, call deps.changes.ratesChanged().
 */
export function createRatesService(db: Db, now: () => Date = () => new Date()) {
  let cached: { at: number; metals: MetalPrice[]; rates: RateTable; ratesKey: string } | undefined;
  // One database read when the copy expires, however many requests arrive meanwhile.
  let loading: Promise<NonNullable<typeof cached>> | undefined;
  // Bumped by invalidate(), so a read that started before a rate change is not kept.
  let generation = 0;
  const histories = new Map<number, { at: number; generation: number; history: Promise<MetalHistory> }>();

  async function load() {
    const startedIn = generation;
    const dayAgo = new Date(now().getTime() - RATE_CHANGE_WINDOW_HOURS * HOUR_MS).toISOString();
    const rows = await db
      .select({
        id: metalPrices.id,
        metal: metalPrices.metal,
        pricePerGram: metalPrices.pricePerGram,
        updatedAt: metalPrices.updatedAt,
        dayAgo: sql<string>`(${rateAt(sql`${dayAgo}::timestamptz`)})::text`,
      })
      .from(metalPrices)
      .orderBy(asc(metalPrices.metal));
    const metals: MetalPrice[] = rows.map((row) => {
      const pricePerGram = parseScaledDecimal(row.pricePerGram, 2);
      const fromPricePerGram = parseScaledDecimal(row.dayAgo, 2);
      return {
        id: row.id,
        metal: row.metal,
        pricePerGram,
        updatedAt: row.updatedAt.toISOString(),
        change24h: {
          fromPricePerGram,
          changeCents: pricePerGram - fromPricePerGram,
          changeBasisPoints: changeBasisPoints(fromPricePerGram, pricePerGram),
        },
      };
    });
    const rates = resolveRates(
      metals.map((m) => ({ metal: m.metal, pricePerGramCents: m.pricePerGram, updatedAt: m.updatedAt })),
    );
    // Answers carry each rate's time too (rateAsOf), so a rate set again to the same value is a new key.
    const ratesKey = METALS.map((metal) => `${rates[metal]}@${rates.asOf?.[metal] ?? ''}`).join(',');
    const loaded = { at: Date.now(), metals, rates, ratesKey };
    if (startedIn === generation) cached = loaded;
    return loaded;
  }

  async function current() {
    if (cached && Date.now() - cached.at < RATE_CACHE_MS) return cached;
    if (!loading) {
      const attempt = load().finally(() => {
        if (loading === attempt) loading = undefined;
      });
      loading = attempt;
    }
    return loading;
  }

  /** Each stored metal's rate every 24 hours over the last `days` days, the current rate last. */
  async function loadHistory(days: number): Promise<MetalHistory> {
    const to = now();
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
    const rows = (result as unknown as { rows: Array<{ metal: Metal; i: number; current: string; price: string }> })
      .rows;
    const byMetal = new Map<Metal, MetalHistory['metals'][number]>();
    for (const row of rows) {
      let series = byMetal.get(row.metal);
      if (!series) byMetal.set(row.metal, (series = { metal: row.metal, points: [] }));
      const index = Number(row.i) - 1;
      // The last point is now: the stored rate itself, which every price uses.
      const price = index === days ? row.current : row.price;
      series.points.push({ at: instants[index]!.toISOString(), pricePerGram: parseScaledDecimal(price, 2) });
    }
    return { days, from: instants[0]!.toISOString(), to: to.toISOString(), metals: [...byMetal.values()] };
  }

  function invalidate() {
    cached = undefined;
    loading = undefined;
    generation++;
    histories.clear();
  }

  return {
    /** Stored metal prices (only metals with a stored rate), each with its move over 24 hours. */
    async list(): Promise<MetalPrice[]> {
      return (await current()).metals;
    },
    /** Per-gram rate of every metal, falling back to the documented rates, with when each was set. */
    async rates(): Promise<RateTable> {
      return (await current()).rates;
    },
    /** The rates with a short text that changes whenever any rate does: a cache key for priced answers. */
    async pricing(): Promise<{ rates: RateTable; ratesKey: string }> {
      return current();
    },
    /** The rate history sampled once a day (GET /api/metals/history), kept as briefly as the rates. */
    history(days: number): Promise<MetalHistory> {
      const kept = histories.get(days);
      if (kept && kept.generation === generation && Date.now() - kept.at < RATE_CACHE_MS) return kept.history;
      const history = loadHistory(days);
      const entry = { at: Date.now(), generation, history };
      histories.set(days, entry);
      // A failed read is not kept.
      history.catch(() => {
        if (histories.get(days) === entry) histories.delete(days);
      });
      return history;
    },
    /** Forget the cached copy, after a rate changed (deps.changes.ratesChanged() calls this on every instance). */
    invalidate,
    /**
     * Sets a metal's price; returns the metal with the old and new prices, or undefined if unknown.
     * This instance forgets its copy at once; the others after deps.changes.ratesChanged().
     */
    async setPrice(
      id: string,
      cents: number,
      changedBy: string,
    ): Promise<{ metal: Metal; from: number; to: number } | undefined> {
      const [before] = await db.select().from(metalPrices).where(eq(metalPrices.id, id)).for('update');
      if (!before) return undefined;
      const price = formatScaledDecimal(cents, 2);
      await db
        .update(metalPrices)
        .set({ pricePerGram: price, updatedAt: new Date(), updatedBy: changedBy })
        .where(eq(metalPrices.id, id));
      await db.insert(metalPriceChanges).values({
        id: newId('rate'),
        metal: before.metal,
        fromPrice: before.pricePerGram,
        toPrice: price,
        changedBy,
      });
      invalidate();
      return { metal: before.metal, from: parseScaledDecimal(before.pricePerGram, 2), to: cents };
    },

    /** The admin's view: each stored metal with who set its price, and its changes (oldest first). */
    async adminList(): Promise<AdminMetal[]> {
      const [rows, changes] = await Promise.all([
        db.select().from(metalPrices).orderBy(asc(metalPrices.metal)),
        db.select().from(metalPriceChanges).orderBy(asc(metalPriceChanges.changedAt), asc(metalPriceChanges.id)),
      ]);
      return rows.map((row) => ({
        id: row.id,
        metal: row.metal,
        pricePerGram: parseScaledDecimal(row.pricePerGram, 2),
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedBy,
        history: changes
          .filter((change) => change.metal === row.metal)
          .map((change) => ({
            at: change.changedAt.toISOString(),
            from: parseScaledDecimal(change.fromPrice, 2),
            to: parseScaledDecimal(change.toPrice, 2),
            by: change.changedBy,
          })),
      }));
    },
  };
}

export type RatesService = ReturnType<typeof createRatesService>;
