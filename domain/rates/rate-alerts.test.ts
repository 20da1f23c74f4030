import { describe, expect, it } from 'vitest';
import { holdBeforeMailMs, rateAlertsOf } from './rate-alerts.ts';
import type { RateWarning } from './rate-warnings.ts';

const warning = (kind: RateWarning['kind'], metal: RateWarning['metal']): RateWarning => ({
  kind,
  level: 'warning',
  metal,
  message: `${kind} ${metal ?? ''}`,
  since: null,
});

describe('rateAlertsOf', () => {
  it('mails the listed kinds, one per kind and metal, and leaves the rest on the dashboard', () => {
    const alerts = rateAlertsOf([
      warning('rate_missing', 'Gold'),
      warning('feed_fetch_failed', null),
      warning('feed_move_pending', 'Gold'),
      warning('feed_move_pending', 'Silver'),
      warning('feed_move_pending', 'Gold'),
      warning('rate_stale', 'Platinum'),
      warning('rate_under_review', 'Silver'),
      warning('feed_quote_missing', 'Silver'),
      warning('feed_quote_future', 'Gold'),
    ]);
    expect(alerts.map((alert) => `${alert.kind}:${alert.metal}`)).toEqual([
      'rate_missing:Gold',
      'feed_fetch_failed:all',
      'feed_move_pending:Gold',
      'feed_move_pending:Silver',
      'rate_stale:Platinum',
      'rate_under_review:Silver',
    ]);
  });

  it('waits for failing fetches to last, and mails the others at once', () => {
    const settings = { repeatHours: 12, feedDownMinutes: 30 };
    const [failing, held] = rateAlertsOf([warning('feed_fetch_failed', null), warning('feed_move_pending', 'Gold')]);
    expect(holdBeforeMailMs(failing!.rule, settings)).toBe(30 * 60_000);
    expect(holdBeforeMailMs(held!.rule, settings)).toBe(0);
  });
});
