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
    const rates = resolveRates([{ metal: 'Gold', pricePerGramCents: 7540, updatedAt: at, source: 'feed' }]);
    expect(rates).toEqual({
      Gold: 7540,
      Silver: 95,
      Platinum: 3210,
      Diamond: 15000,
      asOf: { Gold: at, Silver: null, Platinum: null, Diamond: null },
      sources: { Gold: 'feed', Silver: 'standby', Platinum: 'standby', Diamond: 'standby' },
    });
    expect(resolveRates([])).toMatchObject(FALLBACK_RATE_CENTS);
  });

  it("says where a piece's rate came from and when it was set", () => {
    const at = '2026-05-01T09:30:00.000Z';
    const rates = resolveRates([
      { metal: 'Gold', pricePerGramCents: 7540, updatedAt: at, source: 'feed' },
      { metal: 'Platinum', pricePerGramCents: 3300, updatedAt: at, source: 'manual' },
    ]);
    expect(rateSourceOf(rates, 'Gold')).toEqual({ rateSource: 'feed', rateSetAt: at });
    expect(rateSourceOf(rates, 'Platinum')).toEqual({ rateSource: 'manual', rateSetAt: at });
    expect(rateSourceOf(rates, 'Silver')).toEqual({ rateSource: 'standby', rateSetAt: null });
    expect(rateSourceOf(rates, null)).toEqual({ rateSource: null, rateSetAt: null });
    expect(rateSourceOf({ ...FALLBACK_RATE_CENTS }, 'Gold')).toEqual({ rateSource: null, rateSetAt: null });
  });
});
