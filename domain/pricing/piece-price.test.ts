import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp } from '../money.ts';
import {
  PIECE_METALS,
  pricePiece,
  pricePieceAtPureCents,
  pureAlloyRate,
  PURE,
  PURITIES,
  specRecipe,
  type MakingCharge,
  type PieceRecipe,
} from './piece-price.ts';

const weight = fc.integer({ min: 0, max: 10_000_000 }); // up to 10 kg, in mg
const rate = fc.integer({ min: 0, max: 10_000_000 }); // up to $100,000 a gram
const making: fc.Arbitrary<MakingCharge> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.integer({ min: 0, max: 100_000 }).map((basisPoints) => ({ kind: 'percent' as const, basisPoints })),
  fc.integer({ min: 0, max: 10_000_000 }).map((centsPerGram) => ({ kind: 'per-gram' as const, centsPerGram })),
  fc.integer({ min: 0, max: 100_000_000 }).map((cents) => ({ kind: 'fixed' as const, cents })),
);
const stone = fc.record({
  kind: fc.constantFrom('diamond', 'ruby', 'emerald'),
  origin: fc.constantFrom('natural' as const, 'lab-grown' as const),
  caratHundredths: fc.integer({ min: 1, max: 10_000 }),
  count: fc.integer({ min: 1, max: 500 }),
  price: fc.oneof(
    fc.integer({ min: 0, max: 10_000_000 }).map((perCaratCents) => ({ perCaratCents })),
    fc.integer({ min: 0, max: 100_000_000 }).map((fixedCents) => ({ fixedCents })),
  ),
});
const recipe: fc.Arbitrary<PieceRecipe> = fc.record({
  metal: fc.constantFrom(...PIECE_METALS, null),
  fineness: fc.constantFrom(PURE, 999.9, 999, 950, 925, 916, 900, 875, 750, 585, 417),
  netWeightMg: weight,
  wastageBasisPoints: fc.integer({ min: 0, max: 5_000 }),
  making,
  stones: fc.array(stone, { maxLength: 4 }),
  feeCents: fc.integer({ min: 0, max: 1_000_000 }),
});

