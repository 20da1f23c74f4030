import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_METAL_RATE_CENTS } from '#domain/rates/rate-admin.ts';
import { formatScaledDecimal } from '#domain/money.ts';
import { pricePiece, PURE, type MakingCharge, type PieceRecipe, type Stone } from '#domain/pricing/piece-price.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';

// The stored price (migration 0009's piece_price_cents, which keeps the price sorts and filters)
// and the price every answer gives (domain pricePiece) are one rule: they agree on every piece.

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
  fineness: fc.constantFrom(PURE, 999, 950, 925, 916, 875, 750, 585),
  netWeightMg: fc.integer({ min: 1, max: 10_000_000 }),
  wastageBasisPoints: fc.integer({ min: 0, max: 5_000 }),
  making,
  stones: fc.array(stone, { maxLength: 3 }),
  feeCents: fc.integer({ min: 0, max: 1e9 }),
});

async function storedRule(recipe: PieceRecipe, rateCents: number): Promise<number> {
  const rate = recipe.metal === null ? 0 : rateCents;
  const result = await database.db.execute(sql`
    SELECT piece_price_cents(
      ${formatScaledDecimal(recipe.netWeightMg, 3)}::numeric, ${rate}::bigint, ${recipe.fineness}::integer,
      ${recipe.wastageBasisPoints}::integer, ${JSON.stringify(recipe.making)}::jsonb,
      ${JSON.stringify(recipe.stones)}::jsonb, ${recipe.feeCents}::bigint
    )::text AS cents`);
  return Number((result as unknown as { rows: Array<{ cents: string }> }).rows[0]!.cents);
}

describe('the price stored for sorting', () => {
  it('is the domain rule, cent for cent, on random pieces and rates', async () => {
    await fc.assert(
      fc.asyncProperty(piece, fc.integer({ min: 0, max: MAX_METAL_RATE_CENTS }), async (recipe, rate) => {
        const expected = pricePiece(recipe, recipe.metal === null ? 0 : rate).totalCents;
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
    expect(pricePiece(tiny, 50).totalCents).toBe(1);
    expect(await storedRule(tiny, 50)).toBe(1);
  });
});
