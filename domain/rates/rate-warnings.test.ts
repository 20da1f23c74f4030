import { describe, expect, it } from 'vitest';
import { describeHours, sortRateWarnings, storedRateWarnings, type RateWarning } from './rate-warnings.ts';

const NOW = new Date('2030-03-10T12:00:00.000Z');
const ago = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const fresh = (metal: 'Gold' | 'Silver' | 'Platinum' | 'Diamond') => ({ metal, updatedAt: ago(1) });

describe('storedRateWarnings', () => {
  it('has nothing to say when every rate is set and recent', () => {
    expect(storedRateWarnings([fresh('Gold'), fresh('Silver'), fresh('Platinum'), fresh('Diamond')], NOW, 48)).toEqual(
      [],
    );
  });

  it('calls a missing rate critical: its pieces are priced at the fallback', () => {
    expect(storedRateWarnings([fresh('Gold'), fresh('Platinum'), fresh('Diamond')], NOW, 48)).toEqual([
      {
        kind: 'rate_missing',
        level: 'critical',
        metal: 'Silver',
        message: 'No Silver rate is set: Silver pieces are priced at the standby rate of $0.95 per gram.',
        since: null,
      },
    ]);
  });

  it('calls a rate stale only past the limit', () => {
    const stored = [
      { metal: 'Gold' as const, updatedAt: ago(48) },
      { metal: 'Silver' as const, updatedAt: new Date(NOW.getTime() - 48 * 3_600_000 - 1).toISOString() },
      { metal: 'Platinum' as const, updatedAt: ago(30) },
      { metal: 'Diamond' as const, updatedAt: ago(24 * 9 + 5) },
    ];
    const warnings = storedRateWarnings(stored, NOW, 48);
    expect(warnings.map((w) => [w.kind, w.metal, w.since])).toEqual([
      ['rate_stale', 'Silver', stored[1]!.updatedAt],
      ['rate_stale', 'Diamond', stored[3]!.updatedAt],
    ]);
    expect(warnings[1]!.message).toBe(
      'The Diamond rate was last updated 9 days and 5 hours ago (the limit is 2 days): Diamond prices may no longer follow the market.',
    );
    expect(storedRateWarnings(stored, NOW, 6).map((w) => w.metal)).toEqual(['Gold', 'Silver', 'Platinum', 'Diamond']);
  });
});

describe('sortRateWarnings', () => {
  it('puts critical warnings first and keeps the rest in order', () => {
    const warning = (metal: RateWarning['metal'], level: RateWarning['level']): RateWarning => ({
      kind: level === 'critical' ? 'rate_missing' : 'rate_stale',
      level,
      metal,
      message: '',
      since: null,
    });
    const sorted = sortRateWarnings([
      warning('Gold', 'warning'),
      warning('Silver', 'critical'),
      warning('Platinum', 'warning'),
      warning(null, 'critical'),
    ]);
    expect(sorted.map((w) => w.metal)).toEqual(['Silver', null, 'Gold', 'Platinum']);
  });
});

describe('describeHours', () => {
  it('counts hours, then days', () => {
    expect([1, 5, 47, 48, 49, 72, 221].map(describeHours)).toEqual([
      '1 hour',
      '5 hours',
      '47 hours',
      '2 days',
      '2 days and 1 hour',
      '3 days',
      '9 days and 5 hours',
    ]);
  });
});
