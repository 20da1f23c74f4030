import type { Cents } from '../money.ts';
import type { Milligrams } from './cart-totals.ts';
import { METALS, type Metal } from '../rates/rate-table.ts';
import { finenessTenths, type RateHundredths } from '../rates/rate-units.ts';
import type { StoneGrades } from '../catalog/stone-grades.ts';

/**
 * A jeweller's price of one piece, as Gulf and South Asian shops quote it: metal value
 * (net weight x rate per gram of pure metal x purity), wastage, making charge, stones and a fixed
 * fee. Tax stays on the cart (cart-totals.ts).
 *
 * Rounding, documented once: each line of the breakup is computed exactly and rounded half-up to
 * the cent on its own; the price is the sum of the rounded lines, so the breakup a shopper sees
 * always adds up to the price they pay. The spec's rule (weight x per-gram rate) is the case of
 * pure metal with nothing else: weight x rate, rounded half-up to the cent.
 */

/**
 * The metals whose rate can price a piece. Diamond is among them only because the rates are kept
 * per metal: no piece is priced by the gram of diamond (the product form and the API write its
 * setting metal, SETTING_METALS, and migration 0020 gave the pieces that were a fixed amount).
 */
export const PIECE_METALS = METALS;
export type PieceMetal = Metal;

/**
 * Fineness in parts per thousand, with the trade's names. PURE (1000) is the rate as quoted: the
 * spec's pricing, and what existing products migrate to until an admin sets their real karat.
 * A fineness has at most one decimal (999.9, four nines): the API still reads and writes it as a
 * number per mille, so `fineness: 750` means what it always did; sums use tenths (finenessTenths).
 */
export const PURE = 1000;
export interface Purity {
  fineness: number;
  /** As the trade writes it on a tag: '18K', '925'. */
  short: string;
  /** Gold's karat (22 for 916): the number a purity's name is written with in every language. */
  karat?: number;
  /** As a form offers it. */
  label: string;
}
export const PURITIES: Readonly<Record<PieceMetal, ReadonlyArray<Purity>>> = {
  Gold: [
    { fineness: PURE, short: 'pure', label: 'Pure (rate as quoted)' },
    { fineness: 999.9, short: '999.9', label: 'Fine gold (999.9)' },
    { fineness: 999, short: '24K', karat: 24, label: '24K (999)' },
    { fineness: 916, short: '22K', karat: 22, label: '22K (916)' },
    { fineness: 875, short: '21K', karat: 21, label: '21K (875)' },
    { fineness: 750, short: '18K', karat: 18, label: '18K (750)' },
    { fineness: 585, short: '14K', karat: 14, label: '14K (585)' },
    // The US minimum that may be called gold.
    { fineness: 417, short: '10K', karat: 10, label: '10K (417)' },
  ],
  Silver: [
    { fineness: PURE, short: 'pure', label: 'Pure (rate as quoted)' },
    { fineness: 999.9, short: '999.9', label: 'Fine silver (999.9)' },
    { fineness: 999, short: '999', label: 'Fine silver (999)' },
    { fineness: 925, short: '925', label: 'Sterling (925)' },
  ],
  Platinum: [
    { fineness: PURE, short: 'pure', label: 'Pure (rate as quoted)' },
    { fineness: 999, short: '999', label: 'Platinum 999' },
    { fineness: 950, short: '950', label: 'Platinum 950' },
    { fineness: 900, short: '900', label: 'Platinum 900' },
  ],
  Diamond: [{ fineness: PURE, short: 'per gram', label: 'Per gram (rate as quoted)' }],
};

/** The trade's name of a metal's purity ('18K'), or undefined for one the metal does not offer. */
export function purityOf(metal: PieceMetal, fineness: number): Purity | undefined {
  return PURITIES[metal].find((purity) => purity.fineness === fineness);
}

/** How the making charge is quoted: a share of the metal value, an amount per gram, or one amount. */
export type MakingCharge =
  | { kind: 'none' }
  | { kind: 'percent'; basisPoints: number }
  | { kind: 'per-gram'; centsPerGram: Cents }
  | { kind: 'fixed'; cents: Cents };

/** A line of stones: what prices it, and the grades a buyer compares (domain/catalog/stone-grades.ts). */
export interface Stone extends StoneGrades {
  kind: string;
  origin: 'natural' | 'lab-grown';
  /** Carats of one stone, in hundredths (0.50 ct = 50). */
  caratHundredths: number;
  count: number;
  /** Priced by the carat, or one price for all `count` stones together. */
  price: { perCaratCents: Cents } | { fixedCents: Cents };
  certificate?: { lab: string; number: string };
}

