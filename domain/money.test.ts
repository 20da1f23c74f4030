import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollarString, divideRoundHalfUp, dollarsToCents, formatCents, parseScaledDecimal } from './money.ts';

describe('divideRoundHalfUp', () => {
  it('rounds halves up and everything else to the nearest', () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    expect(divideRoundHalfUp(25, 10)).toBe(3);
    expect(divideRoundHalfUp(-15, 10)).toBe(-2);
  });

  it('is never more than half a unit away from the exact quotient', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const q = divideRoundHalfUp(n, d);
        expect(Math.abs(q * d - n) * 2).toBeLessThanOrEqual(d);
      }),
    );
  });

  it('refuses fractions and zero denominators', () => {
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
  });
});

describe('decimal parsing', () => {
  it('reads database numerics exactly', () => {
    expect(parseScaledDecimal('68.50', 2)).toBe(6850);
    expect(parseScaledDecimal('0.95', 2)).toBe(95);
    expect(parseScaledDecimal('12.250', 3)).toBe(12250);
    expect(parseScaledDecimal('7', 3)).toBe(7000);
    expect(parseScaledDecimal('.5', 2)).toBe(50);
    expect(parseScaledDecimal('1.005', 2)).toBe(101);
  });

  it('rejects text that is not a number', () => {
    expect(() => parseScaledDecimal('abc', 2)).toThrow(RangeError);
    expect(() => parseScaledDecimal('', 2)).toThrow(RangeError);
  });

  it('round-trips every cent amount through its dollar string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (cents) => {
        expect(parseScaledDecimal(centsToDollarString(cents), 2)).toBe(cents);
      }),
    );
  });

  it('converts dollars typed by a shopper to cents', () => {
    expect(dollarsToCents(5000)).toBe(500_000);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it('formats cents as US dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
  });
});
