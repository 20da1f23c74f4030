import { z } from 'zod';
import { formatScaledDecimal } from '../money.ts';
import { RATE_SCALE, type RateHundredths } from './rate-units.ts';
import { percentNumber } from '../i18n/percent.ts';
import type { Metal } from './rate-table.ts';
import { MAX_METAL_RATE_CENTS } from '../money-limits.ts';
import { feedGuardStatusSchema } from './feed-guard.ts';

/**
 * The optional live rate feed (docs/rates.md): spot prices fetched on a schedule, the shop's
 * premium per metal added, and each change recorded in the rate history like a manual edit.
 * Shared by the server (the job, the admin API) and the web app (the Metal Price page's feed panel).
 */

/** The metals a spot feed quotes. Diamond has no spot price: its rate stays manual. */
export const FEED_METALS = ['Gold', 'Silver', 'Platinum'] as const satisfies ReadonlyArray<Metal>;
export type FeedMetal = (typeof FEED_METALS)[number];

/** The formats RATE_FEED_FORMAT names (docs/rates.md describes each). */
export const RATE_FEED_FORMATS = ['metals.dev', 'goldapi', 'json'] as const;
export type RateFeedFormat = (typeof RATE_FEED_FORMATS)[number];

/** Who the rate history and the audit log name for a change the feed made. */
export const RATE_FEED_ACTOR_NAME = 'Rate feed';
/** Appended to the admin's name when an admin approves a move the guard held back. */
export const APPROVED_FEED_SUFFIX = ' (feed)';

/** The highest premium an admin can set on the spot price: 100.00 %. */
const MAX_PREMIUM_BASIS_POINTS = 10_000;

// ---------------------------------------------------------------------------------------------
// From a quote to a rate, exactly.

/** How a quote is priced: per gram, per troy ounce (31.1035 g) or per kilogram. */
export const QUOTE_UNITS = ['per_gram', 'per_ounce', 'per_kilogram'] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];

/** Grams in one unit, as an exact fraction (a troy ounce is 31.1035 g = 311035 / 10000). */
const GRAMS_PER_UNIT: Readonly<Record<QuoteUnit, { numerator: bigint; denominator: bigint }>> = {
  per_gram: { numerator: 1n, denominator: 1n },
  per_ounce: { numerator: 311_035n, denominator: 10_000n },
  per_kilogram: { numerator: 1000n, denominator: 1n },
};

/**
 * A decimal number as digits and a scale (12.5 is 125 and 1), read from a JSON number or a
 * decimal string without rounding through floating point: a JSON number is taken as JavaScript
 * prints it, which is the shortest decimal that reads back as the same double.
 */
export function exactDecimal(value: number | string): { digits: bigint; scale: number } | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!match) return undefined;
  const [, minus = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 40) return undefined;
  let digits = BigInt(`${minus}${whole}${fraction}`);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits, scale };
}

/** a / b rounded half-up (half away from zero), for positive b. */
function divideHalfUp(a: bigint, b: bigint): bigint {
  const sign = a < 0n ? -1n : 1n;
  const abs = a < 0n ? -a : a;
  return sign * ((2n * abs + b) / (2n * b));
}

/**
 * The shop's rate per gram, in hundredths of a cent, from a spot quote: quote ÷ grams in its unit ×
 * (1 + premium), computed exactly and rounded half-up to a hundredth of a cent once, at the end.
 * Undefined when the quote is not a number.
 */
