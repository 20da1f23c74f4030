import { z } from 'zod';
import { metalForCategory } from '../rates/rate-table.ts';
import {
  DIAMOND_IS_A_STONE,
  RECIPE_DEFAULTS,
  recipeFields,
  recipeIssues,
  settingMetalSchema,
  type RecipeOfProduct,
  type SettingMetal,
} from './piece-recipe.ts';
import { DEFAULT_PRODUCT_SIZE, PRODUCT_CATEGORIES } from './product-constants.ts';
import { returnDaysSchema } from '../returns/return-policy.ts';
import { engravingOfferSchema } from '../options/engraving-offer.ts';
import { sizingSchema } from '../options/line-options.ts';
import { taxClassSchema } from '../tax/tax-line.ts';

/**
 * The category choices of the add and edit forms and the category each one
 * stores: 'Yellow Gold Women' and "Men's Yellow Gold" are Gold. Platinum and Diamond are added
 * because the shop prices them.
 */
export const CATEGORY_CHOICES = [
  { label: 'Gold', value: 'Gold' },
  { label: 'Silver', value: 'Silver' },
  { label: 'Coins', value: 'Coins' },
  { label: 'Yellow Gold Women', value: 'Gold' },
  { label: "Men's Yellow Gold", value: 'Gold' },
  { label: 'Platinum', value: 'Platinum' },
  { label: 'Diamond', value: 'Diamond' },
] as const;

/** At most this many photos per product. */
export const MAX_PRODUCT_IMAGES = 12;

/** A photo uploaded through POST /api/uploads (or one of the demo catalogue's). */
export const PRODUCT_IMAGE_PATTERN = /^\/media\/(uploads|demo)\/[A-Za-z0-9_-]+\.webp$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A text in Arabic beside an English one: optional, and a blank one is stored as none (null). */
const arabicText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null));

const fields = {
  name: text('Name', 120),
  nameAr: arabicText('Arabic name', 120),
  weight: z
    .number({ error: 'Weight must be a number' })
    .positive('Weight must be more than 0 g')
    .max(10_000, 'Weight must be at most 10,000 g')
    .multipleOf(0.001, 'Weight has at most 3 decimals (milligrams)'),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Please choose a category' }),
  shortDescription: text('Short description', 300),
  shortDescriptionAr: arabicText('Arabic short description', 300),
  description: text('Description', 5000),
  descriptionAr: arabicText('Arabic description', 5000),
  size: text('Size', 60),
  images: z
    .array(z.string().regex(PRODUCT_IMAGE_PATTERN, 'Images must be uploaded photos'))
    .max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} photos`),
  stock: z
    .number({ error: 'Stock must be a whole number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(1_000_000, 'Stock must be at most 1,000,000'),
  featured: z.boolean(),
  /** The metal that prices the piece: any category may be any metal (a silver coin is silver). */
  metal: settingMetalSchema,
  /** Jewellery or bullion for sales tax (domain/tax/tax-line.ts). */
  taxClass: taxClassSchema,
  /** Days after handover it may be returned, or null: a final sale. */
  returnDays: returnDaysSchema,
  /** The sizes it is made in (null: one size, as it is). */
  sizing: sizingSchema.nullable(),
  /** What it offers to engrave (null: none). */
  engraving: engravingOfferSchema.nullable(),
  ...recipeFields,
};

/**
 * The metal of a product written without one: the category's, as the spec priced it, so a
 * product created without the pricing fields keeps the spec's price exactly. A diamond category
 * has none to give (undefined): its pieces name the metal of their setting.
 */
export function pricingMetalOf(
  metal: SettingMetal | null | undefined,
  category: string,
): SettingMetal | null | undefined {
  if (metal !== undefined) return metal;
  const byCategory = metalForCategory(category);
  return byCategory === 'Diamond' ? undefined : byCategory;
}

/** The whole-recipe checks (domain/catalog/piece-recipe.ts) as zod issues on the merged product. */
export function addRecipeIssues(product: RecipeOfProduct, ctx: z.RefinementCtx) {
  for (const issue of recipeIssues(product)) ctx.addIssue({ code: 'custom', ...issue });
}

/**
 * POST /api/products: the add form (size required in the form, which starts at
 * '21 cm'). A request without a size stores the spec's default, '21 cm'; a blank one is refused.
 */
export const createProductFields = /* @__PURE__ */ z.strictObject({
  ...fields,
  size: fields.size.default(DEFAULT_PRODUCT_SIZE),
  images: fields.images.default([]),
  stock: fields.stock.default(0),
  featured: fields.featured.default(false),
  metal: fields.metal.optional(),
  // Left out: the category's (defaultTaxClass), set when the product is stored.
  taxClass: fields.taxClass.optional(),
  // Left out: the tax class's (defaultReturnDays), set when the product is stored.
  returnDays: fields.returnDays.optional(),
  sizing: fields.sizing.default(null),
  engraving: fields.engraving.default(null),
  nameAr: fields.nameAr.default(null),
  shortDescriptionAr: fields.shortDescriptionAr.default(null),
  descriptionAr: fields.descriptionAr.default(null),
  fineness: fields.fineness.default(RECIPE_DEFAULTS.fineness),
  grossWeight: fields.grossWeight.default(RECIPE_DEFAULTS.grossWeight),
  wastageBasisPoints: fields.wastageBasisPoints.default(RECIPE_DEFAULTS.wastageBasisPoints),
  making: fields.making.default(RECIPE_DEFAULTS.making),
  stones: fields.stones.default([]),
  feeCents: fields.feeCents.default(RECIPE_DEFAULTS.feeCents),
});

export const createProductInput = /* @__PURE__ */ createProductFields.superRefine(
  (product, ctx) => {
    const metal = pricingMetalOf(product.metal, product.category);
    if (metal === undefined) ctx.addIssue({ code: 'custom', path: ['metal'], message: DIAMOND_IS_A_STONE });
    else addRecipeIssues({ ...product, metal }, ctx);
  },
  // Only once every field is valid: the whole-recipe checks price the piece.
  { when: (payload) => payload.issues.length === 0 },
);
export type CreateProductInput = z.input<typeof createProductInput>;

/**
 * PATCH /api/products/:id: any of the fields. The whole-recipe checks run on the server once the
 * change is merged with the stored product (workflows/admin/admin-writes.ts).
 */
export const updateProductInput = /* @__PURE__ */ z
  .strictObject(fields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateProductInput = z.input<typeof updateProductInput>;

export const DEFAULT_FORM_SIZE = DEFAULT_PRODUCT_SIZE;
