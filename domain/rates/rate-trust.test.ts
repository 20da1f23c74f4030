import { describe, expect, it } from 'vitest';
import { priceReviewReason, type RateStanding } from './rate-trust.ts';

const tradingNow = new Date('2026-11-25T15:00:00Z'); // a Wednesday, 10:00 in New York
const saturday = new Date('2026-11-28T15:00:00Z');
const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const fresh: RateStanding = {
  standby: false,
  confirmedAt: minutesBefore(tradingNow, 5),
  pinned: false,
  movePending: false,
};
const withFeed = { feedConfigured: true, maxAgeMinutes: 60 };
const withoutFeed = { feedConfigured: false, maxAgeMinutes: 60 };

describe('priceReviewReason', () => {
  it('stands behind a fresh rate, and behind any typed rate when there is no feed', () => {
    expect(priceReviewReason(fresh, withFeed, tradingNow)).toBeNull();
    const lastYear = { ...fresh, confirmedAt: '2025-11-25T15:00:00Z' };
    expect(priceReviewReason(lastYear, withoutFeed, tradingNow)).toBeNull();
  });

  it('never sells at a standby rate, feed or not', () => {
    const standby = { ...fresh, standby: true, confirmedAt: null };
    expect(priceReviewReason(standby, withFeed, tradingNow)).toBe('standby');
    expect(priceReviewReason(standby, withoutFeed, tradingNow)).toBe('standby');
  });

  it('holds a metal whose feed move waits for approval, even when pinned or without a feed', () => {
    expect(priceReviewReason({ ...fresh, movePending: true }, withFeed, tradingNow)).toBe('move_pending');
    expect(priceReviewReason({ ...fresh, movePending: true }, withoutFeed, saturday)).toBe('move_pending');
  });

  it('ages a rate out only while the market trades, at exactly the allowed age', () => {
    expect(
      priceReviewReason({ ...fresh, confirmedAt: minutesBefore(tradingNow, 60) }, withFeed, tradingNow),
    ).toBeNull();
    expect(priceReviewReason({ ...fresh, confirmedAt: minutesBefore(tradingNow, 61) }, withFeed, tradingNow)).toBe(
      'stale',
    );
    expect(
      priceReviewReason({ ...fresh, confirmedAt: minutesBefore(saturday, 24 * 60) }, withFeed, saturday),
    ).toBeNull();
    expect(priceReviewReason({ ...fresh, confirmedAt: null }, withFeed, tradingNow)).toBe('stale');
  });

  it('trusts a pinned rate of any age', () => {
    const pinned = { ...fresh, pinned: true, confirmedAt: minutesBefore(tradingNow, 10_000) };
    expect(priceReviewReason(pinned, withFeed, tradingNow)).toBeNull();
  });
});
