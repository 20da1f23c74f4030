import type { RateFeedSettings } from '#server/modules/rate-feed/rate-feed.settings.ts';
import { rateFeedWarningSource } from '../rate-feed/rate-feed-actions.ts';
import { RATE_WARNING_SOURCES, type RateWarningSource } from './rate-warnings.ts';

/**
 * Every source of the shop's rate warnings: the dashboard lists them and the admins' alert mails
 * are chosen from them, so both always see the same warnings.
 */
export const shopRateWarningSources = (rateFeed: RateFeedSettings | undefined): readonly RateWarningSource[] => [
  ...RATE_WARNING_SOURCES,
  rateFeedWarningSource(rateFeed),
];
