import { describe, expect, it } from 'vitest';
import type { FeedMetalResult, LastFetch } from '#domain/rates/rate-feed.ts';
import { reviewOf, standingsOf } from './rate-standing.ts';

const stored = [
  { metal: 'Gold' as const, updatedAt: '2026-12-02T10:00:00.000Z' },
  { metal: 'Silver' as const, updatedAt: '2026-12-02T10:00:00.000Z' },
  { metal: 'Diamond' as const, updatedAt: '2026-11-01T10:00:00.000Z' },
];
const result = (metal: FeedMetalResult['metal'], verdict: FeedMetalResult['verdict'], quotedAt: string) =>
  ({ metal, verdict, spotCents: 1, rateCents: 1, quotedAt }) satisfies FeedMetalResult;
const fetch = (metals: FeedMetalResult[]): LastFetch => ({
  at: '2026-12-02T14:45:00.000Z',
  outcome: 'ok',
  failure: null,
  problem: null,
  metals,
});

describe('standingsOf', () => {
  it('counts a quote that applied or confirmed the rate, and nothing else, as a confirmation', () => {
    const standings = standingsOf(
      stored,
      [],
      fetch([
        result('Gold', 'unchanged', '2026-12-02T14:44:00.000Z'),
        result('Silver', 'stale', '2026-12-02T14:44:00Z'),
      ]),
      new Set(),
    );
    expect(standings.Gold.confirmedAt).toBe('2026-12-02T14:44:00.000Z');
    expect(standings.Silver.confirmedAt).toBe('2026-12-02T10:00:00.000Z');
  });

  it('keeps the later of the rate set and the quote (an admin edit after the fetch)', () => {
    const standings = standingsOf(stored, [], fetch([result('Gold', 'applied', '2026-12-02T09:00:00Z')]), new Set());
    expect(standings.Gold.confirmedAt).toBe('2026-12-02T10:00:00.000Z');
  });

  it('marks a metal without a stored rate standby, and a metal with a held move', () => {
    const standings = standingsOf(stored, [{ metal: 'Silver' }], null, new Set(['Gold']));
    expect(standings.Platinum).toEqual({ standby: true, confirmedAt: null, pinned: false, movePending: false });
    expect(standings.Silver.movePending).toBe(true);
    expect(standings.Gold.pinned).toBe(true);
  });
});

describe('reviewOf', () => {
  it('ages only the rates the feed quotes: a typed diamond rate stays the owner’s word', () => {
    const standings = standingsOf(stored, [], null, new Set());
    const wednesday = new Date('2026-12-02T15:00:00Z');
    expect(reviewOf(standings, { feedMetals: ['Gold', 'Silver', 'Platinum'], maxAgeMinutes: 60 }, wednesday)).toEqual({
      Gold: 'stale',
      Silver: 'stale',
      Platinum: 'standby',
      Diamond: null,
    });
    expect(reviewOf(standings, { feedMetals: [], maxAgeMinutes: 60 }, wednesday)).toEqual({
      Gold: null,
      Silver: null,
      Platinum: 'standby',
      Diamond: null,
    });
  });
});
