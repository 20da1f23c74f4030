import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeBasisPoints, directionOf, formatBasisPoints, formatRateMove } from './rate-change.ts';

describe('changeBasisPoints', () => {
  it('is the move in hundredths of a percent, rounded half away from zero', () => {
    expect(changeBasisPoints(7500, 8000)).toBe(667); // +6.666…%
    expect(changeBasisPoints(120, 100)).toBe(-1667); // −16.666…%
    expect(changeBasisPoints(8000, 8000)).toBe(0);
    expect(changeBasisPoints(20_000, 20_001)).toBe(1); // +0.005% → 0.01%
    expect(changeBasisPoints(20_001, 20_000)).toBe(0); // −0.0049…%
    expect(changeBasisPoints(100, 300)).toBe(20_000);
  });

  it('has no move from a rate that was not positive', () => {
    expect(changeBasisPoints(0, 500)).toBe(0);
  });

  it('has the sign of the move', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (from, to) => {
        const move = changeBasisPoints(from, to);
        if (to > from) expect(move).toBeGreaterThanOrEqual(0);
        if (to < from) expect(move).toBeLessThanOrEqual(0);
        expect(changeBasisPoints(from, from)).toBe(0);
      }),
    );
  });
});

describe('formatting a move', () => {
  it('shows ▲ or ▼ and the size with two decimals', () => {
    expect(formatRateMove(667)).toBe('▲ 6.67%');
    expect(formatRateMove(-1667)).toBe('▼ 16.67%');
    expect(formatRateMove(5)).toBe('▲ 0.05%');
    expect(formatRateMove(0)).toBe('0.00%');
    expect(formatBasisPoints(-40)).toBe('0.40%');
    expect([directionOf(3), directionOf(-3), directionOf(0)]).toEqual(['up', 'down', 'flat']);
  });
});
