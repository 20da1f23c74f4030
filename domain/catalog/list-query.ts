import { z } from 'zod';
import { PAGE_SIZE, PRICE_FILTER, PRODUCT_SORTS, WEIGHT_FILTER } from './list-options.ts';
import { DIAMOND_CLARITIES, DIAMOND_COLORS, isBetterGrade, isGradeOf, STONE_SHAPES } from './stone-grades.ts';

/**
 * A bound from the query string: missing means no bound, a non-numeric entry means
 * `onGarbage`, and negative values count as 0.
 */
function lenientBound(onGarbage: number) {
  return z.preprocess((raw) => {
    if (raw === undefined || raw === null || raw === '') return undefined;
    const value = Number(raw);
    return Number.isFinite(value) ? Math.min(Math.max(value, 0), 1_000_000) : onGarbage;
  }, z.number().optional());
}

const positiveInt = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(fallback);

/** Text of the query string, trimmed; blank is left out. */
const blankToUndefined = (raw: unknown) => {
  if (typeof raw !== 'string') return raw;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * `shape=round,oval` (or `shape=round&shape=oval`): the diamond shapes wanted, in the scale's order
 * and each once, so two spellings of one filter share a cached answer.
 */
const shapeList = z.preprocess(
  (raw) => blankToUndefined(Array.isArray(raw) ? raw.join(',') : raw),
  z
    .string({ error: `must be shapes from: ${STONE_SHAPES.join(', ')}` })
    .max(200, 'must be at most 200 characters')
    .transform((text, ctx) => {
      const names = text
        .toLowerCase()
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      // Names the shapes it knows rather than repeating what was sent.
      if (!names.every((name) => isGradeOf(STONE_SHAPES, name))) {
        ctx.addIssue({ code: 'custom', message: `must be shapes from: ${STONE_SHAPES.join(', ')}` });
        return z.NEVER;
      }
      const shapes = STONE_SHAPES.filter((shape) => names.includes(shape));
      return shapes.length > 0 ? shapes : undefined;
    })
    .optional(),
);

const upperCase = (raw: unknown) => {
  const text = blankToUndefined(raw);
  return typeof text === 'string' ? text.toUpperCase() : text;
};
const colorGrade = z.preprocess(
  upperCase,
  z.enum(DIAMOND_COLORS, { error: 'must be a GIA colour letter from D to Z' }).optional(),
);
const clarityGrade = z.preprocess(
  upperCase,
  z.enum(DIAMOND_CLARITIES, { error: `must be a GIA clarity grade: ${DIAMOND_CLARITIES.join(', ')}` }).optional(),
);

/** Carats of one stone, as a buyer types them (0.5); strict, unlike the price bounds. */
const caratBound = z.preprocess(
  (raw) => {
    const text = blankToUndefined(raw);
    return typeof text === 'string' ? Number(text) : text;
  },
  z
    .number({ error: 'must be a number of carats, such as 0.5' })
    .min(0, 'cannot be negative')
    .max(1000, 'must be at most 1,000 carats')
    .multipleOf(0.01, 'has at most two decimals')
    .optional(),
);

/**
 * Query of GET /api/products. Prices are in dollars as the shopper types them; a
 * non-numeric price falls back to 0 (min) and 5000 (max) as the spec says.
 */
export const listProductsQuery = /* @__PURE__ */ z
  .object({
    q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    minPrice: lenientBound(PRICE_FILTER.min),
    maxPrice: lenientBound(PRICE_FILTER.max),
    minWeight: lenientBound(WEIGHT_FILTER.min),
    maxWeight: lenientBound(WEIGHT_FILTER.max),
    category: z.string().trim().max(60).optional(),
    featured: z.enum(['true', 'false']).optional(),
    // A piece matches the grade filters when one of its diamonds matches all of them.
    shape: shapeList,
    colorFrom: colorGrade,
    colorTo: colorGrade,
    clarityFrom: clarityGrade,
    clarityTo: clarityGrade,
    caratMin: caratBound,
    caratMax: caratBound,
    sort: z.enum(PRODUCT_SORTS).default('default'),
    page: positiveInt(1, 100_000),
    pageSize: positiveInt(PAGE_SIZE.default, PAGE_SIZE.max),
  })
  .superRefine((query, ctx) => {
    // A range written the wrong way round is refused rather than guessed at (D is the best colour).
    const { colorFrom, colorTo, clarityFrom, clarityTo, caratMin, caratMax } = query;
    if (colorFrom && colorTo && isBetterGrade(DIAMOND_COLORS, colorTo, colorFrom)) {
      ctx.addIssue({
        code: 'custom',
        path: ['colorTo'],
        message: `must be ${colorFrom} or a lower colour (D is the best)`,
      });
    }
    if (clarityFrom && clarityTo && isBetterGrade(DIAMOND_CLARITIES, clarityTo, clarityFrom)) {
      ctx.addIssue({
        code: 'custom',
        path: ['clarityTo'],
        message: `must be ${clarityFrom} or a lower clarity (FL is the best)`,
      });
    }
    if (caratMin !== undefined && caratMax !== undefined && caratMax < caratMin) {
      ctx.addIssue({ code: 'custom', path: ['caratMax'], message: 'must be at least caratMin' });
    }
  });
export type ListProductsQuery = z.infer<typeof listProductsQuery>;
export type ListProductsInput = z.input<typeof listProductsQuery>;

/** The query's diamond grade filters; any of them limits the list to pieces with a diamond graded so. */
export type StoneGradeFilter = Pick<
  ListProductsQuery,
  'shape' | 'colorFrom' | 'colorTo' | 'clarityFrom' | 'clarityTo' | 'caratMin' | 'caratMax'
>;

export function hasStoneGradeFilter(filter: StoneGradeFilter): boolean {
  return (
    (filter.shape?.length ?? 0) > 0 ||
    [filter.colorFrom, filter.colorTo, filter.clarityFrom, filter.clarityTo, filter.caratMin, filter.caratMax].some(
      (bound) => bound !== undefined,
    )
  );
}
