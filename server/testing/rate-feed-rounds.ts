import type { FeedMetal } from '#domain/rates/rate-feed.ts';
import type { Metal } from '#domain/rates/rate-table.ts';
import type { RateHundredths } from '#domain/rates/rate-units.ts';
import { runRateFeed, type RateFeedReport } from '#server/jobs/rate-feed.ts';
import type { RateFeedSettings } from '#server/modules/rate-feed/rate-feed.settings.ts';
import type { WorkflowDeps } from '#server/workflows/workflow-deps.ts';
import { standInSettings, TROY_OUNCE_GRAMS, type FeedStandIn } from './rate-feed-stand-in.ts';

/**
 * Rounds of the rate feed job against the stand-in, on a clock of the test's own (no timer, no
 * waiting): the settings a shop would have, quotes given per gram, and the stored rates read back.
 */
export class FeedRounds {
  clock = new Date();

  constructor(
    readonly deps: () => WorkflowDeps,
    readonly feed: FeedStandIn,
  ) {}

  settings(overrides: Partial<RateFeedSettings> = {}): RateFeedSettings {
    return standInSettings(this.feed, overrides);
  }

  /**
   * The next round, `minutes` after the last; the feed quotes a minute before it unless told a time.
   * Throws if the round was skipped, so a test reads each metal's verdict at once.
   */
  async round(
    options: { settings?: Partial<RateFeedSettings>; quotedAt?: Date; minutes?: number } = {},
  ): Promise<Record<string, string>> {
    this.clock = new Date(this.clock.getTime() + (options.minutes ?? 15) * 60_000);
    this.feed.quotedAt = options.quotedAt ?? new Date(this.clock.getTime() - 60_000);
    const report: RateFeedReport = await runRateFeed(this.deps(), this.settings(options.settings), this.clock);
    if (report.skipped) throw new Error(`the round was skipped (${report.skipped})`);
    return Object.fromEntries(report.metals.map((result) => [result.metal, result.verdict]));
  }

  /**
   * Tells the stand-in to quote these per-gram rates (hundredths of a cent, as the shop keeps
   * rates), per troy ounce as the services do.
   */
  quote(perGram: Partial<Record<FeedMetal, RateHundredths>>): void {
    const ounce = (rate: RateHundredths) => Math.round((rate / 10_000) * TROY_OUNCE_GRAMS * 1e6) / 1e6;
    if (perGram.Gold !== undefined) this.feed.prices.gold = ounce(perGram.Gold);
    if (perGram.Silver !== undefined) this.feed.prices.silver = ounce(perGram.Silver);
    if (perGram.Platinum !== undefined) this.feed.prices.platinum = ounce(perGram.Platinum);
  }

  /** Each stored metal's rate in hundredths of a cent, read from the database. */
  async rates(): Promise<Record<Metal, RateHundredths>> {
    this.deps().services.rates.invalidate();
    const list = await this.deps().services.rates.list();
    return Object.fromEntries(list.map((metal) => [metal.metal, metal.pricePerGramHundredthCents])) as Record<
      Metal,
      RateHundredths
    >;
  }

  /** The stand-in quotes every metal at its stored rate, so only what a test moves moves. */
  async quoteCurrent(): Promise<Record<Metal, number>> {
    const now = await this.rates();
    this.quote({ Gold: now.Gold, Silver: now.Silver, Platinum: now.Platinum });
    return now;
  }

  async metalId(metal: Metal): Promise<string> {
    return (await this.deps().services.rates.list()).find((candidate) => candidate.metal === metal)!.id;
  }
}
