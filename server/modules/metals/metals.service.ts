import { asc, eq } from 'drizzle-orm';
import type { AdminMetal } from '#domain/metals/metal-admin.ts';
import type { MetalPrice } from '#domain/metals/metal-price.ts';
import { formatScaledDecimal, parseScaledDecimal } from '#domain/money.ts';
import { METALS, resolveRates, type Metal, type RateTable } from '#domain/pricing/rates.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { metalPriceChanges, metalPrices } from './metals.tables.ts';

/**
 * How long an instance trusts its copy of the rates. Rates change a few times a day;
 * every instance sees a new rate within this window without asking the database per request.
 */
const RATE_CACHE_MS = 5_000;

export function createMetalsService(db: Db) {
  let cached: { at: number; metals: MetalPrice[]; rates: RateTable; ratesKey: string } | undefined;
  // One database read when the copy expires, however many requests arrive meanwhile.
  let loading: Promise<NonNullable<typeof cached>> | undefined;
  // Bumped by invalidate(), so a read that started before a rate change is not kept.
  let generation = 0;

  async function load() {
    const startedIn = generation;
    const rows = await db.select().from(metalPrices).orderBy(asc(metalPrices.metal));
    const metals: MetalPrice[] = rows.map((row) => ({
      id: row.id,
      metal: row.metal,
      pricePerGram: parseScaledDecimal(row.pricePerGram, 2),
      updatedAt: row.updatedAt.toISOString(),
    }));
    const rates = resolveRates(metals.map((m) => ({ metal: m.metal, pricePerGramCents: m.pricePerGram })));
    const loaded = { at: Date.now(), metals, rates, ratesKey: METALS.map((metal) => rates[metal]).join(',') };
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

  return {
    /** Stored metal prices (only metals with a stored rate). */
    async list(): Promise<MetalPrice[]> {
      return (await current()).metals;
    },
    /** Per-gram rate of every metal, falling back to the documented rates. */
    async rates(): Promise<RateTable> {
      return (await current()).rates;
    },
    /** The rates with a short text that changes whenever any rate does: a cache key for priced answers. */
    async pricing(): Promise<{ rates: RateTable; ratesKey: string }> {
      return current();
    },
    /** Forget the cached copy, after this instance changed a rate. */
    invalidate() {
      cached = undefined;
      loading = undefined;
      generation++;
    },
  };
}

export type MetalsService = ReturnType<typeof createMetalsService>;

/**
 * Writes and the admin's view of the rates, bound to any handle (a transaction's, in the admin
 * workflows). After a change, call the app's MetalsService.invalidate().
 */
export function createMetalPricesService(db: Db) {
  return {
    /** Sets a metal's price; returns the metal with the old and new prices, or undefined if unknown. */
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
      return { metal: before.metal, from: parseScaledDecimal(before.pricePerGram, 2), to: cents };
    },

    /** Each stored metal with who set its price, and its changes (oldest first). */
    async withHistory(): Promise<AdminMetal[]> {
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

export type MetalPricesService = ReturnType<typeof createMetalPricesService>;
