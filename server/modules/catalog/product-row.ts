import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Product } from '#domain/catalog/product.ts';
import type { TaxClass } from '#domain/tax/tax-line.ts';
import { ratingOf, type ProductRating } from '#domain/reviews/rating.ts';
import { formatScaledDecimal, parseScaledDecimal } from '#domain/money.ts';
import { toPieceRecipe, type RecipeOfProduct, type SettingMetal } from '#domain/catalog/piece-recipe.ts';
import { pricePiece } from '#domain/pricing/piece-price.ts';
import { pieceRate, priceReviewOf, type RateTable } from '#domain/rates/rate-table.ts';
import { rateToCents } from '#domain/rates/rate-units.ts';
import type { EngravingOffer } from '#domain/options/engraving-offer.ts';
import type { Sizing } from '#domain/options/line-options.ts';
import { sizesBetween } from '#domain/sizes/size-scales.ts';
import type { NewProductRow, ProductRow } from './catalog.tables.ts';

const grams = (decimal: string) => parseScaledDecimal(decimal, 3) / 1000;
const decimalGrams = (weight: number) => formatScaledDecimal(Math.round(weight * 1000), 3);

/** The pricing fields of a stored product. */
export function recipeOfRow(row: ProductRow): RecipeOfProduct {
  return {
    metal: row.metal,
    weight: grams(row.weightGrams),
    fineness: row.fineness,
    grossWeight: row.grossWeightGrams === null ? null : grams(row.grossWeightGrams),
    wastageBasisPoints: row.wastageBasisPoints,
    making: row.making,
    stones: row.stones,
    feeCents: row.feeCents,
  };
}

/** The rating of each of these products that has approved reviews (the reviews module's ratingsOf). */
export type RatingsOf = (productIds: readonly string[]) => Promise<Map<string, ProductRating>>;

/** A product's approved reviews' star total and count, read as columns of a catalogue query. */
export type RatingColumns = { ratingStars: SQL<number>; ratingCount: SQL<number> };

/** The reviews module's ratings: by ids (a query of their own), or as columns of the list's own query. */
export interface Ratings {
  ratingsOf: RatingsOf;
  /** The columns for the product whose id is `productId` in the query they are selected in. */
  ratingColumns(productId: AnyPgColumn): RatingColumns;
}

/** A stored product read with its rating's columns (Ratings.ratingColumns). */
export type RatedProductRow = ProductRow & { ratingStars: number; ratingCount: number };

/** Products read with their ratings' columns, as the API serves them: no second query for the ratings. */
export function toRatedProducts(rows: readonly RatedProductRow[], rates: RateTable): Product[] {
  return rows.map((row) => toProduct(row, rates, ratingOf(row.ratingStars, row.ratingCount)));
}

/** Products as the API serves them, each with its rating (null without approved reviews). */
export async function toProducts(
  rows: readonly ProductRow[],
  rates: RateTable,
  ratingsOf: RatingsOf,
): Promise<Product[]> {
  const ratings = await ratingsOf(rows.map((row) => row.id));
  return rows.map((row) => toProduct(row, rates, ratings.get(row.id) ?? null));
}

export function toProduct(row: ProductRow, rates: RateTable, rating: ProductRating): Product {
  const recipe = recipeOfRow(row);
  const rate = row.metal === null ? null : pieceRate(rates, row.metal, row.fineness);
  const pure = row.metal === null ? 0 : rates.metals[row.metal].perGram;
  const breakup = pricePiece(toPieceRecipe(recipe), rate ?? { perGramMillionths: 0 });
  return {
    id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    category: row.category,
    shortDescription: row.shortDescription,
    shortDescriptionAr: row.shortDescriptionAr,
    description: row.description,
    descriptionAr: row.descriptionAr,
    isAvailable: row.stock > 0,
    stock: row.stock,
    branchStock: { louisiana: row.stockLouisiana, houston: row.stockHouston },
    images: row.images,
    size: row.size,
    sizing: row.sizing,
    sizes: row.sizing ? sizesBetween(row.sizing.scale, row.sizing.from, row.sizing.to) : [],
    engraving: row.engraving,
    featured: row.featured,
    taxClass: row.taxClass,
    returnDays: row.returnDays,
    ...recipe,
    perGram: rateToCents(pure),
    perGramHundredthCents: pure,
    boardRate: rate?.source === 'board' ? rate.perGramMillionths / 10_000 : null,
    rateSource: rate?.source ?? null,
    rateSetAt: rate?.setAt ?? null,
    rateAsOf: rate?.setAt ?? null,
    rateIsFallback: rate?.source === 'standby',
    priceReview: priceReviewOf(rates, row.metal),
    price: breakup.totalCents,
    breakup,
    rating,
  };
}

export interface ProductFields extends Omit<RecipeOfProduct, 'metal'> {
  name: string;
  /** Null or left out: the Arabic pages show `name`. */
  nameAr?: string | null;
  category: string;
  shortDescription: string;
  shortDescriptionAr?: string | null;
  description: string;
  descriptionAr?: string | null;
  size: string;
  images: string[];
  stock: number;
  featured: boolean;
  /** Left out: the category's (a new product only): coins are bullion. */
  taxClass?: TaxClass;
  /** Left out: the tax class's (a new product only): bullion is a final sale. */
  returnDays?: number | null;
  /** Null or left out: one size, as it is. */
  sizing?: Sizing | null;
  /** Null or left out: not engraved. */
  engraving?: EngravingOffer | null;
  /** Left out: the category's metal (a new product only). */
  metal?: SettingMetal | null;
}

/** Form fields to columns: weights are kept to the milligram. */
export function toColumns(input: Partial<ProductFields>): Partial<NewProductRow> {
  const { weight, grossWeight, ...rest } = input;
  return {
    ...rest,
    ...(weight !== undefined && { weightGrams: decimalGrams(weight) }),
    ...(grossWeight !== undefined && { grossWeightGrams: grossWeight === null ? null : decimalGrams(grossWeight) }),
  };
}
