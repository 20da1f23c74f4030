import { and, eq } from 'drizzle-orm';
import type { AdminBoard, BoardRateAnswer } from '#domain/rates/board-rates.ts';
import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import type { MetalHistory, MetalPrice } from '#domain/rates/rate.ts';
import { METALS, type Metal, type RateTable } from '#domain/rates/rate-table.ts';
import type { StoredRateSource } from '#domain/rates/rate-source.ts';
import type { RateStanding } from '#domain/rates/rate-trust.ts';
import { rateFromDecimal, rateToDecimal, type RateHundredths } from '#domain/rates/rate-units.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import type { RateAnchor } from '#domain/rates/feed-guard.ts';
import { readRateAnchors } from './rate-anchors.ts';
import { isMetalPinned, writeMetalPin, type PinChange } from './rate-pins.ts';
import { readAdminBoard, readAdminRates, readCurrentRates, readRateHistory, type CurrentRates } from './rate-reads.ts';
import { NO_FEED, reviewOf, standingsOf, type RateFeedFacts, type RateTrustSettings } from './rate-standing.ts';
import { buyRateList, type BuyRateAnswer, type BuySpread } from '#domain/exchange/buy-rates.ts';
import { readBuySpreads, writeBuySpread } from './buy-spreads.ts';
import { metalPriceChanges, metalPrices, purityRateChanges, purityRates } from './rates.tables.ts';
import { readTogether } from '#server/db/reads.ts';

/**
 * How long an instance trusts its copy of the rates. A change is announced to every instance
 * (providers/change-bus), which then drops its copy at once; this bounds how long a lost notice
 * can leave an instance with an old rate, without asking the database per request.
 */
const RATE_CACHE_MS = 5_000;

/**
 * The rates service: the stored rates per gram, their history and their changes.
 *
 * Reads (list, rates, pricing, history) are kept for RATE_CACHE_MS: the app's instance
 * (app.services.rates, deps.services.rates) is built once and shared by every request, and
 * invalidate() drops its copy when a rate changes here or on another instance. Writes (setPrice)
 * and the admin's view (adminList) always read the database; moduleServices(tx).rates binds them
 * to a transaction, whose own instance starts with an empty copy, so its reads see that transaction.
 * After a change, call deps.changes.ratesChanged().
 *
 * The copy holds each metal's standing too (stored or standby, confirmed when, a feed move held,
 * pinned: `feed` gives the feed's part) and, judged by `trust` at the time it was read, why the
 * shop does not stand behind a rate (`rates().review`): a rate ageing into 'stale' is noticed when
 * the copy expires, without any write. An instance bound to a transaction judges as without a feed.
 */
