import { z } from 'zod';
import { formatCents, type Cents } from '../money.ts';
import type { FeedMetal } from './rate-feed.ts';
import { METALS } from './rate-table.ts';

/**
 * The rate feed's guard beyond one step (docs/rates.md): the anchor a move is measured from,
 * quotes dated in the future, a plausibility band per metal, a rate an admin pins, and what
 * approving a held move would do to the prices.
 */

// ---------------------------------------------------------------------------------------------
// Quotes dated in the future.

/** A quote dated more than this many minutes after the fetch is refused (RATE_FEED_MAX_FUTURE_MINUTES). */
export const DEFAULT_MAX_FUTURE_MINUTES = 5;

/** True when the provider dates its quote beyond the allowed clock skew after the fetch. */
export function quotedInFuture(quotedAt: Date, fetchedAt: Date, maxFutureMinutes: number): boolean {
  return quotedAt.getTime() - fetchedAt.getTime() > maxFutureMinutes * 60_000;
}

// ---------------------------------------------------------------------------------------------
// The plausibility band of a spot price, per gram of pure metal.

export interface PlausibleBand {
  minCents: Cents;
  maxCents: Cents;
}

/**
 * Spot prices in USD per gram of pure metal no market has been near, well outside the highs and
 * lows of the last decades (docs/rates.md gives the sources). A per-kilogram price read as per
 * ounce, or a tick ten times the rate, lands outside.
 */
export const DEFAULT_FEED_BANDS: Readonly<Record<FeedMetal, PlausibleBand>> = {
  Gold: { minCents: 10_00, maxCents: 500_00 },
  Silver: { minCents: 10, maxCents: 5_00 },
  Platinum: { minCents: 5_00, maxCents: 250_00 },
};

export function withinBand(spotCents: Cents, band: PlausibleBand): boolean {
  return spotCents >= band.minCents && spotCents <= band.maxCents;
}

/** "$10.00–$500.00" */
export function formatBand(band: PlausibleBand): string {
  return `${formatCents(band.minCents)}–${formatCents(band.maxCents)}`;
}

const bandSchema = /* @__PURE__ */ z.object({ minCents: z.number().int(), maxCents: z.number().int() });

// ---------------------------------------------------------------------------------------------
// The anchor.

/** How long a rate stays the anchor when no admin set or approved one since. */
export const ANCHOR_WINDOW_HOURS = 24;

/**
 * What a feed move is measured from: the last rate an admin set or approved ('admin'), or the
 * rate 24 hours ago ('day_ago'), whichever is more recent.
 */
export const rateAnchorSchema = /* @__PURE__ */ z.object({
  metal: z.enum(METALS),
  /** The anchor rate per gram of pure metal, in hundredths of a cent (rate-units.ts). */
  rate: z.number().int(),
  basis: z.enum(['admin', 'day_ago']),
  /** When the anchor rate was set (admin), or the instant 24 hours ago (day_ago). */
  since: z.string(),
  /** Who set it (admin); null for the rate 24 hours ago. */
  by: z.string().nullable(),
});
export type RateAnchor = z.infer<typeof rateAnchorSchema>;

/** The guard's settings as the status shows them: each metal's band and the future limit. */
export const feedGuardStatusSchema = /* @__PURE__ */ z.object({
  maxFutureMinutes: z.number().int(),
  bands: z.array(bandSchema.extend({ metal: z.enum(METALS) })),
  anchors: z.array(rateAnchorSchema),
});
export type FeedGuardStatus = z.infer<typeof feedGuardStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Pins.

/** A metal's pin as stored: when it was pinned (null: not pinned) and until when (null: until unpinned). */
export interface RatePin {
  pinnedAt: string | null;
  pinnedUntil: string | null;
}

/** True while the pin holds: pinned, and its until-time (if any) not yet reached. */
export function pinnedNow(pin: RatePin, now: Date): boolean {
  if (!pin.pinnedAt) return false;
  return pin.pinnedUntil === null || new Date(pin.pinnedUntil).getTime() > now.getTime();
}

/** PUT /api/admin/metals/:id/pin: until when the feed leaves the rate alone (null: until unpinned). */
export const pinMetalInput = /* @__PURE__ */ z.strictObject({
  until: z.iso.datetime({ offset: true, error: 'must be a date and time, such as 2026-12-01T09:00:00Z' }).nullable(),
});
export type PinMetalInput = z.infer<typeof pinMetalInput>;

// ---------------------------------------------------------------------------------------------
// What approving a held move does.

/**
 * GET /api/admin/rate-feed/pending/:id/impact: the pieces whose price changes if the move is
 * applied, the sum of their changes, and the smallest and largest change by size (signed cents;
 * null when no piece changes).
 */
export const pendingImpactSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  metal: z.enum(METALS),
  fromCents: z.number().int(),
  toCents: z.number().int(),
  pieces: z.number().int(),
  totalChangeCents: z.number().int(),
  smallestChangeCents: z.number().int().nullable(),
  largestChangeCents: z.number().int().nullable(),
});
export type PendingImpact = z.infer<typeof pendingImpactSchema>;
