import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, estimatePriceCents, taxCents } from './estimate.ts';
import { FALLBACK_RATE_CENTS, metalForCategory, rateSourceOf, resolveRates } from '../rates/rate-table.ts';

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

describe('estimatePriceCents', () => {
  it('is weight times the per-gram rate, rounded half-up to the cent', () => {
    expect(estimatePriceCents(10_000, 6850)).toBe(68_500); // 10 g x $68.50
    expect(estimatePriceCents(1_234, 95)).toBe(117); // 1.234 g x $0.95 = $1.1723
    expect(estimatePriceCents(1_000, 5)).toBe(5);
    expect(estimatePriceCents(100, 5)).toBe(1); // 0.5 cent rounds up
    expect(estimatePriceCents(99, 5)).toBe(0);
  });

  it('grows with weight and with rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (w1, w2, r1, r2) => {
          const [lightW, heavyW] = w1 <= w2 ? [w1, w2] : [w2, w1];
          const [lowR, highR] = r1 <= r2 ? [r1, r2] : [r2, r1];
          expect(estimatePriceCents(lightW, lowR)).toBeLessThanOrEqual(estimatePriceCents(heavyW, lowR));
          expect(estimatePriceCents(lightW, lowR)).toBeLessThanOrEqual(estimatePriceCents(lightW, highR));
        },
      ),
    );
  });
});

describe('cart totals', () => {
  it('charges 8% tax on the subtotal', () => {
    expect(taxCents(10_000)).toBe(800);
    expect(taxCents(6)).toBe(0); // 0.48 cent
    expect(taxCents(7)).toBe(1); // 0.56 cent
    expect(
      cartTotals([
        { unitPriceCents: 68_500, quantity: 2 },
        { unitPriceCents: 117, quantity: 1 },
      ]),
    ).toEqual({
      subtotalCents: 137_117,
      taxCents: 10_969,
      totalCents: 148_086,
    });
  });

  const lines = fc.array(
    fc.record({ unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }), quantity: fc.integer({ min: 1, max: 50 }) }),
    { maxLength: 20 },
  );

  it('total is always subtotal plus tax, in whole cents', () => {
    fc.assert(
      fc.property(lines, (cart) => {
        const totals = cartTotals(cart);
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.taxCents);
        expect(Number.isInteger(totals.taxCents)).toBe(true);
      }),
    );
  });

  it('never loses a cent to rounding: tax is within half a cent of 8%', () => {
    fc.assert(
      fc.property(lines, (cart) => {
        const { subtotalCents, taxCents: tax } = cartTotals(cart);
        expect(subtotalCents).toBe(cart.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0));
        expect(Math.abs(tax * 100 - subtotalCents * 8)).toBeLessThanOrEqual(50);
      }),
    );
  });
});
