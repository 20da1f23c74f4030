import type { z } from 'zod';
import type { Product } from '#domain/catalog/product.ts';
import { CATEGORY_CHOICES, createProductFields, DEFAULT_FORM_SIZE } from '#domain/catalog/product-input.ts';
import { formatScaledDecimal } from '#domain/money.ts';
import { percentNumber } from '#domain/i18n/percent.ts';
import type { SettingMetal } from '#domain/catalog/piece-recipe.ts';
import type { CutGrade, DiamondClarity, DiamondColor, StoneShape } from '#domain/catalog/stone-grades.ts';
import { PURE, PURITIES, type MakingCharge } from '#domain/pricing/piece-price.ts';
import { metalForCategory } from '#domain/rates/rate-table.ts';
import { defaultReturnDays, type ReturnDays } from '#domain/returns/return-policy.ts';
import { defaultTaxClass, type TaxClass } from '#domain/tax/tax-line.ts';
import { emptyOptionsForm, optionsToForm, type OptionsFormValues } from './product-options-values.ts';

export type ProductFormMode = 'add' | 'edit';

/**
 * The metal select's values: the metal of the piece (of its setting, for a diamond piece), 'none'
 * for a piece priced by its stones alone, or '' while a diamond piece has none chosen yet.
 */
export type MetalChoice = SettingMetal | 'none';
export const METAL_CHOICES: ReadonlyArray<{ value: MetalChoice; label: string }> = [
  { value: 'Gold', label: 'Gold' },
  { value: 'Silver', label: 'Silver' },
  { value: 'Platinum', label: 'Platinum' },
  { value: 'none', label: 'None – stones only' },
];

/** The purity select's value before the admin chooses one: a new metal piece has no purity by default. */
export const NO_PURITY = '';

export const MAKING_KINDS: ReadonlyArray<{ value: MakingCharge['kind']; label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'percent', label: 'Percent of the metal value' },
  { value: 'per-gram', label: 'Dollars per gram' },
  { value: 'fixed', label: 'Fixed amount' },
];

/** One stone line as its controls hold it: carats and dollars as typed. */
export interface StoneFormValues {
  kind: string;
  origin: 'natural' | 'lab-grown';
  /** Of one stone ('0.25'). */
  carats: string;
  count: string;
  priceKind: 'per-carat' | 'fixed';
  /** Dollars per carat, or dollars for all the stones of the line. */
  price: string;
  certificateLab: string;
  certificateNumber: string;
  /** The grades (domain/catalog/stone-grades.ts); '' for none. */
  shape: StoneShape | '';
  color: DiamondColor | '';
  clarity: DiamondClarity | '';
  cut: CutGrade | '';
}

/**
 * What the form's controls hold. Number inputs registered with valueAsNumber give NaN while
 * blank; the pricing amounts stay text as typed, so dollars and percents become cents and basis
 * points without floating point (toScaled).
 */
export interface ProductFormValues extends OptionsFormValues {
  name: string;
  /** The label of one of CATEGORY_CHOICES ("Men's Yellow Gold"), '' until one is picked. */
  category: string;
  metal: MetalChoice | '';
  /** Parts per thousand, as the purity select's value ('750'); NO_PURITY until the admin chooses one. */
  fineness: string;
  /** Net metal weight, grams. */
  weight: number;
  grossWeight: number;
  makingKind: MakingCharge['kind'];
  /** Percent, dollars per gram or dollars, as `makingKind` says. */
  makingValue: string;
  wastagePercent: string;
  stones: StoneFormValues[];
  /** Dollars. */
  fee: string;
  shortDescription: string;
  description: string;
  /** The Arabic pages' name, short description and description; blank: they show the English ones. */
  nameAr: string;
  shortDescriptionAr: string;
  descriptionAr: string;
  size: string;
  stock: number;
  featured: boolean;
  /** Jewellery or bullion for sales tax; the add form's follows the category (coins are bullion). */
  taxClass: TaxClass;
  /** Days after handover it may be returned; blank: a final sale. The add form's follows the tax class. */
  returnDays: string;
}

/** The shared schema of POST /api/products without the photos, which the photo manager keeps. */
export const fieldsSchema = createProductFields.omit({ images: true });
export type ProductFields = z.output<typeof fieldsSchema>;

export const emptyStone = (): StoneFormValues => ({
  kind: 'Diamond',
  origin: 'natural',
  carats: '',
  count: '1',
  priceKind: 'per-carat',
  price: '',
  certificateLab: '',
  certificateNumber: '',
  shape: '',
  color: '',
  clarity: '',
  cut: '',
});

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    category: '',
    // Until the admin picks another, the metal follows the category (as the spec priced it).
    metal: 'Gold',
    // Chosen by the admin: a 21K bangle left at pure would be priced as 24K.
    fineness: NO_PURITY,
    weight: Number.NaN,
    grossWeight: Number.NaN,
    makingKind: 'none',
    makingValue: '',
    wastagePercent: '',
    stones: [],
    fee: '',
    shortDescription: '',
    description: '',
    nameAr: '',
    shortDescriptionAr: '',
    descriptionAr: '',
    size: DEFAULT_FORM_SIZE,
    // A new piece is usually one in the showcase; 0 would show it Out of Stock.
    stock: 1,
    featured: false,
    taxClass: 'jewellery',
    returnDays: returnDaysText(defaultReturnDays('jewellery')),
    ...emptyOptionsForm(),
  };
}

