import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beyondGuard,
  exactDecimal,
  formatMove,
  formatPremium,
  moveBasisPoints,
  plausibleRate,
  rateFromQuote,
  updateRateFeedPremiumsInput,
  type RateFeedStatus,
} from './rate-feed.ts';
import { rateFeedWarnings } from './rate-feed-warnings.ts';

describe('exactDecimal', () => {
  it('reads JSON numbers and decimal strings as written, exponents included', () => {
    expect(exactDecimal(2345.67)).toEqual({ digits: 234567n, scale: 2 });
    expect(exactDecimal('0.0300')).toEqual({ digits: 300n, scale: 4 });
    expect(exactDecimal(1e-7)).toEqual({ digits: 1n, scale: 7 });
    expect(exactDecimal(2.5e3)).toEqual({ digits: 2500n, scale: 0 });
    expect(exactDecimal(-3)).toEqual({ digits: -3n, scale: 0 });
  });

  it('refuses what is not a finite decimal', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '', '1,5', '0x10', 'abc', '1e999']) {
      expect(exactDecimal(value)).toBeUndefined();
    }
  });
});

describe('rateFromQuote', () => {
  it('turns a price per troy ounce into hundredths of a cent per gram (31.1035 g), rounded half-up once', () => {
    // 2363.866 / 31.1035 = 76.0000 exactly
    expect(rateFromQuote(2363.866, 'per_ounce', 0)).toBe(760_000);
    // 2345.67 / 31.1035 = 75.41498…: $75.4150 (whole cents would have said $75.41)
    expect(rateFromQuote(2345.67, 'per_ounce', 0)).toBe(754_150);
    // 2345.6705 / 31.1035 = 75.415 exactly
    expect(rateFromQuote('2345.6705', 'per_ounce', 0)).toBe(754_150);
    // 0.000125 / 1 g = 1.25 hundredths of a cent: rounds to 1; 0.00015 is half: up to 2
    expect(rateFromQuote('0.000125', 'per_gram', 0)).toBe(1);
    expect(rateFromQuote('0.00015', 'per_gram', 0)).toBe(2);
    expect(rateFromQuote(75_415.58, 'per_kilogram', 0)).toBe(754_156);
  });

  it('adds the premium before the one rounding', () => {
    // 76.00 × 1.025 = 77.90
    expect(rateFromQuote(2363.866, 'per_ounce', 250)).toBe(779_000);
    // 0.98 × 1.0001 = 0.980098 → $0.9801: silver keeps the premium's hundredth of a cent
    expect(rateFromQuote(0.98, 'per_gram', 1)).toBe(9_801);
  });

  it('never lowers the rate for a higher premium, and is the spot rate at 0 %', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 9_999 }),
        (hundredthsOfCent, premium) => {
          const quote = (hundredthsOfCent / 10_000).toString();
          const lower = rateFromQuote(quote, 'per_ounce', premium)!;
          const higher = rateFromQuote(quote, 'per_ounce', premium + 1)!;
          expect(higher).toBeGreaterThanOrEqual(lower);
          expect(rateFromQuote(quote, 'per_gram', 0)).toBe(hundredthsOfCent);
        },
      ),
    );
  });

  it('gives undefined for a quote that is not a number; plausibleRate refuses what cannot be stored', () => {
    expect(rateFromQuote('n/a', 'per_gram', 0)).toBeUndefined();
    expect(plausibleRate(rateFromQuote(0, 'per_gram', 0))).toBe(false);
    expect(plausibleRate(rateFromQuote(-5, 'per_gram', 0))).toBe(false);
    expect(plausibleRate(rateFromQuote(100_000.0001, 'per_gram', 0))).toBe(false);
    expect(plausibleRate(rateFromQuote(100_000, 'per_gram', 0))).toBe(true);
    expect(plausibleRate(rateFromQuote(0.0001, 'per_gram', 0))).toBe(true);
    expect(plausibleRate(rateFromQuote(0.00004, 'per_gram', 0))).toBe(false);
  });
});

