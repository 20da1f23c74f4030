import { describe, expect, it } from 'vitest';
import { DEFAULT_FEED_BANDS, formatBand, pinMetalInput, pinnedNow, quotedInFuture, withinBand } from './feed-guard.ts';
import { rateFeedWarnings } from './rate-feed-warnings.ts';
import type { RateFeedStatus } from './rate-feed.ts';

const now = new Date('2026-11-25T12:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('quotedInFuture', () => {
  it('allows a clock a few minutes ahead, not more', () => {
    expect(quotedInFuture(minutes(5), now, 5)).toBe(false);
    expect(quotedInFuture(minutes(-60), now, 5)).toBe(false);
    expect(quotedInFuture(new Date(minutes(5).getTime() + 1), now, 5)).toBe(true);
    expect(quotedInFuture(new Date('2099-01-01T00:00:00Z'), now, 5)).toBe(true);
  });
});

describe('the plausibility bands', () => {
  it('take real spot prices and refuse a unit mix-up or a 10× tick', () => {
    // About $4,000, $50 and $1,500 an ounce.
    expect(withinBand(12_860, DEFAULT_FEED_BANDS.Gold)).toBe(true);
    expect(withinBand(161, DEFAULT_FEED_BANDS.Silver)).toBe(true);
    expect(withinBand(4_823, DEFAULT_FEED_BANDS.Platinum)).toBe(true);
    // Per kilogram read as per ounce: ×32.15; per gram read as per ounce: ÷31.1.
    expect(withinBand(12_860 * 32, DEFAULT_FEED_BANDS.Gold)).toBe(false);
    expect(withinBand(Math.round(12_860 / 31.1035), DEFAULT_FEED_BANDS.Gold)).toBe(false);
    expect(withinBand(161 * 10, DEFAULT_FEED_BANDS.Silver)).toBe(false);
    expect(withinBand(4_823 * 10, DEFAULT_FEED_BANDS.Platinum)).toBe(false);
    expect(formatBand(DEFAULT_FEED_BANDS.Silver)).toBe('$0.10–$5.00');
  });
});

describe('pinnedNow', () => {
  it('holds while pinned and before the until-time', () => {
    expect(pinnedNow({ pinnedAt: null, pinnedUntil: null }, now)).toBe(false);
    expect(pinnedNow({ pinnedAt: minutes(-10).toISOString(), pinnedUntil: null }, now)).toBe(true);
    expect(pinnedNow({ pinnedAt: minutes(-10).toISOString(), pinnedUntil: minutes(1).toISOString() }, now)).toBe(true);
    expect(pinnedNow({ pinnedAt: minutes(-10).toISOString(), pinnedUntil: now.toISOString() }, now)).toBe(false);
  });

  it('reads the pin input: an ISO time with its offset, or null', () => {
    expect(pinMetalInput.safeParse({ until: null }).success).toBe(true);
    expect(pinMetalInput.safeParse({ until: '2026-12-01T09:00:00+04:00' }).success).toBe(true);
    expect(pinMetalInput.safeParse({ until: '2026-12-01T09:00' }).success).toBe(false);
    expect(pinMetalInput.safeParse({}).success).toBe(false);
  });
});

describe('the guard in the dashboard warnings', () => {
  it('says a quote dated in the future was refused, and gives the band of an implausible one', () => {
    const status: RateFeedStatus = {
      configured: true,
      format: 'metals.dev',
      source: 'api.metals.dev',
      intervalMinutes: 15,
      maxMoveBasisPoints: 500,
      maxAgeHours: 72,
      lastGoodAt: now.toISOString(),
      lastFetch: {
        at: now.toISOString(),
        outcome: 'ok',
        failure: null,
        problem: null,
        metals: [
          { metal: 'Gold', verdict: 'future', spotCents: 7600, rateCents: 7600, quotedAt: '2099-01-01T00:00:00.000Z' },
          { metal: 'Silver', verdict: 'invalid', spotCents: 980, rateCents: 980, quotedAt: now.toISOString() },
          { metal: 'Platinum', verdict: 'pinned', spotCents: 3400, rateCents: 3400, quotedAt: now.toISOString() },
        ],
      },
      premiums: [],
      pending: [],
      guard: {
        maxFutureMinutes: 5,
        bands: [{ metal: 'Silver', ...DEFAULT_FEED_BANDS.Silver }],
        anchors: [],
      },
    };
    const warnings = rateFeedWarnings(status, now);
    expect(warnings.map((warning) => [warning.kind, warning.metal])).toEqual([
      ['feed_quote_future', 'Gold'],
      ['feed_quote_invalid', 'Silver'],
    ]);
    expect(warnings[0]!.message).toBe(
      'The rate feed dates its Gold quote in the future (2099-01-01T00:00:00.000Z; at most 5 minutes ahead is accepted): the quote was refused and Gold keeps its last rate.',
    );
    expect(warnings[1]!.message).toContain('(spot $9.80 a gram; the plausible range is $0.10–$5.00)');
  });
});
