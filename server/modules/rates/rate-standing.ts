import type { LastFetch } from '#domain/rates/rate-feed.ts';
import { METALS, type Metal } from '#domain/rates/rate-table.ts';
import { priceReviewReason, type PriceReviewReason, type RateStanding } from '#domain/rates/rate-trust.ts';

/**
 * What the rates need from the rate feed to judge them (modules/rate-feed's service gives both):
 * the moves it holds for an admin, and what its last fetch did with each metal.
 */
export interface RateFeedFacts {
  pending(): Promise<ReadonlyArray<{ metal: Metal }>>;
  lastFetch(): Promise<{ lastFetch: LastFetch | null }>;
}

/** How the shop judges its rates (server/config.ts): which metals a live feed keeps fresh, and for how long. */
export interface RateTrustSettings {
  /** The metals the configured feed quotes; none without a feed (RATE_FEED_URL unset). */
  feedMetals: readonly Metal[];
  /** RATE_MAX_AGE_MINUTES. */
  maxAgeMinutes: number;
}

/** No feed: every typed rate is the owner's word (a stored rate is never stale). */
export const NO_FEED: RateTrustSettings = { feedMetals: [], maxAgeMinutes: 60 };

/**
 * Each metal's standing from its stored rate (absent: the standby fallback), the feed's held moves,
 * its last fetch (a quote that applied or confirmed the rate counts as a confirmation) and the pins.
 */
export function standingsOf(
  stored: ReadonlyArray<{ metal: Metal; updatedAt: string }>,
  held: ReadonlyArray<{ metal: Metal }>,
  lastFetch: LastFetch | null,
  pinned: ReadonlySet<Metal>,
): Record<Metal, RateStanding> {
  const later = (a: string, b: string | null) => (b !== null && Date.parse(b) > Date.parse(a) ? b : a);
  const standings = {} as Record<Metal, RateStanding>;
  for (const metal of METALS) {
    const rate = stored.find((row) => row.metal === metal);
    const quote = lastFetch?.metals.find((result) => result.metal === metal);
    const confirmed = quote?.verdict === 'applied' || quote?.verdict === 'unchanged' ? quote.quotedAt : null;
    standings[metal] = {
      standby: !rate,
      confirmedAt: rate ? later(rate.updatedAt, confirmed) : null,
      pinned: pinned.has(metal),
      movePending: held.some((move) => move.metal === metal),
    };
  }
  return standings;
}

/** Why each metal's rate is under review at `now`, or null; only a metal the feed quotes can go stale. */
export function reviewOf(
  standings: Readonly<Record<Metal, RateStanding>>,
  settings: RateTrustSettings,
  now: Date,
): Record<Metal, PriceReviewReason | null> {
  const review = {} as Record<Metal, PriceReviewReason | null>;
  for (const metal of METALS) {
    const rules = { feedConfigured: settings.feedMetals.includes(metal), maxAgeMinutes: settings.maxAgeMinutes };
    review[metal] = priceReviewReason(standings[metal], rules, now);
  }
  return review;
}
