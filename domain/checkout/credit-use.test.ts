import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditApplied, MIN_CARD_CHARGE_CENTS } from './credit-use.ts';

const cents = fc.integer({ min: 0, max: 99_999_999 });

describe('creditApplied', () => {
  it('uses all the credit asked for when the card still pays at least the minimum', () => {
    expect(creditApplied({ balanceCents: 30_000, requestedCents: 30_000, totalCents: 100_000 })).toBe(30_000);
    expect(creditApplied({ balanceCents: 30_000, requestedCents: 10_000, totalCents: 100_000 })).toBe(10_000);
  });

  it('covers the whole total when the balance reaches it, leaving nothing for the card', () => {
    expect(creditApplied({ balanceCents: 500_000, requestedCents: 500_000, totalCents: 100_000 })).toBe(100_000);
  });

  it('keeps back enough for the minimum card charge when the card would pay a few cents', () => {
    expect(creditApplied({ balanceCents: 99_990, requestedCents: 99_990, totalCents: 100_000 })).toBe(
      100_000 - MIN_CARD_CHARGE_CENTS,
    );
    expect(creditApplied({ balanceCents: 30, requestedCents: 30, totalCents: 40 })).toBe(0);
  });

  it('is never more than the balance, the request or the total, and credit never leaves the card less than the minimum', () => {
    fc.assert(
      fc.property(cents, cents, cents, (balanceCents, requestedCents, totalCents) => {
        const credit = creditApplied({ balanceCents, requestedCents, totalCents });
        const charge = totalCents - credit;
        expect(Number.isInteger(credit)).toBe(true);
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(Math.min(balanceCents, requestedCents, totalCents));
        expect(credit === 0 || charge === 0 || charge >= MIN_CARD_CHARGE_CENTS).toBe(true);
      }),
    );
  });
});
