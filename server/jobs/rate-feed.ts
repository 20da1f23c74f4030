import type { FeedMetalResult, LastFetch } from '#domain/rates/rate-feed.ts';
import { FeedError, getFeedJson } from '../modules/rate-feed/feed-client.ts';
import { FEED_FORMATS } from '../modules/rate-feed/feed-formats.ts';
import { feedHost, quotedMetals, type RateFeedSettings } from '../modules/rate-feed/rate-feed.settings.ts';
import { applyQuote } from '../workflows/rate-feed/rate-feed-actions.ts';
import type { WorkflowDeps } from '../workflows/workflow-deps.ts';
import { startRepeatingJob } from './repeating-job.ts';

/**
 * The live rate feed (RATE_FEED_URL): every RATE_FEED_INTERVAL_MINUTES, fetch spot prices, add
 * the shop's premium per metal, and set each rate through the admin's own write (see
 * workflows/rate-feed for the rule per metal: stale, manual edit, guard, applied).
 *
 * A failed fetch (no connection, a non-2xx answer, no answer within RATE_FEED_TIMEOUT_MS, an
 * answer not in the format) changes no rate: it is logged (the kind of failure and the feed's
 * host, never the address or the key) and recorded for the dashboard's warning.
 *
 * Started by server/main.ts when the feed is configured. Safe on several instances: a round first
 * claims the feed in the shared status row, under a PostgreSQL advisory lock (as the retention job
 * does); while one instance fetches the others skip, and an instance whose timer fires within
 * half an interval of another's round skips too, so the feed is asked about once an interval.
 */

export type RateFeedReport = { skipped: 'busy' | 'recent' } | (LastFetch & { skipped?: undefined });

/**
 * One round of the job at `now` (tests pass their own clock). Returns what it did, or why it
 * skipped. Never throws for a feed's failure; a database failure is thrown after the round is
 * recorded as failed.
 */
export async function runRateFeed(
  deps: WorkflowDeps,
  settings: RateFeedSettings,
  now: Date = deps.now(),
): Promise<RateFeedReport> {
  const format = FEED_FORMATS[settings.format];
  const requests = format.requests(settings);
  const leaseMs = settings.timeoutMs * requests.length + 60_000;
  const claim = await deps.services.rateFeed.claim(now, leaseMs, (settings.intervalMinutes * 60_000) / 2);
  if (claim !== 'claimed') return { skipped: claim };

  const where = { format: settings.format, host: feedHost(settings) };
  const finish = async (fetch: LastFetch) => {
    if (!(await deps.services.rateFeed.finish(now, fetch))) {
      deps.log.warn(where, 'rate feed: the round outlived its lease; its status was not recorded');
    }
    return fetch;
  };

  let quotes;
  try {
    const answers: unknown[] = [];
    for (const request of requests) answers.push(await getFeedJson(request, settings.timeoutMs, settings.key));
    quotes = format.quotes(answers, settings);
  } catch (error) {
    const failure = error instanceof FeedError ? error : new FeedError('malformed', 'the answer could not be read');
    deps.log.warn(
      { ...where, failure: failure.failure, problem: failure.detail },
      'rate feed: fetch failed; every rate keeps its last good value',
    );
    return finish({
      at: now.toISOString(),
      outcome: 'failed',
      failure: failure.failure,
      problem: failure.detail,
      metals: [],
    });
  }

  const metals: FeedMetalResult[] = [];
  try {
    for (const metal of quotedMetals(settings)) {
      const quote = quotes.find((candidate) => candidate.metal === metal);
      metals.push(await applyQuote(deps, settings, metal, quote, now));
    }
  } catch (error) {
    await finish({
      at: now.toISOString(),
      outcome: 'failed',
      failure: null,
      problem: 'the fetched rates could not be saved',
      metals,
    });
    throw error;
  }

  const fetch = await finish({ at: now.toISOString(), outcome: 'ok', failure: null, problem: null, metals });
  const summary = Object.fromEntries(metals.map((result) => [result.metal, result.verdict]));
  const held = metals.filter((result) => result.verdict !== 'applied' && result.verdict !== 'unchanged');
  if (held.some((result) => result.verdict !== 'manual')) {
    deps.log.warn({ ...where, verdicts: summary }, 'rate feed: some rates were not taken from the feed');
  } else {
    deps.log.info({ ...where, verdicts: summary }, 'rate feed: fetched');
  }
  return fetch;
}

export interface RateFeedJob {
  /** Stops the timer and waits for a round in progress, so the database can be closed after. */
  stop(): Promise<void>;
}

/**
 * Runs a round now and then every RATE_FEED_INTERVAL_MINUTES. The timer is unref'd; a round that
 * fails is logged and the next one tries again.
 */
export function startRateFeedJob(deps: WorkflowDeps, settings: RateFeedSettings): RateFeedJob {
  const round = async () => {
    try {
      const report = await runRateFeed(deps, settings);
      if (report.skipped) deps.log.debug(`rate feed: skipped (${report.skipped}); another instance fetches`);
    } catch (error) {
      deps.log.error({ err: error }, 'rate feed: round failed; the next one tries again');
    }
  };
  return startRepeatingJob(settings.intervalMinutes * 60_000, round);
}
