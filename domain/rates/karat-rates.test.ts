import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_METAL_RATE_CENTS } from './rate-admin.ts';
import { karatRates, purityRateCents, RATE_UNITS } from './karat-rates.ts';
import { PIECE_METALS, pricePiece, PURE, PURITIES, specRecipe } from '../pricing/piece-price.ts';

describe('purityRateCents', () => {
  it('is the quoted rate × fineness / 1000 per gram, rounded half-up to the cent', () => {
    // $75.40 a gram of pure gold: 22K (916) is $69.0664 → $69.07, 18K $56.55, 14K $44.109 → $44.11.
    expect(purityRateCents(7540, 916)).toBe(6907);
    expect(purityRateCents(7540, 750)).toBe(5655);
    expect(purityRateCents(7540, 585)).toBe(4411);
    expect(purityRateCents(7540, PURE)).toBe(7540);
    // Half a cent rounds up: $0.95 × 0.750 = $0.7125 → 71; $0.10 × 0.925 = 9.25 → 9; 1 × 0.5 → 1.
    expect(purityRateCents(95, 750)).toBe(71);
    expect(purityRateCents(10, 925)).toBe(9);
    expect(purityRateCents(1, 500)).toBe(1);
  });

  it('per troy ounce (31.1035 g) and per tola (11.664 g), rounded once', () => {
    // $75.40 × 31.1035 = $2,345.2039 → $2,345.20; × 11.664 = $879.4656 → $879.47.
    expect(purityRateCents(7540, PURE, 'troyOunce')).toBe(234_520);
    expect(purityRateCents(7540, PURE, 'tola')).toBe(87_947);
    // 22K: $75.40 × 0.916 × 31.1035 = $2,148.2068 (not the gram rate $69.07 × 31.1035 = $2,148.32).
    expect(purityRateCents(7540, 916, 'troyOunce')).toBe(214_821);
    expect(RATE_UNITS.troyOunce.tenthMilligrams / 10_000).toBe(31.1035);
    expect(RATE_UNITS.tola.tenthMilligrams / 10_000).toBe(11.664);
  });

  it("is what the shop charges for one gram of that purity (pricePiece's metal line)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PIECE_METALS),
        fc.integer({ min: 1, max: MAX_METAL_RATE_CENTS }),
        fc.nat(),
        (metal, rate, pick) => {
          const purity = PURITIES[metal][pick % PURITIES[metal].length]!;
          const gram = pricePiece({ ...specRecipe(metal, 1000), fineness: purity.fineness }, rate);
          expect(purityRateCents(rate, purity.fineness)).toBe(gram.metalCents);
        },
      ),
    );
  });

  it('never falls as the rate or the fineness rises, and stays exact at the largest rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_METAL_RATE_CENTS - 1 }),
        fc.integer({ min: 1, max: 999 }),
        fc.constantFrom('gram' as const, 'troyOunce' as const, 'tola' as const),
        (rate, fineness, unit) => {
          expect(purityRateCents(rate + 1, fineness, unit)).toBeGreaterThanOrEqual(
            purityRateCents(rate, fineness, unit),
          );
          expect(purityRateCents(rate, fineness + 1, unit)).toBeGreaterThanOrEqual(
            purityRateCents(rate, fineness, unit),
          );
        },
      ),
    );
    // $100,000.00 a gram of pure metal is $3,110,350.00 a troy ounce, to the cent.
    expect(purityRateCents(MAX_METAL_RATE_CENTS, PURE, 'troyOunce')).toBe(311_035_000);
  });
});

describe('karatRates', () => {
  it('lists every purity the shop sells of the metal, the quoted rate first', () => {
    const gold = karatRates('Gold', 7540);
    expect(gold.map((row) => row.purity.short)).toEqual(['pure', '24K', '22K', '21K', '18K', '14K']);
    expect(gold[2]).toEqual({
      purity: PURITIES.Gold[2],
      perGram: 6907,
      perTroyOunce: 214_821,
      perTola: purityRateCents(7540, 916, 'tola'),
    });
    expect(karatRates('Silver', 95).map((row) => [row.purity.short, row.perGram])).toEqual([
      ['pure', 95],
      ['999', 95],
      ['925', 88],
    ]);
    expect(karatRates('Diamond', 15_000)).toHaveLength(1);
  });
});
