import type { Cents } from '../money.ts';

export const METALS = ['Gold', 'Silver', 'Platinum', 'Diamond'] as const;
export type Metal = (typeof METALS)[number];

/**
 * Per-gram rates (in cents) used when a metal has no stored price, so no priced
 * product ever shows $0 (spec section 9: gold 68.5, silver 0.95, platinum 32.1, diamond 150).
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

export type RateTable = Readonly<Record<Metal, Cents>>;

/** Stored rates win; a metal with no stored rate gets its documented fallback. */
export function resolveRates(stored: ReadonlyArray<{ metal: Metal; pricePerGramCents: Cents }>): RateTable {
  const table: Record<Metal, Cents> = { ...FALLBACK_RATE_CENTS };
  for (const row of stored) table[row.metal] = row.pricePerGramCents;
  return table;
}
