import { describe, expect, it } from 'vitest';
import { FALLBACK_RATE_CENTS, metalForCategory, rateSourceOf, resolveRates } from './rate-table.ts';

describe('metalForCategory', () => {
  it('maps categories naming a metal to that metal', () => {
    expect(metalForCategory('Gold')).toBe('Gold');
    expect(metalForCategory("Men's Yellow Gold")).toBe('Gold');
    expect(metalForCategory('silver')).toBe('Silver');
    expect(metalForCategory('Platinum')).toBe('Platinum');
    expect(metalForCategory('Diamond')).toBe('Diamond');
  });

  it('prices anything else, like Coins, at the gold rate', () => {
    expect(metalForCategory('Coins')).toBe('Gold');
    expect(metalForCategory('')).toBe('Gold');
  });
});

describe('resolveRates', () => {
  it('uses the documented fallback for a metal without a stored rate', () => {
    const at = '2026-05-01T09:30:00.000Z';
    const rates = resolveRates([{ metal: 'Gold', pricePerGramCents: 7540, updatedAt: at }]);
    expect(rates).toEqual({
      Gold: 7540,
      Silver: 95,
      Platinum: 3210,
      Diamond: 15000,
      asOf: { Gold: at, Silver: null, Platinum: null, Diamond: null },
    });
    expect(resolveRates([])).toMatchObject(FALLBACK_RATE_CENTS);
  });

  it('says which rate prices a piece: when it was set, or that it is a fallback', () => {
    const at = '2026-05-01T09:30:00.000Z';
    const rates = resolveRates([{ metal: 'Gold', pricePerGramCents: 7540, updatedAt: at }]);
    expect(rateSourceOf(rates, 'Gold')).toEqual({ asOf: at, isFallback: false });
    expect(rateSourceOf(rates, 'Silver')).toEqual({ asOf: null, isFallback: true });
    expect(rateSourceOf(rates, null)).toEqual({ asOf: null, isFallback: false });
  });
});
