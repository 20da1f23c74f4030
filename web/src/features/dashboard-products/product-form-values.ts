import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { recipeIssues, toPieceRecipe } from '#domain/catalog/piece-recipe.ts';
import type { Product } from '#domain/catalog/product.ts';
import { CATEGORY_CHOICES, createProductFields, DEFAULT_FORM_SIZE } from '#domain/catalog/product-input.ts';
import { formatScaledDecimal } from '#domain/money.ts';
import { percentNumber } from '#domain/i18n/percent.ts';
import { PURE, PURITIES, type MakingCharge, type PieceMetal, type PieceRecipe } from '#domain/pricing/piece-price.ts';
import { metalForCategory } from '#domain/rates/rate-table.ts';

export type ProductFormMode = 'add' | 'edit';

/** The metal select's values: a metal, or 'none' for a piece priced by its stones alone. */
export type MetalChoice = PieceMetal | 'none';
export const METAL_CHOICES: ReadonlyArray<{ value: MetalChoice; label: string }> = [
  { value: 'Gold', label: 'Gold' },
  { value: 'Silver', label: 'Silver' },
  { value: 'Platinum', label: 'Platinum' },
  { value: 'Diamond', label: 'Diamond (per-gram, legacy)' },
  { value: 'none', label: 'None – stones only' },
];

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
}

/**
 * What the form's controls hold. Number inputs registered with valueAsNumber give NaN while
 * blank; the pricing amounts stay text as typed, so dollars and percents become cents and basis
 * points without floating point (toScaled).
 */
export interface ProductFormValues {
  name: string;
  /** The label of one of CATEGORY_CHOICES ("Men's Yellow Gold"), '' until one is picked. */
  category: string;
  metal: MetalChoice;
  /** Parts per thousand, as the purity select's value ('750'). */
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
}

/** The shared schema of POST /api/products without the photos, which the photo manager keeps. */
const fieldsSchema = createProductFields.omit({ images: true });
export type ProductFields = z.output<typeof fieldsSchema>;

/** The fields that price a piece: checked on their own so the preview and the whole-recipe checks need no name. */
const recipeSchema = createProductFields.pick({
  weight: true,
  metal: true,
  fineness: true,
  grossWeight: true,
  wastageBasisPoints: true,
  making: true,
  stones: true,
  feeCents: true,
});

export const emptyStone = (): StoneFormValues => ({
  kind: 'Diamond',
  origin: 'natural',
  carats: '',
  count: '1',
  priceKind: 'per-carat',
  price: '',
  certificateLab: '',
  certificateNumber: '',
});

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    category: '',
    // Until the admin picks another, the metal follows the category (as the spec priced it).
    metal: 'Gold',
    // The spec's price: the rate as quoted, nothing added.
    fineness: String(PURE),
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
    metal: product.metal ?? 'none',
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
  };
}

/** The metal a category choice is priced in by default ('Coins' -> Gold), for the add form. */
export function metalOfCategoryChoice(label: string): MetalChoice | undefined {
  const choice = CATEGORY_CHOICES.find((c) => c.label === label);
  return choice ? metalForCategory(choice.value) : undefined;
}

/** The purity to keep when the metal changes: the same fineness when the new metal is sold in it, else pure. */
export function purityForMetal(metal: MetalChoice, fineness: string): string {
  if (metal === 'none') return String(PURE);
  return PURITIES[metal].some((purity) => String(purity.fineness) === fineness) ? fineness : String(PURE);
}

/**
 * A decimal as typed ('12.5') scaled to an integer of 10^scale (1250), without floating point.
 * Blank is undefined; text that is not a number is NaN; a value with more decimals than the scale
 * keeps them (12.345% -> 1234.5), so the schema's own "at most two decimals" message names it.
 */
export function toScaled(text: string, scale: number): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return Number.NaN;
  const [, minus, whole = '', fraction = ''] = match;
  const kept = Number(whole || '0') * 10 ** scale + Number((fraction + '0'.repeat(scale)).slice(0, scale));
  const extra = fraction.slice(scale).replace(/0+$/, '');
  const scaled = extra === '' ? kept : kept + Number(`0.${extra}`);
  return minus ? -scaled : scaled;
}

const wholeNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

function makingInput(values: Pick<ProductFormValues, 'makingKind' | 'makingValue'>) {
  const amount = toScaled(values.makingValue, 2);
  switch (values.makingKind) {
    case 'percent':
      return { kind: 'percent', basisPoints: amount };
    case 'per-gram':
      return { kind: 'per-gram', centsPerGram: amount };
    case 'fixed':
      return { kind: 'fixed', cents: amount };
    default:
      return { kind: 'none' };
  }
}

function stoneInput(stone: StoneFormValues) {
  const price = toScaled(stone.price, 2);
  const lab = stone.certificateLab.trim();
  const number = stone.certificateNumber.trim();
  return {
    kind: stone.kind,
    origin: stone.origin,
    caratHundredths: toScaled(stone.carats, 2),
    count: wholeNumber(stone.count),
    price: stone.priceKind === 'fixed' ? { fixedCents: price } : { perCaratCents: price },
    // Both blank: no certificate; one of them alone is refused by the schema, beside the other.
    ...((lab !== '' || number !== '') && { certificate: { lab, number } }),
  };
}

