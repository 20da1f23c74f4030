import { z } from 'zod';
import { formatCents } from '../money.ts';
import { FALLBACK_RATE_CENTS, METALS, type Metal } from './rate-table.ts';
import { RATE_FEED_WARNING_KINDS } from './rate-feed-warnings.ts';

/**
 * Why the dashboard warns about the rates. Each source of warnings adds its own kinds here:
 * - 'rate_missing': a metal has no stored rate, so its pieces are priced at the documented fallback.
 * - 'rate_stale': a stored rate has not been updated for longer than RATE_STALE_HOURS.
 * - 'rate_under_review': with a live feed, a rate went unconfirmed past RATE_MAX_AGE_MINUTES while
 *   the market trades, so its pieces are shown but not sold (rate-trust.ts).
 * The live rate feed adds its own (RATE_FEED_WARNING_KINDS: a failed fetch, a stale, future-dated,
 * missing or implausible quote, a move waiting for approval; see rateFeedWarnings in ./rate-feed-warnings.ts).
 */
const RATE_WARNING_KINDS = ['rate_missing', 'rate_stale', 'rate_under_review', ...RATE_FEED_WARNING_KINDS] as const;

/** 'critical': prices are wrong or unchecked now; 'warning': they may soon be. Critical ones are listed first. */
const RATE_WARNING_LEVELS = ['critical', 'warning'] as const;

/** One warning as the dashboard shows it: a sentence for the admin, never a code alone. */
const rateWarningSchema = /* @__PURE__ */ z.object({
  kind: z.enum(RATE_WARNING_KINDS),
  level: z.enum(RATE_WARNING_LEVELS),
  /** The metal it is about; null for one about the rates as a whole (a feed that cannot be reached). */
  metal: z.enum(METALS).nullable(),
  /** One or two sentences: what is wrong and what it does to prices. */
  message: z.string(),
  /** ISO time the condition started (the rate's last update, the last good fetch); null when unknown. */
  since: z.string().nullable(),
});
export type RateWarning = z.infer<typeof rateWarningSchema>;

/** GET /api/admin/rate-warnings. */
export const rateWarningListSchema = /* @__PURE__ */ z.object({
  warnings: z.array(rateWarningSchema),
  /** When they were worked out. */
  checkedAt: z.string(),
  /** RATE_STALE_HOURS: a rate older than this is stale. */
  staleAfterHours: z.number().int(),
});
export type RateWarningList = z.infer<typeof rateWarningListSchema>;

const HOUR_MS = 3_600_000;

/**
 * Warnings about the stored rates themselves: each metal with no stored rate (priced at its
 * fallback), and each rate last updated more than `staleAfterHours` ago. In METALS order.
 */
export function storedRateWarnings(
  stored: ReadonlyArray<{ metal: Metal; updatedAt: string }>,
  now: Date,
  staleAfterHours: number,
): RateWarning[] {
  const warnings: RateWarning[] = [];
  for (const metal of METALS) {
    const rate = stored.find((candidate) => candidate.metal === metal);
    if (!rate) {
      warnings.push({
        kind: 'rate_missing',
        level: 'critical',
        metal,
        message: `No ${metal} rate is set: ${metal} pieces are priced at the standby rate of ${formatCents(FALLBACK_RATE_CENTS[metal])} per gram.`,
        since: null,
      });
      continue;
    }
    const ageMs = now.getTime() - new Date(rate.updatedAt).getTime();
    if (ageMs > staleAfterHours * HOUR_MS) {
      warnings.push({
        kind: 'rate_stale',
        level: 'warning',
        metal,
        message: `The ${metal} rate was last updated ${describeHours(Math.floor(ageMs / HOUR_MS))} ago (the limit is ${describeHours(staleAfterHours)}): ${metal} prices may no longer follow the market.`,
        since: rate.updatedAt,
      });
    }
  }
  return warnings;
}

/**
 * A warning for each metal whose pieces are not sold because its rate went stale under a live
 * feed (the standby and held-move cases have warnings of their own: rate_missing, feed_move_pending).
 */
export function reviewWarnings(
  standings: Readonly<Record<Metal, { confirmedAt: string | null }>>,
  review: Readonly<Record<Metal, string | null>> | undefined,
): RateWarning[] {
  return METALS.filter((metal) => review?.[metal] === 'stale').map((metal) => ({
    kind: 'rate_under_review',
    level: 'critical',
    metal,
    message: `${metal} pieces cannot be bought: the rate feed has not confirmed the ${metal} rate in time while the market trades. Check the feed, or set or pin the rate on the Metal Price page.`,
    since: standings[metal].confirmedAt,
  }));
}

/** Critical warnings first; otherwise in the order their sources gave them. */
export function sortRateWarnings(warnings: ReadonlyArray<RateWarning>): RateWarning[] {
  return [...warnings].sort((a, b) => RATE_WARNING_LEVELS.indexOf(a.level) - RATE_WARNING_LEVELS.indexOf(b.level));
}

/** "5 hours", "1 hour", then from 48 hours on in days: "3 days", "2 days and 5 hours". */
export function describeHours(hours: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours < 48) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  const rest = hours - days * 24;
  return rest === 0 ? plural(days, 'day') : `${plural(days, 'day')} and ${plural(rest, 'hour')}`;
}
