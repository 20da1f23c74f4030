import { z } from 'zod';

/**
 * Where the rate that priced a piece came from: an admin's edit (`manual`), the live rate feed
 * (`feed`, also a held move an admin approved), the shop's own rate for one purity (`board`), or
 * the documented fallback of a metal with no stored rate (`standby`).
 */
export const RATE_SOURCES = ['manual', 'feed', 'board', 'standby'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];
export const rateSourceSchema = /* @__PURE__ */ z.enum(RATE_SOURCES);

/** What a stored metal rate (metal_prices.source) can say; seeded rates count as the owner's. */
export const STORED_RATE_SOURCES = ['manual', 'feed'] as const satisfies ReadonlyArray<RateSource>;
export type StoredRateSource = (typeof STORED_RATE_SOURCES)[number];

/** A piece's rate: its source and the ISO time it was set (null for standby, and without a metal). */
export interface PieceRateOrigin {
  /** Null for a piece priced by its stones alone, or an order line kept before sources were. */
  rateSource: RateSource | null;
  rateSetAt: string | null;
}
