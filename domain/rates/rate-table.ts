import { divideRoundHalfUp, type Cents } from '../money.ts';
import type { AlloyRate } from '../pricing/piece-price.ts';
import type { RateSource, StoredRateSource } from './rate-source.ts';
import type { PriceReviewReason } from './rate-trust.ts';
import { centsToRate, finenessTenths, rateToCents, type RateHundredths } from './rate-units.ts';

export const METALS = ['Gold', 'Silver', 'Platinum', 'Diamond'] as const;
export type Metal = (typeof METALS)[number];

/**
 * Per-gram rates (in cents) used when a metal has no stored price, so no priced
 * product ever shows $0 ($68.50 gold, $0.95 silver, $32.10 platinum, $150.00 diamond a gram).
 */
export const FALLBACK_RATE_CENTS: Readonly<Record<Metal, Cents>> = {
  Gold: 6850,
  Silver: 95,
  Platinum: 3210,
  Diamond: 15000,
};

/**
 * The metal whose rate prices a category: a category naming gold, silver, platinum or
 * diamond uses that metal; anything else (Coins, ...) is priced at the gold rate.
 */
export function metalForCategory(category: string): Metal {
  const lower = category.toLowerCase();
  for (const metal of METALS) {
    if (lower.includes(metal.toLowerCase())) return metal;
  }
  return 'Gold';
}

/** A metal's rate per gram of pure metal, and where it came from. */
export interface MetalRate {
  perGram: RateHundredths;
  /** ISO time it was set; null for the standby rate (none is stored). */
  setAt: string | null;
  source: Exclude<RateSource, 'board'>;
}

/** The shop's own rate of one purity (the karat board), a rate of its own and not a factor. */
export interface BoardRate {
  metal: Metal;
  fineness: number;
  /** Per gram of metal of this purity. */
  perGram: RateHundredths;
  setAt: string;
}

/**
 * Every metal's rate (stored, or the standby) and the board rates: what every price is made from.
 * `review[metal]` says why the shop does not stand behind a metal's rate now (rate-trust.ts), null
 * when it does; a table without it (tests, the price preview) is stood behind.
 */
export interface RateTable {
  readonly metals: Readonly<Record<Metal, MetalRate>>;
  readonly board: ReadonlyArray<BoardRate>;
  readonly review?: Readonly<Record<Metal, PriceReviewReason | null>>;
}

/**
 * Stored rates win; a metal with no stored rate gets its documented standby rate, so nothing shows
 * $0, with no time, so no price made from it passes for a real rate.
 */
export function resolveRates(
  stored: ReadonlyArray<{ metal: Metal; perGram: RateHundredths; updatedAt: string; source: StoredRateSource }>,
  board: ReadonlyArray<BoardRate> = [],
): RateTable {
  const metals = Object.fromEntries(
    METALS.map((metal) => [
      metal,
      { perGram: centsToRate(FALLBACK_RATE_CENTS[metal]), setAt: null, source: 'standby' },
    ]),
  ) as Record<Metal, MetalRate>;
  for (const row of stored) metals[row.metal] = { perGram: row.perGram, setAt: row.updatedAt, source: row.source };
  return { metals, board };
}

/** A table of whole-cent rates typed by hand (tests, the price preview), set at `setAt`. */
export function manualRates(
  cents: Readonly<Partial<Record<Metal, Cents>>>,
  setAt = '2026-01-01T00:00:00.000Z',
): RateTable {
  return resolveRates(
    METALS.filter((metal) => cents[metal] !== undefined).map((metal) => ({
      metal,
      perGram: centsToRate(cents[metal]!),
      updatedAt: setAt,
      source: 'manual' as const,
    })),
  );
}

/** The rate that prices a piece: per gram of its own purity, where it came from and when it was set. */
export interface PieceRate extends AlloyRate {
  /** `perGramMillionths` to the cent, half-up: what a card or a label shows beside the piece. */
  perGramCents: Cents;
  source: RateSource;
  setAt: string | null;
}

/**
 * The one answer to "which rate prices this piece": the shop's board rate of the metal and
 * fineness when one is set, or else the metal's rate per gram of pure metal × fineness / 1000.
 */
export function pieceRate(rates: RateTable, metal: Metal, fineness: number): PieceRate {
  const board = boardRateOf(rates, metal, fineness);
  if (board) {
    const perGramMillionths = board.perGram * 10_000;
    return { perGramMillionths, perGramCents: rateToCents(board.perGram), source: 'board', setAt: board.setAt };
  }
  const pure = rates.metals[metal];
  // As pureAlloyRate (piece-price.ts, which imports this module) computes it.
  const perGramMillionths = pure.perGram * finenessTenths(fineness);
  return {
    perGramMillionths,
    perGramCents: divideRoundHalfUp(perGramMillionths, 1_000_000),
    source: pure.source,
    setAt: pure.setAt,
  };
}

/** The board rate of a metal's purity, if the shop set one. */
export function boardRateOf(rates: RateTable, metal: Metal, fineness: number): BoardRate | undefined {
  return rates.board.find((rate) => rate.metal === metal && rate.fineness === fineness);
}

/** Why a piece of `metal` may not be sold at its price now; null for one the shop stands behind or without a metal. */
export function priceReviewOf(rates: RateTable, metal: Metal | null): PriceReviewReason | null {
  return metal === null ? null : (rates.review?.[metal] ?? null);
}
