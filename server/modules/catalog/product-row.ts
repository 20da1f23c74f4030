import type { Product } from '#domain/catalog/product.ts';
import { formatScaledDecimal, parseScaledDecimal } from '#domain/money.ts';
import { toPieceRecipe, type RecipeOfProduct, type SettingMetal } from '#domain/catalog/piece-recipe.ts';
import { pricePiece } from '#domain/pricing/piece-price.ts';
import { priceReviewOf, rateSourceOf, type RateTable } from '#domain/rates/rate-table.ts';
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

export function toProduct(row: ProductRow, rates: RateTable): Product {
  const recipe = recipeOfRow(row);
  const perGram = row.metal === null ? 0 : rates[row.metal];
  const { rateSource, rateSetAt } = rateSourceOf(rates, row.metal);
  const breakup = pricePiece(toPieceRecipe(recipe), perGram);
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
    images: row.images,
    size: row.size,
    featured: row.featured,
    ...recipe,
    perGram,
    rateSource,
    rateSetAt,
    rateAsOf: rateSetAt,
    rateIsFallback: rateSource === 'standby',
    priceReview: priceReviewOf(rates, row.metal),
    price: breakup.totalCents,
    breakup,
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