const dollarText = (cents: number) => formatScaledDecimal(cents, 2);

function makingValueOf(making: MakingCharge): string {
  switch (making.kind) {
    case 'none':
      return '';
    case 'percent':
      return percentNumber(making.basisPoints);
    case 'per-gram':
      return dollarText(making.centsPerGram);
    case 'fixed':
      return dollarText(making.cents);
  }
}

/** The edit form starts from the stored product; its category shows as the plain choice of that name. */
export function productToForm(product: Product): ProductFormValues {
  const choice =
    CATEGORY_CHOICES.find((c) => c.label === product.category) ??
    CATEGORY_CHOICES.find((c) => c.value === product.category);
  return {
    name: product.name,
    category: choice?.label ?? '',
    // No stored piece is priced by the gram of diamond (migration 0020): one would name its setting.
    metal: product.metal === 'Diamond' ? '' : (product.metal ?? 'none'),
    fineness: String(product.fineness),
    weight: product.weight,
    grossWeight: product.grossWeight ?? Number.NaN,
    makingKind: product.making.kind,
    makingValue: makingValueOf(product.making),
    wastagePercent: product.wastageBasisPoints === 0 ? '' : percentNumber(product.wastageBasisPoints),
    stones: product.stones.map((stone) => ({
      kind: stone.kind,
      origin: stone.origin,
      carats: formatScaledDecimal(stone.caratHundredths, 2),
      count: String(stone.count),
      priceKind: 'fixedCents' in stone.price ? 'fixed' : 'per-carat',
      price: dollarText('fixedCents' in stone.price ? stone.price.fixedCents : stone.price.perCaratCents),
      certificateLab: stone.certificate?.lab ?? '',
      certificateNumber: stone.certificate?.number ?? '',
      shape: stone.shape ?? '',
      color: stone.color ?? '',
      clarity: stone.clarity ?? '',
      cut: stone.cut ?? '',
    })),
    fee: product.feeCents === 0 ? '' : dollarText(product.feeCents),
    shortDescription: product.shortDescription,
    description: product.description,
    nameAr: product.nameAr ?? '',
    shortDescriptionAr: product.shortDescriptionAr ?? '',
    descriptionAr: product.descriptionAr ?? '',
    size: product.size,
    stock: product.stock,
    featured: product.featured,
    taxClass: product.taxClass,
    returnDays: returnDaysText(product.returnDays),
    ...optionsToForm(product),
  };
}

/** The return window field's text: blank for a final sale. */
export const returnDaysText = (days: ReturnDays) => (days === null ? '' : String(days));

/** Whether a category choice is of diamond pieces, which are priced by their setting metal and stones. */
export function isDiamondChoice(label: string): boolean {
  return CATEGORY_CHOICES.find((c) => c.label === label)?.value === 'Diamond';
}

/** The tax class a category choice has by default, for the add form: coins are bullion. */
export function taxClassOfCategoryChoice(label: string): TaxClass | undefined {
  const choice = CATEGORY_CHOICES.find((c) => c.label === label);
  return choice && defaultTaxClass(choice.value);
}

/** The tax class select's options. */
export const TAX_CLASS_CHOICES: ReadonlyArray<{ value: TaxClass; label: string }> = [
  { value: 'jewellery', label: 'Jewellery' },
  { value: 'bullion', label: 'Bullion (coins, bars)' },
];

/**
 * The metal a category choice is priced in by default ('Coins' -> Gold), for the add form; a
 * diamond piece has none ('') until the admin names its setting.
 */
export function metalOfCategoryChoice(label: string): MetalChoice | '' | undefined {
  const choice = CATEGORY_CHOICES.find((c) => c.label === label);
  if (!choice) return undefined;
  const metal = metalForCategory(choice.value);
  return metal === 'Diamond' ? '' : metal;
}

/**
 * The purity to keep when the metal changes: the same fineness when the new metal is sold in it,
 * else none chosen (NO_PURITY); a piece without metal is priced at no purity (pure, ignored).
 */
export function purityForMetal(metal: MetalChoice | '', fineness: string): string {
  if (metal === 'none') return String(PURE);
  if (metal === '') return NO_PURITY;
  return PURITIES[metal].some((purity) => String(purity.fineness) === fineness) ? fineness : NO_PURITY;
}
