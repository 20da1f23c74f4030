import { z } from 'zod';
import { MAX_METAL_RATE_CENTS, MAX_UNIT_PRICE_CENTS } from '../money-limits.ts';
import {
  pricePieceAtPureCents,
  PIECE_METALS,
  purityOf,
  PURE,
  type PieceMetal,
  type PieceRecipe,
  type Stone,
} from '../pricing/piece-price.ts';
import {
  CUT_GRADES,
  DIAMOND_CLARITIES,
  DIAMOND_COLORS,
  isDiamond,
  STONE_SHAPES,
  type StoneGrades,
} from './stone-grades.ts';

/**
 * How a piece is priced, as the product form and the API write it: the metal and its
 * purity, wastage, the making charge, stones and a fee. Amounts are integer cents, shares are
 * basis points (12.5% = 1250), carats are hundredths (0.30 ct = 30). The net weight is the
 * product's `weight`.
 */

const cents = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be in whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is too large`);

const basisPoints = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} has at most two decimals`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max / 100}%`);

const shortText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const MAX_STONE_LINES = 20;

export const makingChargeSchema = /* @__PURE__ */ z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({ kind: z.literal('percent'), basisPoints: basisPoints('Making charge', 100_00) }),
    z.strictObject({
      kind: z.literal('per-gram'),
      centsPerGram: cents('Making charge per gram', MAX_METAL_RATE_CENTS),
    }),
    z.strictObject({ kind: z.literal('fixed'), cents: cents('Making charge', MAX_UNIT_PRICE_CENTS) }),
  ],
  { error: 'Making charge must be none, percent, per-gram or fixed' },
);

export const stoneSchema = /* @__PURE__ */ z.strictObject({
  kind: shortText('Stone', 40),
  origin: z.enum(['natural', 'lab-grown'], { error: 'Stone origin must be natural or lab-grown' }),
  caratHundredths: z
    .number({ error: 'Carats must be a number' })
    .int('Carats have at most two decimals')
    .min(1, 'Carats must be at least 0.01')
    .max(100_000, 'Carats must be at most 1,000'),
  count: z
    .number({ error: 'Stone count must be a whole number' })
    .int('Stone count must be a whole number')
    .min(1, 'Stone count must be at least 1')
    .max(10_000, 'Stone count must be at most 10,000'),
  price: z.union(
    [
      z.strictObject({ perCaratCents: cents('Price per carat', 1_000_000_000) }),
      z.strictObject({ fixedCents: cents('Stone price', MAX_UNIT_PRICE_CENTS) }),
    ],
    { error: 'A stone is priced per carat or at a fixed price' },
  ),
  certificate: z
    .strictObject({ lab: shortText('Certificate lab', 40), number: shortText('Certificate number', 60) })
    .optional(),
  shape: z.enum(STONE_SHAPES, { error: `Shape must be one of ${STONE_SHAPES.join(', ')}` }).optional(),
  color: z.enum(DIAMOND_COLORS, { error: 'Colour must be a GIA letter from D to Z' }).optional(),
  clarity: z.enum(DIAMOND_CLARITIES, { error: 'Clarity must be a GIA grade from FL to I3' }).optional(),
  cut: z.enum(CUT_GRADES, { error: 'Cut must be excellent, very-good, good, fair or poor' }).optional(),
});

/**
 * The grades a stone of its kind cannot carry: the D–Z colour and FL–I3 clarity scales are
 * diamonds' (a ruby is graded otherwise), as zod issues.
 */
export function stoneGradeIssues(stone: { kind: string } & StoneGrades): Array<{ path: string[]; message: string }> {
  if (isDiamond(stone.kind)) return [];
  const issues: Array<{ path: string[]; message: string }> = [];
  if (stone.color !== undefined) issues.push({ path: ['color'], message: 'Only a diamond has a D–Z colour grade' });
  if (stone.clarity !== undefined) {
    issues.push({ path: ['clarity'], message: 'Only a diamond has an FL–I3 clarity grade' });
  }
  return issues;
}

/** A stone as the product form and the API write it: its grades fit its kind. */
const stoneInputSchema = /* @__PURE__ */ stoneSchema.superRefine((stone, ctx) => {
  for (const issue of stoneGradeIssues(stone)) ctx.addIssue({ code: 'custom', ...issue });
});

/** The recipe's own fields, each with the default that keeps the spec's price (pure, nothing else). */
export const recipeFields = {
  fineness: z
    .number({ error: 'Purity must be a number' })
    .min(0, 'Purity cannot be negative')
    .max(PURE, `Purity must be at most ${PURE}`)
    .multipleOf(0.1, 'Purity has at most one decimal (999.9)'),
  grossWeight: z
    .number({ error: 'Gross weight must be a number' })
    .positive('Gross weight must be more than 0 g')
    .max(10_000, 'Gross weight must be at most 10,000 g')
    .multipleOf(0.001, 'Gross weight has at most 3 decimals (milligrams)')
    .nullable(),
  wastageBasisPoints: basisPoints('Wastage', 50_00),
  making: makingChargeSchema,
  stones: z.array(stoneInputSchema).max(MAX_STONE_LINES, `At most ${MAX_STONE_LINES} kinds of stone`),
  feeCents: cents('Fee', 1_000_000_000),
};

export const RECIPE_DEFAULTS: Omit<RecipeOfProduct, 'metal' | 'weight'> = {
  fineness: PURE,
  grossWeight: null,
  wastageBasisPoints: 0,
  making: { kind: 'none' },
  stones: [],
  feeCents: 0,
};

export const pieceMetalSchema = /* @__PURE__ */ z.enum(PIECE_METALS, { error: 'Please choose a metal' }).nullable();

/**
 * The metals a piece is written with: a diamond is a stone, priced by the carat, so a diamond
 * piece names the metal of its setting (or none) and lists its diamonds as stones.
 */
export const SETTING_METALS = ['Gold', 'Silver', 'Platinum'] as const satisfies readonly PieceMetal[];
export type SettingMetal = (typeof SETTING_METALS)[number];

export const DIAMOND_IS_A_STONE =
  'A diamond piece is priced by its setting metal (gold, silver, platinum or none) and its stones, not by the gram of diamond';

/** The metal of a piece as the product form and the API write it: refuses the per-gram diamond rate. */
export const settingMetalSchema = /* @__PURE__ */ z
  .enum(SETTING_METALS, {
    error: (issue) => (issue.input === 'Diamond' ? DIAMOND_IS_A_STONE : 'Please choose a metal'),
  })
  .nullable();

/** What the whole-recipe checks need of a product, once its fields are merged. */
export interface RecipeOfProduct {
  metal: PieceRecipe['metal'];
  weight: number;
  fineness: number;
  grossWeight: number | null;
  wastageBasisPoints: number;
  making: PieceRecipe['making'];
  stones: Stone[];
  feeCents: number;
}

export function toPieceRecipe(product: RecipeOfProduct): PieceRecipe {
  return {
    metal: product.metal,
    fineness: product.fineness,
    netWeightMg: Math.round(product.weight * 1000),
    wastageBasisPoints: product.wastageBasisPoints,
    making: product.making,
    stones: product.stones,
    feeCents: product.feeCents,
  };
}

/**
 * The checks that need several fields at once, as zod issues: the metal is one a piece is set in
 * and the purity one it is sold in, the gross weight is at least the net, and the piece stays
 * within the money size rule at the highest rate the shop accepts (domain/money-limits.ts).
 */
export function recipeIssues(product: RecipeOfProduct): Array<{ path: string[]; message: string }> {
  const issues: Array<{ path: string[]; message: string }> = [];
  if (product.metal === 'Diamond') issues.push({ path: ['metal'], message: DIAMOND_IS_A_STONE });
  else if (product.metal !== null && !purityOf(product.metal, product.fineness)) {
    issues.push({ path: ['fineness'], message: `That purity is not sold in ${product.metal.toLowerCase()}` });
  }
  if (product.grossWeight !== null && product.grossWeight < product.weight) {
    issues.push({ path: ['grossWeight'], message: 'Gross weight cannot be less than the net metal weight' });
  }
  if (pricePieceAtPureCents(toPieceRecipe(product), MAX_METAL_RATE_CENTS).totalCents > MAX_UNIT_PRICE_CENTS) {
    issues.push({ path: ['making'], message: 'The charges on this piece are too large' });
  }
  return issues;
}
