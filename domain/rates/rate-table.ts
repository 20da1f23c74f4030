import type { Cents } from '../money.ts';
import type { PieceRateOrigin, StoredRateSource } from './rate-source.ts';
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
 * The per-gram rate (in cents) of every metal, with when and how each was set: `asOf[metal]` is the
 * ISO time of the stored rate, or null when the metal has no stored rate and takes its fallback;
 * `sources[metal]` says who set the stored rate ('standby' for a fallback); `review[metal]` says why
 * the shop does not stand behind a rate now (rate-trust.ts), null when it does. A table built by hand
 * (tests) may leave them out: its rates then count as of no known time and source, and stood behind.
 */
export type RateTable = Readonly<Record<Metal, Cents>> & {
  readonly asOf?: Readonly<Record<Metal, string | null>>;
  readonly sources?: Readonly<Record<Metal, StoredRateSource | 'standby'>>;
  readonly review?: Readonly<Record<Metal, PriceReviewReason | null>>;
};

/**
 * Stored rates win; a metal with no stored rate gets its documented fallback, so nothing shows
 * $0, and `asOf` null and the source 'standby' for it, so no price made from it passes for a real rate.
 */
export function resolveRates(
  stored: ReadonlyArray<{ metal: Metal; pricePerGramCents: Cents; updatedAt: string; source: StoredRateSource }>,
): RateTable {
  const table: Record<Metal, Cents> = { ...FALLBACK_RATE_CENTS };
  const asOf: Record<Metal, string | null> = { Gold: null, Silver: null, Platinum: null, Diamond: null };
  const sources: Record<Metal, StoredRateSource | 'standby'> = {
    Gold: 'standby',
    Silver: 'standby',
    Platinum: 'standby',
    Diamond: 'standby',
  };
  for (const row of stored) {
    table[row.metal] = row.pricePerGramCents;
    asOf[row.metal] = row.updatedAt;
    sources[row.metal] = row.source;
  }
  return { ...table, asOf, sources };
}

/**
 * The one answer to where a piece's rate came from: the source of the rate of its `metal` and
 * when it was set. A piece without a metal, or a table with no sources (built by hand), has none.
 */
export function rateSourceOf(rates: RateTable, metal: Metal | null): PieceRateOrigin {
  if (metal === null || !rates.sources) return { rateSource: null, rateSetAt: null };
  const rateSource = rates.sources[metal];
  return { rateSource, rateSetAt: rateSource === 'standby' ? null : (rates.asOf?.[metal] ?? null) };
}

/** Why a piece of `metal` may not be sold at its price now; null for one the shop stands behind or without a metal. */
export function priceReviewOf(rates: RateTable, metal: Metal | null): PriceReviewReason | null {
  return metal === null ? null : (rates.review?.[metal] ?? null);
}
