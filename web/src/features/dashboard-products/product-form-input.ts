import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { recipeIssues, toPieceRecipe } from '#domain/catalog/piece-recipe.ts';
import { CATEGORY_CHOICES, createProductFields, DEFAULT_FORM_SIZE } from '#domain/catalog/product-input.ts';
import type { PieceRecipe } from '#domain/pricing/piece-price.ts';
import {
  fieldsSchema,
  NO_PURITY,
  type ProductFields,
  type ProductFormMode,
  type ProductFormValues,
  type StoneFormValues,
} from './product-form-values.ts';
import { ONE_SIZE, type OptionsFormValues } from './product-options-values.ts';

// From the form's values as typed to the API's input: checked with the server's own schema, and
// each refusal placed under the control that shows it.

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
    // A grade left at none is left out: every grade is optional.
    ...(stone.shape && { shape: stone.shape }),
    ...(stone.color && { color: stone.color }),
    ...(stone.clarity && { clarity: stone.clarity }),
    ...(stone.cut && { cut: stone.cut }),
  };
}

const numberOrUndefined = (value: number) => (Number.isNaN(value) ? undefined : value);

/** What the piece offers its buyer to choose: null for one size, as it is, and for no engraving. */
function optionsInput(values: OptionsFormValues) {
  return {
    sizing:
      values.sizeScale === ONE_SIZE
        ? null
        : {
            scale: values.sizeScale,
            from: values.sizeFrom,
            to: values.sizeTo,
            leadDays: wholeNumber(values.leadDays),
          },
    engraving: values.engraves
      ? {
          maxLength: wholeNumber(values.engravingMaxLength),
          scripts: values.engravingScripts,
          // Blank is free: the fee is the form's other money fields' dollars, as cents.
          feeCents: toScaled(values.engravingFee, 2) ?? 0,
        }
      : null,
  };
}

/** The fields that price the piece, as the API reads them (cents, basis points, hundredths of a carat). */
function recipeInput(values: ProductFormValues) {
  return {
    weight: numberOrUndefined(values.weight),
    metal: values.metal === 'none' ? null : values.metal,
    // Left out while none is chosen: purityIssues says so, not the API's default of pure.
    fineness: values.fineness === NO_PURITY ? undefined : Number(values.fineness),
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
    taxClass: values.taxClass,
    // Blank is a final sale; anything else is checked by the shared schema (whole days, 1 to 365).
    returnDays: values.returnDays.trim() === '' ? null : Number(values.returnDays),
    stock: numberOrUndefined(values.stock),
    size: mode === 'edit' && values.size.trim() === '' ? DEFAULT_FORM_SIZE : values.size,
    ...optionsInput(values),
    ...recipeInput(values),
  };
}

/** A stone line's controls named as the API names its fields. */
const STONE_CONTROLS = ['kind', 'origin', 'count', 'shape', 'color', 'clarity', 'cut'] as const;

/** The options' fields as the API names them, and the controls that show their messages. */
const OPTION_CONTROLS = new Map<string, keyof OptionsFormValues>([
  ['sizing', 'sizeScale'],
  ['sizing.scale', 'sizeScale'],
  ['sizing.from', 'sizeFrom'],
  ['sizing.to', 'sizeTo'],
  ['sizing.leadDays', 'leadDays'],
  ['engraving.maxLength', 'engravingMaxLength'],
  ['engraving.scripts', 'engravingScripts'],
  ['engraving.feeCents', 'engravingFee'],
]);

/** The control of the form that shows a message the API gives for `path` ('stones.0.caratHundredths'). */
export function formFieldOf(path: string): string | undefined {
  // One message for the script checkboxes, whichever script it names ('engraving.scripts.0').
  const option = OPTION_CONTROLS.get(path.replace(/^engraving\.scripts\.\d+$/, 'engraving.scripts'));
  if (option) return option;
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
            : (STONE_CONTROLS as readonly string[]).includes(rest)
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

export const PURITY_REQUIRED = 'Please choose the purity of the metal';

/**
 * The form's own rule, stricter than the API's: the admin chooses the purity of every metal
 * piece, so none is priced at the quoted pure rate by default.
 */
function purityIssues(values: Pick<ProductFormValues, 'metal' | 'fineness'>): Issue[] {
  const metalPiece = values.metal !== 'none' && values.metal !== '';
  return metalPiece && values.fineness === NO_PURITY ? [{ path: ['fineness'], message: PURITY_REQUIRED }] : [];
}

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
  const purity = purityIssues(values)[0];
  if (purity) return { problem: purity.message };
  const piece = { ...parsed.data, metal: parsed.data.metal ?? null };
  const issue = recipeIssues(piece)[0];
  if (issue) return { problem: issue.message };
  return { recipe: toPieceRecipe(piece) };
}

/**
 * Checks the form with the server's own schema and its whole-recipe checks (a purity the metal is
 * not sold in, a gross weight below the net, charges past the money rule), and that a metal
 * piece's purity is chosen, so the messages beside
 * the fields are the server's. The recipe is checked as soon as its own fields are valid, whatever
 * the name or descriptions hold.
 */
export function productFormResolver(mode: ProductFormMode): Resolver<ProductFormValues, unknown, ProductFields> {
  return (values, _context, options) => {
    const parsed = fieldsSchema.safeParse(toInput(values, mode));
    const issues: Issue[] = parsed.success ? [] : [...parsed.error.issues];
    issues.push(...purityIssues(values));
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
  'taxClass',
  'returnDays',
] as const satisfies readonly (keyof ProductFormValues)[];
