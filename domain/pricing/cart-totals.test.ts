import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, taxCents } from './cart-totals.ts';

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
