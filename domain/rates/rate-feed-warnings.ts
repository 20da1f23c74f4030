import { formatCents } from '../money.ts';
import { formatBand } from './feed-guard.ts';
import { formatMove, type FeedFailure, type FeedMetal, type RateFeedStatus } from './rate-feed.ts';

// The rate feed's dashboard warnings (shared by the server's warning list and its tests).

/**
 * The feed's kinds of dashboard warning, in the shape of the dashboard's rate warnings
 * (domain/rates/rate-warnings.ts: kind, level, metal, message, since).
 */
export const RATE_FEED_WARNING_KINDS = [
  'feed_fetch_failed',
  'feed_quote_stale',
  'feed_quote_future',
  'feed_quote_missing',
  'feed_quote_invalid',
  'feed_move_pending',
] as const;
type RateFeedWarningKind = (typeof RATE_FEED_WARNING_KINDS)[number];

interface RateFeedWarning {
  kind: RateFeedWarningKind;
  level: 'critical' | 'warning';
  /** The metal it is about; null for the whole feed. */
  metal: FeedMetal | null;
  /** One or two sentences for the admin. */
  message: string;
  /** ISO time the condition started (the failed fetch, the quote, the held-back move); null when unknown. */
  since: string | null;
}

const FAILURE_WORDS: Readonly<Record<FeedFailure, string>> = {
  timeout: 'the feed did not answer in time',
  network: 'the feed could not be reached',
  http: 'the feed answered with an error',
  malformed: 'its answer was not in the expected format',
  provider: 'the feed reported an error',
  too_large: 'its answer was too large',
};

const HOUR_MS = 3_600_000;

/** " (spot $754.00 a gram; the plausible range is $10.00–$500.00)", or nothing without a band. */
function bandWords(status: RateFeedStatus, metal: FeedMetal): string {
  const band = status.guard?.bands.find((candidate) => candidate.metal === metal);
  const spot = status.lastFetch?.metals.find((result) => result.metal === metal)?.spotCents;
  if (!band) return '';
  return ` (${spot == null ? '' : `spot ${formatCents(spot)} a gram; `}the plausible range is ${formatBand(band)})`;
}

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

/**
 * The feed's warnings for the dashboard: a failed last fetch, quotes that were stale, missing or
 * unusable (each metal keeps its last good rate), and moves waiting for approval.
 */
export function rateFeedWarnings(status: RateFeedStatus, now: Date): RateFeedWarning[] {
  const warnings: RateFeedWarning[] = [];
  const last = status.lastFetch;
  if (status.configured && last) {
    if (last.outcome === 'failed') {
      warnings.push({
        kind: 'feed_fetch_failed',
        level: 'warning',
        metal: null,
        message: `The rate feed's last fetch failed: ${last.failure ? FAILURE_WORDS[last.failure] : 'unknown problem'}${
          last.problem ? ` (${last.problem})` : ''
        }. Rates stay at ${status.lastGoodAt ? 'the last good fetch' : 'their last edit'} until a fetch succeeds.`,
        since: last.at,
      });
    } else {
      for (const result of last.metals) {
        if (result.verdict === 'stale') {
          const age = result.quotedAt
            ? Math.floor((now.getTime() - new Date(result.quotedAt).getTime()) / HOUR_MS)
            : undefined;
          warnings.push({
            kind: 'feed_quote_stale',
            level: 'warning',
            metal: result.metal,
            message: `The rate feed's ${result.metal} quote is ${age === undefined ? 'too old' : `${hours(age)} old`}${
              status.maxAgeHours === null ? '' : ` (the limit is ${hours(status.maxAgeHours)})`
            }: ${result.metal} keeps its last good rate.`,
            since: result.quotedAt,
          });
        } else if (result.verdict === 'future') {
          warnings.push({
            kind: 'feed_quote_future',
            level: 'warning',
            metal: result.metal,
            message: `The rate feed dates its ${result.metal} quote in the future (${result.quotedAt ?? 'unknown'}${
              status.guard ? `; at most ${status.guard.maxFutureMinutes} minutes ahead is accepted` : ''
            }): the quote was refused and ${result.metal} keeps its last rate.`,
            since: last.at,
          });
        } else if (result.verdict === 'missing') {
          warnings.push({
            kind: 'feed_quote_missing',
            level: 'warning',
            metal: result.metal,
            message: `The rate feed's last answer had no ${result.metal} price: ${result.metal} keeps its last rate.`,
            since: last.at,
          });
        } else if (result.verdict === 'invalid') {
          warnings.push({
            kind: 'feed_quote_invalid',
            level: 'warning',
            metal: result.metal,
            message: `The rate feed's ${result.metal} price gives a rate the shop cannot use${bandWords(
              status,
              result.metal,
            )}: ${result.metal} keeps its last rate.`,
            since: last.at,
          });
        }
      }
    }
  }
  for (const pending of status.pending) {
    warnings.push({
      kind: 'feed_move_pending',
      level: 'warning',
      metal: pending.metal,
      message: `A ${pending.metal} move of ${formatMove(pending.moveBasisPoints)} (${formatCents(
        pending.fromCents,
      )} → ${formatCents(pending.toCents)} per gram) from the rate feed waits for approval on the Metal Price page.`,
      since: pending.fetchedAt,
    });
  }
  return warnings;
}
