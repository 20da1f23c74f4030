import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_METAL_RATE_CENTS } from '#domain/money-limits.ts';
import { formatScaledDecimal } from '#domain/money.ts';
import {
  pricePiece,
  pricePieceAtPureCents,
  pureAlloyRate,
  PURE,
  PURITIES,
  type AlloyRate,
  type MakingCharge,
  type PieceRecipe,
  type Stone,
} from '#domain/pricing/piece-price.ts';
import { pieceRate, type Metal } from '#domain/rates/rate-table.ts';
import { moduleServices } from '#server/modules/services.ts';
import { seedMetalPrices } from './seed.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';

// The stored price (piece_price_cents and piece_rate_millionths, migration 0019, which keep the
// price sorts and filters) and the price every answer gives (domain pricePiece at pieceRate) are
// one rule: they agree on every piece, at rates to a hundredth of a cent and with board rates.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const making: fc.Arbitrary<MakingCharge> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => ({ kind: 'percent' as const, basisPoints })),
  fc
    .integer({ min: 0, max: MAX_METAL_RATE_CENTS })
    .map((centsPerGram) => ({ kind: 'per-gram' as const, centsPerGram })),
  fc.integer({ min: 0, max: 1e11 }).map((cents) => ({ kind: 'fixed' as const, cents })),
);
const stone: fc.Arbitrary<Stone> = fc.record({
  kind: fc.constant('diamond'),
  origin: fc.constantFrom('natural' as const, 'lab-grown' as const),
  caratHundredths: fc.integer({ min: 1, max: 100_000 }),
  count: fc.integer({ min: 1, max: 10_000 }),
  price: fc.oneof(
    fc.integer({ min: 0, max: 1_000_000 }).map((perCaratCents) => ({ perCaratCents })),
    fc.integer({ min: 0, max: 1e9 }).map((fixedCents) => ({ fixedCents })),
  ),
});
const piece: fc.Arbitrary<PieceRecipe> = fc.record({
  metal: fc.constantFrom('Gold' as const, 'Silver' as const, null),
  fineness: fc.constantFrom(PURE, 999.9, 999, 950, 925, 916, 900, 875, 750, 585, 417),
  netWeightMg: fc.integer({ min: 1, max: 10_000_000 }),
  wastageBasisPoints: fc.integer({ min: 0, max: 5_000 }),
  making,
  stones: fc.array(stone, { maxLength: 3 }),
  feeCents: fc.integer({ min: 0, max: 1e9 }),
});

/** The SQL rule at a rate per gram of the piece's purity, in millionths of a cent. */
async function storedRule(recipe: PieceRecipe, rate: AlloyRate): Promise<number> {
  const millionths = recipe.metal === null ? 0 : rate.perGramMillionths;
  const result = await database.db.execute(sql`
    SELECT piece_price_cents(
      ${formatScaledDecimal(recipe.netWeightMg, 3)}::numeric, ${millionths}::bigint,
      ${recipe.wastageBasisPoints}::integer, ${JSON.stringify(recipe.making)}::jsonb,
      ${JSON.stringify(recipe.stones)}::jsonb, ${recipe.feeCents}::bigint
    )::text AS cents`);
  return Number((result as unknown as { rows: Array<{ cents: string }> }).rows[0]!.cents);
}

/** The rate SQL prices a purity at (piece_rate_millionths), from the stored rates and board. */
async function storedRate(metal: Metal, fineness: number): Promise<number> {
  const result = await database.db.execute(
    sql`SELECT piece_rate_millionths(${metal}, ${fineness}::numeric)::text AS rate`,
  );
  return Number((result as unknown as { rows: Array<{ rate: string }> }).rows[0]!.rate);
}

describe('the price stored for sorting', () => {
  it('is the domain rule, cent for cent, on random pieces and rates to a hundredth of a cent', async () => {
    const rateHundredths = fc.integer({ min: 0, max: MAX_METAL_RATE_CENTS * 100 });
    await fc.assert(
      fc.asyncProperty(piece, rateHundredths, async (recipe, pure) => {
        const rate = pureAlloyRate(pure, recipe.fineness);
        const expected = pricePiece(recipe, recipe.metal === null ? { perGramMillionths: 0 } : rate).totalCents;
        // Whole-number pieces only: the test pieces may exceed the safe-integer range the inputs keep.
        fc.pre(Number.isSafeInteger(expected));
        expect(await storedRule(recipe, rate)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('rounds each line half-up on its own, as the domain does', async () => {
    // 0.001 g at $0.50 a gram of pure metal, 18K: 0.375 of a cent of metal rounds to 0; 50% making
    // of the exact 0.375 is 0.1875, rounds to 0; a 0.01 ct stone at $0.50 a carat is half a cent: 1.
    const tiny: PieceRecipe = {
      metal: 'Gold',
      fineness: 750,
      netWeightMg: 1,
      wastageBasisPoints: 0,
      making: { kind: 'percent', basisPoints: 5_000 },
      stones: [{ kind: 'diamond', origin: 'natural', caratHundredths: 1, count: 1, price: { perCaratCents: 50 } }],
      feeCents: 0,
    };
    expect(pricePieceAtPureCents(tiny, 50).totalCents).toBe(1);
    expect(await storedRule(tiny, pureAlloyRate(5_000, 750))).toBe(1);
  });

  it('prices each purity at the rate pieceRate gives: the board rate where set, else fineness × pure', async () => {
    const db = database.db;
    await seedMetalPrices(db);
    const rates = moduleServices(db).rates;
    const gold = (await rates.list()).find((metal) => metal.metal === 'Gold')!;
    // $75.4025 a gram of pure gold; the board says 22K is $70.1550 and 10K $31.4417.
    await rates.setPrice(gold.id, 754_025, 'Noor Admin', 'manual');
    await rates.setBoardRate('Gold', 916, 701_550, 'Noor Admin');
    await rates.setBoardRate('Gold', 417, 314_417, 'Noor Admin');
    const table = await rates.rates();
    for (const { fineness } of PURITIES.Gold) {
      expect(await storedRate('Gold', fineness), `gold ${fineness}`).toBe(
        pieceRate(table, 'Gold', fineness).perGramMillionths,
      );
    }
    // Silver has no board rate: the seeded rate × fineness.
    for (const { fineness } of PURITIES.Silver) {
      expect(await storedRate('Silver', fineness)).toBe(pieceRate(table, 'Silver', fineness).perGramMillionths);
    }
    expect(await storedRate('Gold', 916)).toBe(701_550 * 10_000);
  });
});