const numberOrUndefined = (value: number) => (Number.isNaN(value) ? undefined : value);

/** The fields that price the piece, as the API reads them (cents, basis points, hundredths of a carat). */
function recipeInput(values: ProductFormValues) {
  return {
    weight: numberOrUndefined(values.weight),
    metal: values.metal === 'none' ? null : values.metal,
    fineness: Number(values.fineness),
    grossWeight: numberOrUndefined(values.grossWeight) ?? null,
    wastageBasisPoints: toScaled(values.wastagePercent, 2) ?? 0,
    making: makingInput(values),
    stones: values.stones.map(stoneInput),
    feeCents: toScaled(values.fee, 2) ?? 0,
  };
}

/**
 * The controls' values as the API reads them: the category choice becomes the category it
 * submits ('Yellow Gold Women' is Gold), blank numbers are left out (stock then defaults to 0),
 * dollars and percents become cents and basis points and, on the edit form only, a blank size is
 * the default size (spec: size is required on add).
 */
function toInput(values: ProductFormValues, mode: ProductFormMode) {
  const choice = CATEGORY_CHOICES.find((c) => c.label === values.category);
  return {
    name: values.name,
    category: choice?.value ?? '',
    shortDescription: values.shortDescription,
    description: values.description,
    // Blank is stored as none (the schema makes it null): the Arabic pages then show the English.
    nameAr: values.nameAr,
    shortDescriptionAr: values.shortDescriptionAr,
    descriptionAr: values.descriptionAr,
    featured: values.featured,
    stock: numberOrUndefined(values.stock),
    size: mode === 'edit' && values.size.trim() === '' ? DEFAULT_FORM_SIZE : values.size,
    ...recipeInput(values),
  };
}

/** The control of the form that shows a message the API gives for `path` ('stones.0.caratHundredths'). */
export function formFieldOf(path: string): string | undefined {
  const stone = /^stones\.(\d+)(?:\.(.+))?$/.exec(path);
  if (stone) {
    const [, index, rest = ''] = stone;
    const field = rest.startsWith('caratHundredths')
      ? 'carats'
      : rest.startsWith('price')
        ? 'price'
        : rest === 'certificate.number'
          ? 'certificateNumber'
          : rest.startsWith('certificate')
            ? 'certificateLab'
            : rest === 'kind' || rest === 'origin' || rest === 'count'
              ? rest
              : 'kind';
    return `stones.${index}.${field}`;
  }
  if (path === 'making.kind') return 'makingKind';
  if (path === 'making' || path.startsWith('making.')) return 'makingValue';
  if (path === 'wastageBasisPoints') return 'wastagePercent';
  if (path === 'feeCents') return 'fee';
  if (path === 'stones') return 'stones';
  return (FORM_FIELDS as readonly string[]).includes(path) ? path : undefined;
}

type Issue = { path: PropertyKey[]; message: string };

/** Zod issues as the form's flat errors, each under the control that shows it (the first per control). */
function formErrorsOf(issues: readonly Issue[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const field = formFieldOf(issue.path.join('.')) ?? 'root.server';
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return errors;
}

/** The priced piece of the form's values, or the first reason it cannot be priced yet. */
export function recipeOfForm(values: ProductFormValues): { recipe: PieceRecipe } | { problem: string } {
  const parsed = recipeSchema.safeParse(recipeInput(values));
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'Some fields are not valid yet' };
  const piece = { ...parsed.data, metal: parsed.data.metal ?? null };
  const issue = recipeIssues(piece)[0];
  if (issue) return { problem: issue.message };
  return { recipe: toPieceRecipe(piece) };
}

/**
 * Checks the form with the server's own schema and its whole-recipe checks (a purity the metal is
 * not sold in, a gross weight below the net, charges past the money rule), so the messages beside
 * the fields are the server's. The recipe is checked as soon as its own fields are valid, whatever
 * the name or descriptions hold.
 */
export function productFormResolver(mode: ProductFormMode): Resolver<ProductFormValues, unknown, ProductFields> {
  return (values, _context, options) => {
    const parsed = fieldsSchema.safeParse(toInput(values, mode));
    const issues: Issue[] = parsed.success ? [] : [...parsed.error.issues];
    const recipe = recipeSchema.safeParse(recipeInput(values));
    if (recipe.success) issues.push(...recipeIssues({ ...recipe.data, metal: recipe.data.metal ?? null }));
    if (parsed.success && issues.length === 0) return { values: parsed.data, errors: {} };
    return {
      values: {},
      errors: toNestErrors(formErrorsOf(issues) as FieldErrors, options) as FieldErrors<ProductFormValues>,
    };
  };
}

/** Server field names (400 `fields`) that are controls of this form, as they are. */
export const FORM_FIELDS = [
  'name',
  'category',
  'metal',
  'fineness',
  'weight',
  'grossWeight',
  'shortDescription',
  'description',
  'nameAr',
  'shortDescriptionAr',
  'descriptionAr',
  'size',
  'stock',
  'featured',
] as const satisfies readonly (keyof ProductFormValues)[];