describe('a piece priced as a jeweller prices it', () => {
  it("is the spec's price exactly for pure metal with nothing else", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PIECE_METALS), weight, rate, (metal, mg, cents) => {
        const breakup = pricePieceAtPureCents(specRecipe(metal, mg), cents);
        expect(breakup.totalCents).toBe(divideRoundHalfUp(mg * cents, 1000));
        expect(breakup).toMatchObject({ wastageCents: 0, makingCents: 0, stoneCents: [], feeCents: 0 });
      }),
    );
  });

  it('prices the demo 18K ring: 4.2 g at $75.40 a gram of pure gold, 750 fine, 14% making, a 0.30 ct diamond', () => {
    const breakup = pricePieceAtPureCents(
      {
        metal: 'Gold',
        fineness: 750,
        netWeightMg: 4_200,
        wastageBasisPoints: 0,
        making: { kind: 'percent', basisPoints: 1_400 },
        stones: [
          { kind: 'diamond', origin: 'natural', caratHundredths: 30, count: 1, price: { perCaratCents: 250_000 } },
        ],
        feeCents: 2_500,
      },
      7_540,
    );
    // 4.2 x 75.40 x 0.750 = 237.51; 14% of it = 33.2514; 0.30 ct x $2,500 = $750; fee $25.
    expect(breakup).toEqual({
      metalCents: 23_751,
      wastageCents: 0,
      makingCents: 3_325,
      stoneCents: [75_000],
      feeCents: 2_500,
      totalCents: 104_576,
    });
  });

  it('always adds up: the total is the sum of the rounded lines, in whole cents', () => {
    fc.assert(
      fc.property(recipe, rate, (piece, cents) => {
        const b = pricePieceAtPureCents(piece, cents);
        const lines = [b.metalCents, b.wastageCents, b.makingCents, ...b.stoneCents, b.feeCents];
        expect(lines.every(Number.isSafeInteger)).toBe(true);
        expect(b.totalCents).toBe(lines.reduce((sum, line) => sum + line, 0));
      }),
    );
  });

  it('never costs less for a higher purity, more making, more wastage or a higher rate', () => {
    fc.assert(
      fc.property(recipe, rate, fc.nat({ max: 1_000 }), fc.nat({ max: 1_000_000 }), (piece, cents, more, extra) => {
        const base = pricePieceAtPureCents(piece, cents).totalCents;
        const purer = { ...piece, fineness: Math.min(PURE, piece.fineness + more) };
        const wasteful = { ...piece, wastageBasisPoints: piece.wastageBasisPoints + more };
        const dearerMaking: PieceRecipe = {
          ...piece,
          making:
            piece.making.kind === 'percent'
              ? { kind: 'percent', basisPoints: piece.making.basisPoints + more }
              : piece.making.kind === 'per-gram'
                ? { kind: 'per-gram', centsPerGram: piece.making.centsPerGram + extra }
                : piece.making.kind === 'fixed'
                  ? { kind: 'fixed', cents: piece.making.cents + extra }
                  : piece.making,
        };
        expect(pricePieceAtPureCents(purer, cents).totalCents).toBeGreaterThanOrEqual(base);
        expect(pricePieceAtPureCents(wasteful, cents).totalCents).toBeGreaterThanOrEqual(base);
        expect(pricePieceAtPureCents(dearerMaking, cents).totalCents).toBeGreaterThanOrEqual(base);
        expect(pricePieceAtPureCents(piece, cents + extra).totalCents).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('prices a piece without metal by its stones and fee alone', () => {
    const breakup = pricePieceAtPureCents(
      {
        metal: null,
        fineness: PURE,
        netWeightMg: 5_000,
        wastageBasisPoints: 1_000,
        making: { kind: 'fixed', cents: 1_000 },
        stones: [
          { kind: 'diamond', origin: 'lab-grown', caratHundredths: 100, count: 2, price: { fixedCents: 90_000 } },
        ],
        feeCents: 0,
      },
      7_540,
    );
    expect(breakup).toMatchObject({ metalCents: 0, wastageCents: 0, makingCents: 1_000, totalCents: 91_000 });
  });

  it("offers the trade's purities for each metal, with pure first", () => {
    expect(PURITIES.Gold.map((p) => p.fineness)).toEqual([PURE, 999.9, 999, 916, 875, 750, 585, 417]);
    expect(PURITIES.Silver.map((p) => p.fineness)).toEqual([PURE, 999.9, 999, 925]);
    expect(PURITIES.Platinum.map((p) => p.fineness)).toEqual([PURE, 999, 950, 900]);
    expect(PURITIES.Diamond.map((p) => p.fineness)).toEqual([PURE]);
  });
});

/** The price of a piece of pure gold with nothing else, as the shop prices it. */
const pureGold = (weightMg: number, ratePerGramCents: number) =>
  pricePieceAtPureCents(specRecipe('Gold', weightMg), ratePerGramCents).totalCents;

describe('a piece of pure metal with nothing else', () => {
  it('is weight times the per-gram rate, rounded half-up to the cent', () => {
    expect(pureGold(10_000, 6850)).toBe(68_500); // 10 g x $68.50
    expect(pureGold(1_234, 95)).toBe(117); // 1.234 g x $0.95 = $1.1723
    expect(pureGold(1_000, 5)).toBe(5);
    expect(pureGold(100, 5)).toBe(1); // 0.5 cent rounds up
    expect(pureGold(99, 5)).toBe(0);
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
          expect(pureGold(lightW, lowR)).toBeLessThanOrEqual(pureGold(heavyW, lowR));
          expect(pureGold(lightW, lowR)).toBeLessThanOrEqual(pureGold(lightW, highR));
        },
      ),
    );
  });
});

describe('a piece priced to a hundredth of a cent of its rate', () => {
  it('prices four nines exactly: 100 g of 999.9 gold at $75.4025 a gram of pure gold', () => {
    // 100 × 75.4025 × 0.9999 = $7,539.495975 → $7,539.50; at 999 it is $7,532.709750 → $7,532.71.
    const bar = { ...specRecipe('Gold', 100_000), fineness: 999.9 };
    expect(pricePiece(bar, pureAlloyRate(754_025, 999.9)).metalCents).toBe(753_950);
    expect(pricePiece({ ...bar, fineness: 999 }, pureAlloyRate(754_025, 999)).metalCents).toBe(753_271);
  });

  it('rounds each line once at the exact rate, and the breakup still adds up', () => {
    fc.assert(
      fc.property(recipe, fc.integer({ min: 0, max: 1_000_000_000 }), (piece, hundredths) => {
        const b = pricePiece(piece, pureAlloyRate(hundredths, piece.fineness));
        const lines = [b.metalCents, b.wastageCents, b.makingCents, ...b.stoneCents, b.feeCents];
        expect(b.totalCents).toBe(lines.reduce((sum, line) => sum + line, 0));
        // The metal line is the exact value rounded half-up: weight × rate × fineness.
        if (piece.metal !== null) {
          const exact = BigInt(piece.netWeightMg) * BigInt(hundredths) * BigInt(Math.round(piece.fineness * 10));
          expect(BigInt(b.metalCents)).toBe((exact * 2n + 1_000_000_000n) / 2_000_000_000n);
        }
      }),
    );
  });
});
