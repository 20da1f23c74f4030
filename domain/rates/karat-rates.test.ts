import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_METAL_RATE_CENTS } from '../money-limits.ts';
import { karatRates, purityRateCents, RATE_UNITS } from './karat-rates.ts';
import { manualRates, pieceRate, resolveRates } from './rate-table.ts';
import { PIECE_METALS, pricePiece, pureAlloyRate, PURE, PURITIES, specRecipe } from '../pricing/piece-price.ts';

/** A purity's rate in millionths of a cent, from a whole-cent pure rate. */
const alloy = (pureCents: number, fineness: number) => pureAlloyRate(pureCents * 100, fineness).perGramMillionths;

describe('purityRateCents', () => {
  it('is the quoted rate × fineness / 1000 per gram, rounded half-up to the cent', () => {
    // $75.40 a gram of pure gold: 22K (916) is $69.0664 → $69.07, 18K $56.55, 14K $44.109 → $44.11.
    expect(purityRateCents(alloy(7540, 916))).toBe(6907);
    expect(purityRateCents(alloy(7540, 750))).toBe(5655);
    expect(purityRateCents(alloy(7540, 585))).toBe(4411);
    expect(purityRateCents(alloy(7540, PURE))).toBe(7540);
    // 10K (417): $31.4418 → $31.44; four nines: $75.39246 → $75.39.
    expect(purityRateCents(alloy(7540, 417))).toBe(3144);
    expect(purityRateCents(alloy(7540, 999.9))).toBe(7539);
    // Half a cent rounds up: $0.95 × 0.750 = $0.7125 → 71; $0.10 × 0.925 = 9.25 → 9; 1 × 0.5 → 1.
    expect(purityRateCents(alloy(95, 750))).toBe(71);
    expect(purityRateCents(alloy(10, 925))).toBe(9);
    expect(purityRateCents(alloy(1, 500))).toBe(1);
  });

  it('keeps a rate typed to a hundredth of a cent: silver at $0.9849 is not $0.98', () => {
    // Sterling at $0.9849 a gram of pure silver: $0.9110325 a gram → $0.91; 1 kg of it $911.03.
    const sterling = pureAlloyRate(9_849, 925).perGramMillionths;
    expect(purityRateCents(sterling)).toBe(91);
    expect(
      pricePiece({ ...specRecipe('Silver', 1_000_000), fineness: 925 }, { perGramMillionths: sterling }).totalCents,
    ).toBe(91_103);
  });

  it('per troy ounce (31.1035 g) and per tola (11.664 g), rounded once', () => {
    // $75.40 × 31.1035 = $2,345.2039 → $2,345.20; × 11.664 = $879.4656 → $879.47.
    expect(purityRateCents(alloy(7540, PURE), 'troyOunce')).toBe(234_520);
    expect(purityRateCents(alloy(7540, PURE), 'tola')).toBe(87_947);
    // 22K: $75.40 × 0.916 × 31.1035 = $2,148.2068 (not the gram rate $69.07 × 31.1035 = $2,148.32).
    expect(purityRateCents(alloy(7540, 916), 'troyOunce')).toBe(214_821);
    expect(RATE_UNITS.troyOunce.tenthMilligrams / 10_000).toBe(31.1035);
    expect(RATE_UNITS.tola.tenthMilligrams / 10_000).toBe(11.664);
  });

  it("is what the shop charges for one gram of that purity (pricePiece's metal line)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PIECE_METALS),
        fc.integer({ min: 1, max: MAX_METAL_RATE_CENTS * 100 }),
        fc.nat(),
        (metal, rate, pick) => {
          const purity = PURITIES[metal][pick % PURITIES[metal].length]!;
          const perGram = pureAlloyRate(rate, purity.fineness);
          const gram = pricePiece({ ...specRecipe(metal, 1000), fineness: purity.fineness }, perGram);
          expect(purityRateCents(perGram.perGramMillionths)).toBe(gram.metalCents);
        },
      ),
    );
  });

  it('never falls as the rate rises, and stays exact at the largest rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_METAL_RATE_CENTS * 100 - 1 }),
        fc.integer({ min: 1, max: 9_999 }),
        fc.constantFrom('gram' as const, 'troyOunce' as const, 'tola' as const),
        (rate, tenths, unit) => {
          const fineness = tenths / 10;
          expect(purityRateCents(pureAlloyRate(rate + 1, fineness).perGramMillionths, unit)).toBeGreaterThanOrEqual(
            purityRateCents(pureAlloyRate(rate, fineness).perGramMillionths, unit),
          );
        },
      ),
    );
    // $100,000.00 a gram of pure metal is $3,110,350.00 a troy ounce, to the cent.
    expect(purityRateCents(alloy(MAX_METAL_RATE_CENTS, PURE), 'troyOunce')).toBe(311_035_000);
  });
});

describe('karatRates', () => {
  it('lists every purity the shop sells of the metal, the quoted rate first, 999.9 and 10K among them', () => {
    const gold = karatRates(manualRates({ Gold: 7540 }), 'Gold');
    expect(gold.map((row) => row.purity.short)).toEqual(['pure', '999.9', '24K', '22K', '21K', '18K', '14K', '10K']);
    expect(gold[3]).toEqual({
      purity: PURITIES.Gold[3],
      perGram: 6907,
      perTroyOunce: 214_821,
      perTola: purityRateCents(alloy(7540, 916), 'tola'),
      isBoard: false,
    });
    expect(karatRates(manualRates({ Silver: 95 }), 'Silver').map((row) => [row.purity.short, row.perGram])).toEqual([
      ['pure', 95],
      ['999.9', 95],
      ['999', 95],
      ['925', 88],
    ]);
    expect(karatRates(manualRates({ Platinum: 3325 }), 'Platinum').map((row) => row.purity.short)).toEqual([
      'pure',
      '999',
      '950',
      '900',
    ]);
    expect(karatRates(manualRates({}), 'Diamond')).toHaveLength(1);
  });

  it("shows the shop's board rate where it set one, per gram, troy ounce and tola", () => {
    const rates = resolveRates(
      [{ metal: 'Gold', perGram: 754_000, updatedAt: '2026-05-01T00:00:00.000Z', source: 'manual' }],
      [{ metal: 'Gold', fineness: 750, perGram: 576_525, setAt: '2026-05-02T00:00:00.000Z' }],
    );
    const eighteen = karatRates(rates, 'Gold').find((row) => row.purity.fineness === 750)!;
    // $57.6525 a gram (0.7646 of 24K, as a Gulf board quotes 18K), × 31.1035 = $1,793.1945 → $1,793.19.
    expect(eighteen).toMatchObject({ perGram: 5_765, perTroyOunce: 179_319, isBoard: true });
    expect(eighteen.perGram).toBe(purityRateCents(pieceRate(rates, 'Gold', 750).perGramMillionths));
    expect(karatRates(rates, 'Gold').filter((row) => row.isBoard)).toHaveLength(1);
  });
});