export interface PieceRecipe {
  /** null: a piece priced by its stones alone. */
  metal: PieceMetal | null;
  /** Parts per thousand; ignored without a metal. */
  fineness: number;
  netWeightMg: Milligrams;
  /** Added to the metal value, as a share of it, in basis points (12% = 1200). */
  wastageBasisPoints: number;
  making: MakingCharge;
  stones: ReadonlyArray<Stone>;
  /** Hallmark, certificate: one amount. */
  feeCents: Cents;
}

export interface PriceBreakup {
  metalCents: Cents;
  wastageCents: Cents;
  makingCents: Cents;
  /** One entry per stone line of the recipe, in its order. */
  stoneCents: Cents[];
  feeCents: Cents;
  totalCents: Cents;
}

/** The spec's piece: pure metal at the quoted rate, nothing else. */
export function specRecipe(metal: PieceMetal, netWeightMg: Milligrams): PieceRecipe {
  return {
    metal,
    fineness: PURE,
    netWeightMg,
    wastageBasisPoints: 0,
    making: { kind: 'none' },
    stones: [],
    feeCents: 0,
  };
}

/**
 * The rate a piece's metal is priced at: per gram of the piece's own purity, in millionths of a
 * cent, exact (a board rate, or the pure rate × fineness: pieceRate in domain/rates/rate-table.ts).
 */
export interface AlloyRate {
  perGramMillionths: number;
}

/** The rate per gram of a purity made from the rate per gram of pure metal: pure × fineness / 1000. */
export function pureAlloyRate(pureRate: RateHundredths, fineness: number): AlloyRate {
  // Hundredths of a cent x tenths per mille: millionths of a cent, exact.
  return { perGramMillionths: pureRate * finenessTenths(fineness) };
}

/** pricePiece at a whole-cent rate per gram of pure metal × fineness (the spec's rate; no board rate). */
export function pricePieceAtPureCents(recipe: PieceRecipe, pureCents: Cents): PriceBreakup {
  return pricePiece(recipe, pureAlloyRate(pureCents * 100, recipe.fineness));
}

/**
 * The price of one piece and its breakup, from the rate per gram of its own purity. Every input is
 * an integer; amounts stay exact until each line is rounded.
 */
export function pricePiece(recipe: PieceRecipe, rate: AlloyRate): PriceBreakup {
  // Metal value in billionths of a cent (mg x millionths of a cent a gram), as a BigInt: products
  // of the largest weights, rates and percentages pass 2^53 before they are divided back down.
  const metalExact = recipe.metal ? BigInt(recipe.netWeightMg) * BigInt(rate.perGramMillionths) : 0n;
  const metalCents = roundHalfUp(metalExact, BILLIONTHS);
  const wastageCents = roundHalfUp(metalExact * BigInt(recipe.wastageBasisPoints), BILLIONTHS * BASIS);
  const makingCents = makingOf(recipe, metalExact);
  const stoneCents = recipe.stones.map(stoneValue);
  const feeCents = recipe.feeCents;
  const totalCents =
    metalCents + wastageCents + makingCents + stoneCents.reduce((sum, cents) => sum + cents, 0) + feeCents;
  return { metalCents, wastageCents, makingCents, stoneCents, feeCents, totalCents };
}

const BILLIONTHS = 1_000_000_000n;
const BASIS = 10_000n;

/** A non-negative exact amount rounded half-up to whole cents (as PostgreSQL's round(numeric) does). */
function roundHalfUp(numerator: bigint, denominator: bigint): Cents {
  if (numerator < 0n) throw new RangeError('a price line cannot be negative');
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

function makingOf(recipe: PieceRecipe, metalExact: bigint): Cents {
  const making = recipe.making;
  switch (making.kind) {
    case 'none':
      return 0;
    case 'percent':
      return roundHalfUp(metalExact * BigInt(making.basisPoints), BILLIONTHS * BASIS);
    case 'per-gram':
      return roundHalfUp(BigInt(recipe.netWeightMg) * BigInt(making.centsPerGram), 1000n);
    case 'fixed':
      return making.cents;
  }
}

function stoneValue(stone: Stone): Cents {
  if ('fixedCents' in stone.price) return stone.price.fixedCents;
  return roundHalfUp(BigInt(stone.caratHundredths) * BigInt(stone.count) * BigInt(stone.price.perCaratCents), 100n);
}
