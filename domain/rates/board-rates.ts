import { z } from 'zod';
import { purityOf, PURE } from '../pricing/piece-price.ts';
import { MAX_METAL_RATE_CENTS } from '../money-limits.ts';
import { rateHundredthCents } from './rate-admin.ts';
import { finenessTenths, RATE_SCALE, type RateHundredths } from './rate-units.ts';
import type { MetalPrice } from './rate.ts';
import { METALS, resolveRates, type Metal, type RateTable } from './rate-table.ts';

/**
 * The shop's own karat board (docs/rates.md): an admin sets the rate per gram of one purity of a
 * metal, as the family's board shows it, and it prices every piece of that purity instead of
 * fineness × the pure rate. A rate of its own, not a factor (Gulf boards quote 22K at 0.926–0.939
 * of 24K); clearing it returns the purity to fineness × pure.
 */

/** A purity a board rate can be set for: one the metal is sold in, other than the quoted pure rate. */
export function boardPurity(metal: Metal, fineness: number): boolean {
  return fineness !== PURE && purityOf(metal, fineness) !== undefined;
}

/** The purity in the path: /api/admin/board-rates/:metal/:fineness (fineness per mille, 999.9 allowed). */
export const boardRateParams = /* @__PURE__ */ z
  .object({
    metal: z.enum(METALS, { error: 'Metal must be Gold, Silver, Platinum or Diamond' }),
    fineness: z.coerce.number({ error: 'Purity must be a number' }),
  })
  .refine((params) => boardPurity(params.metal, params.fineness), {
    message: 'That purity is not sold in that metal, or is its pure rate',
    path: ['fineness'],
  });

/**
 * The highest board rate of a purity: the highest pure rate × its fineness, so no piece priced at
 * a board rate can cost more than the money limits allow at the highest pure rate (money-limits.ts).
 */
export function highestBoardRate(fineness: number): RateHundredths {
  return Math.floor((MAX_METAL_RATE_CENTS * RATE_SCALE * finenessTenths(fineness)) / 10_000);
}

/** PUT /api/admin/board-rates/:metal/:fineness: the purity's rate per gram, hundredths of a cent. */
export const setBoardRateInput = /* @__PURE__ */ z.strictObject({ pricePerGramHundredthCents: rateHundredthCents });

/** One board rate, as GET /api/metals/board-rates lists it. */
export const boardRateSchema = /* @__PURE__ */ z.object({
  metal: z.enum(METALS),
  fineness: z.number(),
  /** Per gram of metal of this purity, cents (rounded half-up). */
  pricePerGram: z.number().int(),
  /** The same, exact, in hundredths of a cent. */
  pricePerGramHundredthCents: z.number().int(),
  updatedAt: z.string(),
});
export type BoardRateAnswer = z.infer<typeof boardRateSchema>;
export const boardRateListSchema = /* @__PURE__ */ z.array(boardRateSchema);

/** A change of a board rate; null is no board rate (fineness × pure). */
const boardRateChangeSchema = /* @__PURE__ */ z.object({
  metal: z.enum(METALS),
  fineness: z.number(),
  at: z.string(),
  fromHundredthCents: z.number().int().nullable(),
  toHundredthCents: z.number().int().nullable(),
  by: z.string(),
});
export type BoardRateChange = z.infer<typeof boardRateChangeSchema>;

/** GET /api/admin/board-rates: the board with who set each rate, and every change (oldest first). */
export const adminBoardSchema = /* @__PURE__ */ z.object({
  rates: z.array(boardRateSchema.extend({ updatedBy: z.string() })),
  changes: z.array(boardRateChangeSchema),
});
export type AdminBoard = z.infer<typeof adminBoardSchema>;

/** The rate table the API's answers describe (GET /api/metals and /api/metals/board-rates), as the server prices with it. */
export function rateTableOf(
  metals: ReadonlyArray<Pick<MetalPrice, 'metal' | 'pricePerGramHundredthCents' | 'updatedAt'> & Partial<MetalPrice>>,
  board: ReadonlyArray<BoardRateAnswer>,
): RateTable {
  return resolveRates(
    metals.map((metal) => ({
      metal: metal.metal,
      perGram: metal.pricePerGramHundredthCents,
      updatedAt: metal.updatedAt,
      source: metal.source ?? 'manual',
    })),
    board.map((rate) => ({
      metal: rate.metal,
      fineness: rate.fineness,
      perGram: rate.pricePerGramHundredthCents,
      setAt: rate.updatedAt,
    })),
  );
}