describe('the guard', () => {
  it('lets a move of exactly the limit through and holds anything beyond it, either way', () => {
    expect(beyondGuard(10_000, 10_500, 500)).toBe(false);
    expect(beyondGuard(10_000, 10_501, 500)).toBe(true);
    expect(beyondGuard(10_000, 9_500, 500)).toBe(false);
    expect(beyondGuard(10_000, 9_499, 500)).toBe(true);
    expect(beyondGuard(98, 99, 500)).toBe(false);
  });

  it('measures moves in signed basis points', () => {
    expect(moveBasisPoints(7540, 8294)).toBe(1000);
    expect(moveBasisPoints(7540, 7000)).toBe(-716);
    expect(formatMove(1000)).toBe('+10.00 %');
    expect(formatMove(-716)).toBe('−7.16 %');
    expect(formatPremium(250)).toBe('2.5 %');
    expect(formatPremium(0)).toBe('0 %');
  });
});

describe('premiums input', () => {
  it('takes basis points per metal, at least one, never diamond', () => {
    expect(updateRateFeedPremiumsInput.safeParse({ Gold: 250 }).success).toBe(true);
    expect(updateRateFeedPremiumsInput.safeParse({}).success).toBe(false);
    expect(updateRateFeedPremiumsInput.safeParse({ Diamond: 100 }).success).toBe(false);
    expect(updateRateFeedPremiumsInput.safeParse({ Gold: 2.5 }).success).toBe(false);
    expect(updateRateFeedPremiumsInput.safeParse({ Gold: -1 }).success).toBe(false);
    expect(updateRateFeedPremiumsInput.safeParse({ Silver: 10_001 }).success).toBe(false);
  });
});

describe('rateFeedWarnings', () => {
  const base: RateFeedStatus = {
    configured: true,
    format: 'metals.dev',
    source: 'api.metals.dev',
    intervalMinutes: 15,
    maxMoveBasisPoints: 500,
    maxAgeHours: 72,
    lastFetch: null,
    lastGoodAt: null,
    premiums: [],
    pending: [],
    guard: null,
  };
  const now = new Date('2026-11-25T12:00:00Z');

  it('says nothing before the first fetch, or after a good one', () => {
    expect(rateFeedWarnings(base, now)).toEqual([]);
    expect(
      rateFeedWarnings(
        {
          ...base,
          lastFetch: {
            at: now.toISOString(),
            outcome: 'ok',
            failure: null,
            problem: null,
            metals: [
              { metal: 'Gold', verdict: 'applied', spotCents: 7600, rateCents: 7600, quotedAt: now.toISOString() },
            ],
          },
        },
        now,
      ),
    ).toEqual([]);
  });

  it('warns of a failed fetch, a stale quote and a move waiting for approval', () => {
    const failed = rateFeedWarnings(
      {
        ...base,
        lastGoodAt: '2026-11-25T11:00:00Z',
        lastFetch: { at: '2026-11-25T11:45:00Z', outcome: 'failed', failure: 'timeout', problem: null, metals: [] },
      },
      now,
    );
    expect(failed).toEqual([
      expect.objectContaining({ kind: 'feed_fetch_failed', metal: null, since: '2026-11-25T11:45:00Z' }),
    ]);
    expect(failed[0]!.message).toMatch(/did not answer in time.*last good fetch/);

    const stale = rateFeedWarnings(
      {
        ...base,
        lastFetch: {
          at: now.toISOString(),
          outcome: 'ok',
          failure: null,
          problem: null,
          metals: [
            { metal: 'Silver', verdict: 'stale', spotCents: 98, rateCents: 98, quotedAt: '2026-11-22T02:00:00Z' },
          ],
        },
        pending: [
          {
            id: 'feedq_1',
            metal: 'Gold',
            fromCents: 7540,
            toCents: 8294,
            spotCents: 8294,
            fromRate: 754_000,
            toRate: 829_400,
            premiumBasisPoints: 0,
            moveBasisPoints: 1000,
            quotedAt: now.toISOString(),
            fetchedAt: now.toISOString(),
          },
        ],
      },
      now,
    );
    expect(stale.map((warning) => warning.kind)).toEqual(['feed_quote_stale', 'feed_move_pending']);
    expect(stale[0]!.message).toBe(
      "The rate feed's Silver quote is 82 hours old (the limit is 72 hours): Silver keeps its last good rate.",
    );
    expect(stale[1]!.message).toBe(
      'A Gold move of +10.00 % ($75.40 → $82.94 per gram) from the rate feed waits for approval on the Metal Price page.',
    );
  });

  it('says nothing of the last fetch once the feed is no longer configured', () => {
    const warnings = rateFeedWarnings(
      {
        ...base,
        configured: false,
        lastFetch: { at: now.toISOString(), outcome: 'failed', failure: 'network', problem: null, metals: [] },
      },
      now,
    );
    expect(warnings).toEqual([]);
  });
});
