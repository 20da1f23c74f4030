import { asc } from 'drizzle-orm';
import type { MetalPrice } from '#domain/metals/metal-price.ts';
import { parseScaledDecimal } from '#domain/money.ts';
import { resolveRates, type RateTable } from '#domain/pricing/rates.ts';
import type { Db } from '../../db/client.ts';
import { metalPrices } from './metals.tables.ts';

/**
 * How long an instance trusts its copy of the rates. Rates change a few times a day;
 * every instance sees a new rate within this window without asking the database per request.
 */
const RATE_CACHE_MS = 5_000;

export function createMetalsService(db: Db) {
  let cached: { at: number; metals: MetalPrice[]; rates: RateTable } | undefined;

  async function load() {
    const rows = await db.select().from(metalPrices).orderBy(asc(metalPrices.metal));
    const metals: MetalPrice[] = rows.map((row) => ({
      id: row.id,
      metal: row.metal,
      pricePerGram: parseScaledDecimal(row.pricePerGram, 2),
      updatedAt: row.updatedAt.toISOString(),
    }));
    const rates = resolveRates(metals.map((m) => ({ metal: m.metal, pricePerGramCents: m.pricePerGram })));
    cached = { at: Date.now(), metals, rates };
    return cached;
  }

  async function current() {
    if (cached && Date.now() - cached.at < RATE_CACHE_MS) return cached;
    return load();
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
    /** Forget the cached copy, after this instance changed a rate. */
    invalidate() {
      cached = undefined;
    },
  };
}

export type MetalsService = ReturnType<typeof createMetalsService>;
