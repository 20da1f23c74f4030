import { isMarketOpen } from './market-hours.ts';

/**
 * Whether the shop stands behind a rate, so a piece priced from it may be sold. A price is put
 * under review (shown, never sold) when its rate is:
 * - `standby`: the documented fallback of a metal with no stored rate, not a real price;
 * - `move_pending`: the rate feed brought a move beyond its guard that waits for an admin, so the
 *   market has moved and the stored rate is not today's;
 * - `stale`: with a live feed, not set or confirmed for longer than the allowed age while the
 *   market trades (weekends and market holidays do not age a rate; see market-hours.ts).
 * Without a feed the owner's typed rates are the shop's word and never age out; a rate an admin
 * pinned is the owner's word too.
 */
export const PRICE_REVIEW_REASONS = ['standby', 'move_pending', 'stale'] as const;
export type PriceReviewReason = (typeof PRICE_REVIEW_REASONS)[number];

/** What the shop knows of one metal's rate now. */
export interface RateStanding {
  standby: boolean;
  /** ISO time the rate was last set, or confirmed by a feed quote that gave the same rate. */
  confirmedAt: string | null;
  /** An admin pinned it: the feed does not overwrite it, and its age does not matter. */
  pinned: boolean;
  /** A move from the feed waits for an admin's approval. */
  movePending: boolean;
}

export interface RateTrustRules {
  /** A live rate feed is configured: rates are expected to be kept fresh by it. */
  feedConfigured: boolean;
  /** RATE_MAX_AGE_MINUTES: how long a rate holds while the market trades. */
  maxAgeMinutes: number;
}

/** Why a rate cannot be sold at now, or null when the shop stands behind it. */
export function priceReviewReason(standing: RateStanding, rules: RateTrustRules, now: Date): PriceReviewReason | null {
  if (standing.standby) return 'standby';
  if (standing.movePending) return 'move_pending';
  if (!rules.feedConfigured || standing.pinned) return null;
  if (!isMarketOpen(now)) return null;
  const confirmed = standing.confirmedAt === null ? Number.NaN : Date.parse(standing.confirmedAt);
  if (!(now.getTime() - confirmed <= rules.maxAgeMinutes * 60_000)) return 'stale';
  return null;
}