export function rateFromQuote(
  quote: number | string,
  unit: QuoteUnit,
  premiumBasisPoints: number,
): RateHundredths | undefined {
  const decimal = exactDecimal(quote);
  if (!decimal || !Number.isSafeInteger(premiumBasisPoints)) return undefined;
  const grams = GRAMS_PER_UNIT[unit];
  // dollars = digits / 10^scale; hundredths of a cent per gram = dollars × 10^4 × (10000 + bp) / 10000 ÷ grams
  const numerator = decimal.digits * 10_000n * BigInt(10_000 + premiumBasisPoints) * grams.denominator;
  const denominator = 10n ** BigInt(decimal.scale) * 10_000n * grams.numerator;
  const rate = divideHalfUp(numerator, denominator);
  // Far beyond any real rate: not a number this shop can store (checked again by plausibleRate).
  if (rate > BigInt(Number.MAX_SAFE_INTEGER) || rate < -BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return Number(rate);
}

/** A rate the shop can store: at least a hundredth of a cent and at most $100,000.00 a gram. */
export function plausibleRate(rate: RateHundredths | undefined): rate is RateHundredths {
  return rate !== undefined && Number.isSafeInteger(rate) && rate >= 1 && rate <= MAX_METAL_RATE_CENTS * RATE_SCALE;
}

/** The move from one rate to another (any one unit), in basis points of the first (signed, rounded half-up). */
export function moveBasisPoints(from: number, to: number): number {
  if (from <= 0) return to === from ? 0 : Number.MAX_SAFE_INTEGER;
  return Number(divideHalfUp(BigInt(to - from) * 10_000n, BigInt(from)));
}

/**
 * The guard: a move larger than `maxMoveBasisPoints` of the current rate waits for an admin.
 * Compared exactly (|to − from| × 10000 > max × from); a move of exactly the limit goes through.
 */
export function beyondGuard(from: RateHundredths, to: RateHundredths, maxMoveBasisPoints: number): boolean {
  if (from <= 0) return true;
  return BigInt(Math.abs(to - from)) * 10_000n > BigInt(maxMoveBasisPoints) * BigInt(from);
}

/** "+12.50 %" / "−3.07 %" for a signed move in basis points. */
export function formatMove(basisPoints: number): string {
  const sign = basisPoints > 0 ? '+' : basisPoints < 0 ? '−' : '';
  return `${sign}${formatScaledDecimal(Math.abs(basisPoints), 2)} %`;
}

/** "2.5 %" for a premium in basis points (trailing zeros dropped). */
export function formatPremium(basisPoints: number): string {
  return `${percentNumber(basisPoints)} %`;
}

// ---------------------------------------------------------------------------------------------
// The admin API.

export const premiumBasisPoints = /* @__PURE__ */ z
  .number({ error: 'Premium must be a number' })
  .int('Premium must be in hundredths of a percent')
  .min(0, 'Premium must be 0 % or more')
  .max(MAX_PREMIUM_BASIS_POINTS, 'Premium must be at most 100 %');

/** PATCH /api/admin/rate-feed/premiums: the premium of one or more metals, in basis points (2.5 % = 250). */
export const updateRateFeedPremiumsInput = /* @__PURE__ */ z
  .strictObject({
    Gold: premiumBasisPoints.optional(),
    Silver: premiumBasisPoints.optional(),
    Platinum: premiumBasisPoints.optional(),
  })
  .refine((input) => FEED_METALS.some((metal) => input[metal] !== undefined), {
    message: 'Give the premium of at least one metal',
  });
export type UpdateRateFeedPremiumsInput = z.infer<typeof updateRateFeedPremiumsInput>;

export const pendingRateIdParam = /* @__PURE__ */ z.object({ id: z.string().min(1).max(100) });

/**
 * What the feed did with one metal on a fetch:
 * - applied: the rate moved to the quote (plus premium), recorded in the history;
 * - unchanged: the quote gives the rate the metal already has;
 * - pending: the move is beyond the guard and waits for an admin's approval;
 * - manual: the metal's rate was set after the quote's time (by an admin), so the edit stands;
 * - stale: the quote is older than the age limit; the last good rate stays;
 * - future: the quote is dated beyond RATE_FEED_MAX_FUTURE_MINUTES after the fetch; nothing changes;
 * - missing: the answer had no quote for the metal (or the shop stores no rate for it);
 * - invalid: the spot price is outside the metal's plausibility band, or the rate is one the shop
 *   cannot store; nothing changes;
 * - pinned: an admin pinned the metal's rate; the feed leaves it (and holds no move) until unpinned.
 */
const FEED_VERDICTS = [
  'applied',
  'unchanged',
  'pending',
  'manual',
  'stale',
  'future',
  'missing',
  'invalid',
  'pinned',
] as const;
export type FeedVerdict = (typeof FEED_VERDICTS)[number];

const feedMetalResultSchema = /* @__PURE__ */ z.object({
  metal: z.enum(FEED_METALS),
  verdict: z.enum(FEED_VERDICTS),
  /** Spot per gram in cents before the premium (null without a usable quote). */
  spotCents: z.number().int().nullable(),
  /** The rate the quote and premium give, in cents (null without a usable quote). */
  rateCents: z.number().int().nullable(),
  /** When the provider says it quoted the price; the fetch's time for a format without one. */
  quotedAt: z.string().nullable(),
});
export type FeedMetalResult = z.infer<typeof feedMetalResultSchema>;

const pendingRateSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  metal: z.enum(FEED_METALS),
  /** The rate when the quote arrived, and the rate the quote gives (cents per gram, rounded half-up). */
  fromCents: z.number().int(),
  toCents: z.number().int(),
  spotCents: z.number().int(),
  /** fromCents and toCents exact, in hundredths of a cent: what approving compares and applies. */
  fromRate: z.number().int(),
  toRate: z.number().int(),
  premiumBasisPoints: z.number().int(),
  /** Signed move in basis points of fromCents. */
  moveBasisPoints: z.number().int(),
  quotedAt: z.string(),
  fetchedAt: z.string(),
});
export type PendingRate = z.infer<typeof pendingRateSchema>;

const feedPremiumSchema = /* @__PURE__ */ z.object({
  metal: z.enum(FEED_METALS),
  basisPoints: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type FeedPremium = z.infer<typeof feedPremiumSchema>;

/** Why a whole fetch failed: never the address or the key, only what kind of failure it was. */
const FEED_FAILURES = ['timeout', 'network', 'http', 'malformed', 'provider', 'too_large'] as const;
export type FeedFailure = (typeof FEED_FAILURES)[number];

export const lastFetchSchema = /* @__PURE__ */ z.object({
  at: z.string(),
  outcome: z.enum(['ok', 'failed']),
  failure: z.enum(FEED_FAILURES).nullable(),
  /** A short sentence about the failure (no address, no key). */
  problem: z.string().nullable(),
  metals: z.array(feedMetalResultSchema),
});
export type LastFetch = z.infer<typeof lastFetchSchema>;

/** GET /api/admin/rate-feed: the feed's settings (no address, no key), last fetch, premiums, approvals. */
export const rateFeedStatusSchema = /* @__PURE__ */ z.object({
  configured: z.boolean(),
  format: z.enum(RATE_FEED_FORMATS).nullable(),
  /** The feed's host name, so an admin can tell which service it is. */
  source: z.string().nullable(),
  intervalMinutes: z.number().int().nullable(),
  maxMoveBasisPoints: z.number().int().nullable(),
  maxAgeHours: z.number().int().nullable(),
  lastFetch: lastFetchSchema.nullable(),
  /** The last fetch that succeeded (whatever it did with each metal). */
  lastGoodAt: z.string().nullable(),
  premiums: z.array(feedPremiumSchema),
  pending: z.array(pendingRateSchema),
  /** The bands, the future limit and what each metal's move is measured from; null with the feed off. */
  guard: feedGuardStatusSchema.nullable(),
});
export type RateFeedStatus = z.infer<typeof rateFeedStatusSchema>;
