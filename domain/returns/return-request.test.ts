import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineRefund, returnDeadline, returnRefusal } from './return-request.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('what returning a line gives back', () => {
  it('is the line and its share of the tax, split as the order was paid', () => {
    const order = {
      subtotal: 100_000,
      tax: 8_000,
      total: 108_000,
      credit: 27_000,
      refunded: 0,
      lines: [{ lineTotal: 60_000 }, { lineTotal: 40_000 }],
    };
    // 60,000 + 4,800 tax = 64,800; a quarter of the order was paid with credit.
    expect(lineRefund(order, 0, 0)).toEqual({ creditCents: 16_200, cardCents: 48_600 });
  });

  it('never gives back more than the card and the credit paid, whatever lines are returned in whatever order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lineTotals, taxPerMille, creditShare) => {
          const subtotal = lineTotals.reduce((sum, cents) => sum + cents, 0);
          const tax = Math.round((subtotal * taxPerMille) / 10_000);
          const total = subtotal + tax;
          const credit = Math.floor(total * creditShare);
          let refunded = 0;
          let creditBack = 0;
          for (const index of lineTotals.keys()) {
            const order = {
              subtotal,
              tax,
              total,
              credit,
              refunded,
              lines: lineTotals.map((lineTotal) => ({ lineTotal })),
            };
            const back = lineRefund(order, index, creditBack);
            expect(back.cardCents).toBeGreaterThanOrEqual(0);
            expect(back.creditCents).toBeGreaterThanOrEqual(0);
            refunded += back.cardCents;
            creditBack += back.creditCents;
          }
          expect(refunded).toBeLessThanOrEqual(total - credit);
          expect(creditBack).toBeLessThanOrEqual(credit);
          // Every line back: at most a cent per line short of all that was paid (the tax shares' rounding).
          expect(total - refunded - creditBack).toBeLessThanOrEqual(2 * lineTotals.length);
        },
      ),
    );
  });
});

describe('whether a line can be returned', () => {
  const delivered = new Date('2026-11-01T12:00:00Z');
  const order = {
    trail: [{ status: 'delivered' as const, at: delivered.toISOString(), by: 'Staff' }],
    lines: [{ returnDays: 30 }, { returnDays: null }],
  } as unknown as Parameters<typeof returnRefusal>[0];

  it('within the window after handover, not a final sale, once', () => {
    const inside = new Date(delivered.getTime() + 30 * DAY_MS);
    expect(returnRefusal(order, 0, inside, new Set())).toBeNull();
    expect(returnRefusal(order, 0, new Date(inside.getTime() + 1), new Set())).toBe('windowClosed');
    expect(returnRefusal(order, 1, inside, new Set())).toBe('finalSale');
    expect(returnRefusal(order, 0, inside, new Set([0]))).toBe('alreadyAsked');
    expect(returnRefusal({ ...order, trail: [] }, 0, inside, new Set())).toBe('notHandedOver');
    expect(returnRefusal(order, 5, inside, new Set())).toBe('notHandedOver');
  });

  it('closes the window at the handover plus its days (30 for a line that never kept them)', () => {
    expect(returnDeadline(order, 0)).toEqual(new Date(delivered.getTime() + 30 * DAY_MS));
    expect(returnDeadline(order, 1)).toBeNull();
    expect(returnDeadline({ ...order, trail: [] }, 0)).toBeNull();
    const old = { ...order, lines: [{}] } as typeof order;
    expect(returnDeadline(old, 0)).toEqual(new Date(delivered.getTime() + 30 * DAY_MS));
    expect(returnRefusal(old, 0, new Date(delivered.getTime() + 31 * DAY_MS), new Set())).toBe('windowClosed');
  });
});
