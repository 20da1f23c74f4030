import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Quote } from '#domain/checkout/checkout.ts';
import { creditApplied } from '#domain/checkout/credit-use.ts';
import { creditAmountText, creditKeptBack, parseCreditAmount } from './credit-amount.ts';

const BALANCE = 123_456;

describe('parseCreditAmount', () => {
  it.each([
    ['150', 15_000],
    ['150.5', 15_050],
    ['0.05', 5],
    ['.5', 50],
    ['12.', 1_200],
    ['1,234.56', 123_456],
    ['$20.05', 2_005],
    [' 20 ', 2_000],
    ['١٥٠٫٧٥', 15_075],
    ['١٬٢٣٤', 123_400],
  ])('reads %j as %i cents', (text, cents) => expect(parseCreditAmount(text, BALANCE)).toEqual({ ok: true, cents }));

  it.each(['', 'abc', '12.345', '-5', '1e3', '12.3.4', '$', '.'])('refuses %j as not an amount', (text) =>
    expect(parseCreditAmount(text, BALANCE)).toEqual({ ok: false, error: 'format' }),
  );

  it('refuses nothing and more than the balance', () => {
    expect(parseCreditAmount('0', BALANCE)).toEqual({ ok: false, error: 'zero' });
    expect(parseCreditAmount('0.00', BALANCE)).toEqual({ ok: false, error: 'zero' });
    expect(parseCreditAmount('1234.57', BALANCE)).toEqual({ ok: false, error: 'overBalance' });
    expect(parseCreditAmount('1234.56', BALANCE)).toEqual({ ok: true, cents: BALANCE });
  });

  it('reads back every amount the field is filled with, to the cent', () =>
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (cents) => {
        expect(parseCreditAmount(creditAmountText(cents), Number.MAX_SAFE_INTEGER)).toEqual({ ok: true, cents });
      }),
    ));
});

/** The server's answer for a total, a balance and a request, as credit-use.ts works it out. */
function quoteFor(totalCents: number, balanceCents: number, requestedCents: number): Quote {
  const credit = creditApplied({ balanceCents, requestedCents, totalCents });
  return { total: totalCents, credit, charge: totalCents - credit } as Quote;
}

describe('creditKeptBack', () => {
  it('is what stayed on the account so the card pays its 50-cent minimum', () => {
    expect(creditKeptBack(99_990, 99_990, quoteFor(100_000, 99_990, 99_990))).toBe(40);
    expect(creditKeptBack(30, 30, quoteFor(40, 30, 30))).toBe(30);
  });

  it('is nothing when the credit was used as asked, covered the order, or was not asked for', () => {
    expect(creditKeptBack(10_000, 30_000, quoteFor(100_000, 30_000, 10_000))).toBe(0);
    expect(creditKeptBack(500_000, 500_000, quoteFor(100_000, 500_000, 500_000))).toBe(0);
    expect(creditKeptBack(null, 30_000, quoteFor(100_000, 30_000, 0))).toBe(0);
  });
});
