import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, taxCents } from '../pricing/cart-totals.ts';
import { taxFor, taxOnAmount, type TaxableLine, type TaxRule } from './tax-rules.ts';
import { DEMO_TAX_TABLE, taxTableSchema } from './tax-table.ts';

const flat: TaxRule = { mode: 'flat' };
const table: TaxRule = { mode: 'table', table: DEMO_TAX_TABLE };
const ring = (amountCents: number): TaxableLine => ({ taxClass: 'jewellery', amountCents });
const coin = (amountCents: number): TaxableLine => ({ taxClass: 'bullion', amountCents });

const lines = fc.array(
  fc.record({
    taxClass: fc.constantFrom('jewellery' as const, 'bullion' as const),
    amountCents: fc.integer({ min: 0, max: 500_000_000 }),
  }),
  { maxLength: 20 },
);

describe('flat tax', () => {
  it("equals today's 8% of the subtotal, coins included, whatever the fulfilment", () => {
    fc.assert(
      fc.property(lines, fc.constantFrom(null, { kind: 'ship', state: 'LA' } as const), (cart, fulfilment) => {
        const subtotal = cart.reduce((total, line) => total + line.amountCents, 0);
        const result = taxFor(flat, cart, fulfilment);
        expect(result.totalCents).toBe(taxCents(subtotal));
        expect(result.lines).toEqual([
          { jurisdiction: 'Sales tax', rateBasisPoints: 800, taxableCents: subtotal, amountCents: taxCents(subtotal) },
        ]);
      }),
    );
  });

  it('rounds half-up once on the subtotal, as the cart does', () => {
    expect(taxFor(flat, [ring(68_500 * 2), ring(117)], null).totalCents).toBe(
      cartTotals([
        { unitPriceCents: 68_500, quantity: 2 },
        { unitPriceCents: 117, quantity: 1 },
      ]).taxCents,
    );
    expect(taxFor(flat, [ring(3), ring(3), ring(1)], null).totalCents).toBe(1); // 0.56 cent once, not 3 × 0.24
  });
});

describe('table tax (the demo table)', () => {
  it('taxes a pick-up at the branch: Metairie 9.75%, Houston 8.25%', () => {
    expect(taxFor(table, [ring(100_000)], { kind: 'pickup', branchId: 'louisiana' }).lines).toEqual([
      {
        jurisdiction: 'Metairie, LA (Jefferson Parish)',
        rateBasisPoints: 975,
        taxableCents: 100_000,
        amountCents: 9_750,
      },
    ]);
    expect(taxFor(table, [ring(100_000)], { kind: 'pickup', branchId: 'houston' }).lines).toEqual([
      { jurisdiction: 'Houston, TX', rateBasisPoints: 825, taxableCents: 100_000, amountCents: 8_250 },
    ]);
  });

  it('leaves bullion out of the taxable amount in Louisiana and Texas, picked up or shipped', () => {
    for (const fulfilment of [
      { kind: 'pickup', branchId: 'louisiana' },
      { kind: 'pickup', branchId: 'houston' },
      { kind: 'ship', state: 'LA' },
      { kind: 'ship', state: 'TX', zip: '77036' },
    ] as const) {
      const [line] = taxFor(table, [ring(50_000), coin(200_000)], fulfilment).lines;
      expect(line!.taxableCents).toBe(50_000);
    }
    // Wholly exempt: one line of nothing, so the receipt still names where it was handed over.
    expect(taxFor(table, [coin(200_000)], { kind: 'ship', state: 'TX' })).toEqual({
      lines: [{ jurisdiction: 'Texas', rateBasisPoints: 820, taxableCents: 0, amountCents: 0 }],
      totalCents: 0,
    });
  });

  it("taxes shipping by the state's rate, and nothing where the shop does not collect", () => {
    expect(taxFor(table, [ring(10_000)], { kind: 'ship', state: 'LA' }).totalCents).toBe(955);
    expect(taxFor(table, [ring(10_000)], { kind: 'ship', state: 'TX' }).totalCents).toBe(820);
    expect(taxFor(table, [ring(10_000), coin(5_000)], { kind: 'ship', state: 'NY' })).toEqual({
      lines: [{ jurisdiction: 'New York', rateBasisPoints: 0, taxableCents: 0, amountCents: 0 }],
      totalCents: 0,
    });
  });

  it('answers the flat estimate until a fulfilment is chosen', () => {
    expect(taxFor(table, [ring(10_000), coin(10_000)], null).lines).toEqual([
      { jurisdiction: 'Sales tax', rateBasisPoints: 800, taxableCents: 20_000, amountCents: 1_600 },
    ]);
  });

  it('rounds each line half-up once', () => {
    expect(taxFor(table, [ring(2)], { kind: 'pickup', branchId: 'louisiana' }).totalCents).toBe(0); // 0.195 cent
    expect(taxFor(table, [ring(6)], { kind: 'pickup', branchId: 'houston' }).totalCents).toBe(0); // 0.495 cent
    expect(taxFor(table, [ring(20)], { kind: 'pickup', branchId: 'louisiana' }).totalCents).toBe(2); // 1.95 cents
  });
});

describe('taxOnAmount', () => {
  it('is exact beyond the doubles: the largest cart at the highest rate', () => {
    expect(taxOnAmount(990_000_000_000_000, 3_000)).toBe(297_000_000_000_000);
    expect(taxOnAmount(999_999_999_999_995, 1)).toBe(100_000_000_000);
  });
});

describe('the TAX_TABLE file', () => {
  it('refuses what the shop could not apply, naming the field', () => {
    const bad = taxTableSchema.safeParse({
      pickup: { louisiana: { jurisdiction: 'Metairie', ratePercent: 9.755 } },
      ship: { XX: { jurisdiction: 'Nowhere', ratePercent: 1 } },
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['pickup.louisiana.ratePercent', 'pickup.houston']));
  });
});