export function createRatesService(db: Db, now: () => Date, feed: RateFeedFacts, trust: RateTrustSettings = NO_FEED) {
  let cached: (Judged & { at: number }) | undefined;
  // One database read when the copy expires, however many requests arrive meanwhile.
  let loading: Promise<NonNullable<typeof cached>> | undefined;
  // Bumped by invalidate(), so a read that started before a rate change is not kept.
  let generation = 0;
  const histories = new Map<number, { at: number; generation: number; history: Promise<MetalHistory> }>();

  async function load() {
    const startedIn = generation;
    const loaded = { at: Date.now(), ...(await readJudgedRates(db, now(), feed, trust)) };
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
    /** The shop's board rates (a purity's own rate per gram), by metal and fineness. */
    async board(): Promise<BoardRateAnswer[]> {
      return (await current()).board;
    },
    /** Per-gram rate of every metal, falling back to the documented rates, with when each was set. */
    async rates(): Promise<RateTable> {
      return (await current()).rates;
    },
    /** The rates with a short text that changes whenever any rate or its review does: a cache key for priced answers. */
    async pricing(): Promise<{ rates: RateTable; ratesKey: string }> {
      return current();
    },
    /** The rates and how far below them the shop buys: what an offer for old metal is made from. */
    async buying(): Promise<{ rates: RateTable; spreads: BuySpread[] }> {
      return current();
    },
    /** Every purity the shop buys with its buy and sell rate (GET /api/buy-rates). */
    async buyRates(): Promise<BuyRateAnswer[]> {
      const { rates, spreads } = await current();
      return buyRateList(rates, spreads);
    },
    /** The admin's view of the spreads, with who set each; always read from the database. */
    adminBuySpreads: () => readBuySpreads(db),
    /** Sets (basis points) or clears (null) a spread; returns the old and new, or undefined when clearing none. */
    async setBuySpread(spread: Omit<BuySpread, 'basisPoints'> & { basisPoints: number | null }, changedBy: string) {
      const changed = await writeBuySpread(db, spread, changedBy);
      invalidate();
      return changed;
    },
    /** Each metal's standing: what the shop knows of its rate now (domain/rates/rate-trust.ts). */
    async standings(): Promise<Readonly<Record<Metal, RateStanding>>> {
      return (await current()).standings;
    },
    /** The rate history sampled once a day (GET /api/metals/history), kept as briefly as the rates. */
    history(days: number): Promise<MetalHistory> {
      const kept = histories.get(days);
      if (kept && kept.generation === generation && Date.now() - kept.at < RATE_CACHE_MS) return kept.history;
      const history = readRateHistory(db, now(), days);
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
     * Sets a metal's price, kept with who set it (`source`: an admin's edit or the feed); returns the
     * metal with the old and new prices, or undefined if unknown. This instance forgets its copy at once; the others after deps.changes.ratesChanged().
     */
    async setPrice(
      id: string,
      rate: RateHundredths,
      changedBy: string,
      source: StoredRateSource,
    ): Promise<{ metal: Metal; from: RateHundredths; to: RateHundredths } | undefined> {
      const [before] = await db.select().from(metalPrices).where(eq(metalPrices.id, id)).for('update');
      if (!before) return undefined;
      const price = rateToDecimal(rate);
      await db
        .update(metalPrices)
        .set({ pricePerGram: price, updatedAt: new Date(), updatedBy: changedBy, source })
        .where(eq(metalPrices.id, id));
      await db.insert(metalPriceChanges).values({
        id: newId('rate'),
        metal: before.metal,
        fromPrice: before.pricePerGram,
        toPrice: price,
        changedBy,
      });
      invalidate();
      return { metal: before.metal, from: rateFromDecimal(before.pricePerGram), to: rate };
    },

    /**
     * Sets (a rate) or clears (null) the board rate of a metal's purity, with its history row; the
     * database reprices that metal's pieces. Returns the old and new rates (null: none), or
     * undefined when clearing a purity that had no board rate.
     */
    async setBoardRate(
      metal: Metal,
      fineness: number,
      rate: RateHundredths | null,
      changedBy: string,
    ): Promise<{ from: RateHundredths | null; to: RateHundredths | null } | undefined> {
      const purity = and(eq(purityRates.metal, metal), eq(purityRates.fineness, fineness));
      const [before] = await db.select().from(purityRates).where(purity).for('update');
      if (!before && rate === null) return undefined;
      const price = rate === null ? null : rateToDecimal(rate);
      if (price === null) {
        await db.delete(purityRates).where(purity);
      } else {
        const row = { metal, fineness, pricePerGram: price, updatedAt: new Date(), updatedBy: changedBy };
        await db
          .insert(purityRates)
          .values(row)
          .onConflictDoUpdate({ target: [purityRates.metal, purityRates.fineness], set: row });
      }
      await db.insert(purityRateChanges).values({
        id: newId('board'),
        metal,
        fineness,
        fromPrice: before?.pricePerGram ?? null,
        toPrice: price,
        changedBy,
      });
      invalidate();
      return { from: before ? rateFromDecimal(before.pricePerGram) : null, to: rate };
    },

    /** The admin's view of the board: who set each board rate, and every change. */
    adminBoard(): Promise<AdminBoard> {
      return readAdminBoard(db);
    },

    /** The admin's view: each stored metal with who set its price, and its changes (oldest first). */
    adminList(): Promise<AdminMetal[]> {
      return readAdminRates(db, now());
    },
    /** What the rate feed measures each metal's move from at `at` (see readRateAnchors). */
    anchors(at: Date): Promise<RateAnchor[]> {
      return readRateAnchors(db, at);
    },
    /** Whether an admin's pin holds the metal's rate at `at`; the feed then leaves it alone. */
    isPinned(metal: Metal, at: Date = now()): Promise<boolean> {
      return isMetalPinned(db, metal, at);
    },
    /** Pins a metal's rate (until a time or until unpinned), or unpins it (`pin` undefined). */
    setPin(id: string, pin: { at: Date; until: Date | null; by: string } | undefined): Promise<PinChange | undefined> {
      return writeMetalPin(db, id, pin);
    },
  };
}

/** The stored rates with each metal's standing, and the rates' review in the table and the key. */
interface Judged extends CurrentRates {
  standings: Record<Metal, RateStanding>;
}

async function readJudgedRates(db: Db, at: Date, feed: RateFeedFacts, trust: RateTrustSettings): Promise<Judged> {
  const [read, held, { lastFetch }] = await readTogether(db, [
    () => readCurrentRates(db, at),
    () => feed.pending(),
    () => feed.lastFetch(),
  ]);
  const standings = standingsOf(read.metals, held, lastFetch, read.pinned);
  const review = reviewOf(standings, trust, at);
  const ratesKey = `${read.ratesKey}|${METALS.map((metal) => review[metal] ?? '').join(',')}`;
  return { ...read, rates: { ...read.rates, review }, ratesKey, standings };
}

export type RatesService = ReturnType<typeof createRatesService>;
