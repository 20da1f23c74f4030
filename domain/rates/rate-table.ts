import type { Cents } from '../money.ts';
import type { PriceReviewReason } from './rate-trust.ts';

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

/**
 * The per-gram rate (in cents) of every metal, with when each was set: `asOf[metal]` is the ISO
 * time of the stored rate, or null when the metal has no stored rate and takes its fallback. A
 * table built by hand (tests) may leave `asOf` out: its rates then count as of no known time.
 * `review[metal]` says why the shop does not stand behind a rate now (rate-trust.ts), null when it
 * does; left out, every rate is stood behind.
 */
export type RateTable = Readonly<Record<Metal, Cents>> & {
  readonly asOf?: Readonly<Record<Metal, string | null>>;
  readonly review?: Readonly<Record<Metal, PriceReviewReason | null>>;
};

/**
 * Stored rates win; a metal with no stored rate gets its documented fallback, so nothing shows
 * $0, and `asOf` null for it, so no price made from it passes for a real rate.
 */
export function resolveRates(
  stored: ReadonlyArray<{ metal: Metal; pricePerGramCents: Cents; updatedAt: string }>,
): RateTable {
  const table: Record<Metal, Cents> = { ...FALLBACK_RATE_CENTS };
  const asOf: Record<Metal, string | null> = { Gold: null, Silver: null, Platinum: null, Diamond: null };
  for (const row of stored) {
    table[row.metal] = row.pricePerGramCents;
    asOf[row.metal] = row.updatedAt;
  }
  return { ...table, asOf };
}

/**
 * Which rate a piece of `metal` is priced at: when it was set (null without a metal, for a
 * fallback, or from a table with no times), and whether it is the documented fallback.
 */
export function rateSourceOf(rates: RateTable, metal: Metal | null): { asOf: string | null; isFallback: boolean } {
  if (metal === null || !rates.asOf) return { asOf: null, isFallback: false };
  const asOf = rates.asOf[metal];
  return { asOf, isFallback: asOf === null };
}

/** Why a piece of `metal` may not be sold at its price now; null for one the shop stands behind or without a metal. */
export function priceReviewOf(rates: RateTable, metal: Metal | null): PriceReviewReason | null {
  return metal === null ? null : (rates.review?.[metal] ?? null);
}
