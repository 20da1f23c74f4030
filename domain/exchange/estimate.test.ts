import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finenessTenths } from '../rates/rate-units.ts';
import { manualRates, resolveRates } from '../rates/rate-table.ts';
import { BUY_FINENESSES, BUY_METALS, buyRateCents, buyRateOf, type BuyMetal } from './buy-rates.ts';
import { estimateInput, estimateLines } from './estimate.ts';

// An offer for old metal: the lines add up to it, it is never more than the metal is sold for
// (weight × fineness × sell rate), and each line is rounded half-up once.

const sellValueCents = (milligrams: number, perGramHundredths: number, fineness: number) => {
  // mg × hundredths of a cent per gram × tenths per mille: cents × 1,000 × 100 × 10,000.
  const exact = BigInt(milligrams) * BigInt(perGramHundredths) * BigInt(finenessTenths(fineness));
  const scale = 1_000n * 100n * 10_000n;
  return Number((exact * 2n + scale) / (scale * 2n));
};

const SET_AT = '2026-01-01T00:00:00.000Z';

describe('estimateLines', () => {
  it('prices 10 g of 22K gold at $75/g pure, 4% below, less a 1.5% assay deduction', () => {
    const rates = manualRates({ Gold: 7_500 });
    const rate = buyRateOf(rates, [{ metal: 'Gold', fineness: null, basisPoints: 400 }], 'Gold', 916);
    expect(buyRateCents(rate)).toBe(6_595);
    // 10 g × $68.70 × 0.96 = $659.52; 1.5% of it = $9.8928 → $9.89.
    expect(estimateLines(10_000, rate, 6_595, 150)).toEqual({
      offerCents: 64_963,
      lines: [
        { kind: 'metal', milligrams: 10_000, fineness: 916, buyRatePerGramCents: 6_595, cents: 65_952 },
        { kind: 'assay', basisPoints: 150, cents: -989 },
      ],
    });
  });

  it('adds up to the offer and never exceeds weight × fineness × sell rate, over many cases', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUY_METALS),
        fc.nat({ max: 100 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (metal: BuyMetal, pick, milligrams, perGramHundredths, spread, assay) => {
          const fineness = BUY_FINENESSES[metal][pick % BUY_FINENESSES[metal].length]!;
          const rates = resolveRates([{ metal, perGram: perGramHundredths, updatedAt: SET_AT, source: 'manual' }]);
          const rate = buyRateOf(rates, [{ metal, fineness: null, basisPoints: spread }], metal, fineness);
          const { offerCents, lines } = estimateLines(milligrams, rate, buyRateCents(rate), assay);
          expect(lines.reduce((sum, line) => sum + line.cents, 0)).toBe(offerCents);
          expect(offerCents).toBeGreaterThanOrEqual(0);
          expect(offerCents).toBeLessThanOrEqual(sellValueCents(milligrams, perGramHundredths, fineness));
          expect(buyRateCents(rate)).toBeLessThanOrEqual(buyRateCents({ ...rate, spreadBasisPoints: 0 }));
          for (const line of lines) expect(Number.isInteger(line.cents)).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('estimateInput', () => {
  it('takes a bought purity and a weight to a milligram, and refuses the rest', () => {
    expect(estimateInput.safeParse({ metal: 'Gold', fineness: 916, grams: 12.345 }).success).toBe(true);
    for (const body of [
      { metal: 'Gold', fineness: 916, grams: 1.2345 },
      { metal: 'Gold', fineness: 916, grams: 0 },
      { metal: 'Gold', fineness: 916, grams: 10_001 },
      { metal: 'Gold', fineness: 1000, grams: 1 },
      { metal: 'Silver', fineness: 916, grams: 1 },
      { metal: 'Diamond', fineness: 1000, grams: 1 },
      { metal: 'Gold', fineness: 916, grams: '5' },
    ]) {
      expect(estimateInput.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
