import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  CARAT_FILTER,
  PAGE_SIZE,
  PRICE_FILTER,
  PRODUCT_SORTS,
  WEIGHT_FILTER,
  type ProductSort,
} from '#domain/catalog/list-options.ts';
import { PRODUCT_CATEGORIES } from '#domain/catalog/product-constants.ts';
import {
  DIAMOND_CLARITIES,
  DIAMOND_COLORS,
  isBetterGrade,
  isGradeOf,
  STONE_SHAPES,
  type DiamondClarity,
  type DiamondColor,
  type StoneShape,
} from '#domain/catalog/stone-grades.ts';
import { paths } from '#web/config/paths.ts';
import type { ProductListParams } from '../api/get-products.ts';

export type CategoryFilter = (typeof PRODUCT_CATEGORIES)[number] | 'All';
export type CollectionView = 'grid' | 'list';

/** Everything the collection page shows, read from (and written to) the URL query. */
export interface CollectionFilters {
  q: string;
  minPrice: number;
  /** PRICE_FILTER.max means "no upper bound". */
  maxPrice: number;
  minWeight: number;
  /** WEIGHT_FILTER.max means "no upper bound". */
  maxWeight: number;
  category: CategoryFilter;
  /** Diamond shapes, in the scale's order; none chosen means any piece. */
  shape: readonly StoneShape[];
  /** The best colour and the lowest; D to Z means no colour filter. */
  colorFrom: DiamondColor;
  colorTo: DiamondColor;
  /** The best clarity and the lowest; FL to I3 means no clarity filter. */
  clarityFrom: DiamondClarity;
  clarityTo: DiamondClarity;
  caratMin: number;
  /** CARAT_FILTER.max means "no upper bound". */
  caratMax: number;
  sort: ProductSort;
  page: number;
  view: CollectionView;
}

const BEST_COLOR = DIAMOND_COLORS[0];
const LOWEST_COLOR = DIAMOND_COLORS[DIAMOND_COLORS.length - 1]!;
const BEST_CLARITY = DIAMOND_CLARITIES[0];
const LOWEST_CLARITY = DIAMOND_CLARITIES[DIAMOND_CLARITIES.length - 1]!;

export const DEFAULT_FILTERS: Readonly<CollectionFilters> = {
  q: '',
  minPrice: PRICE_FILTER.min,
  maxPrice: PRICE_FILTER.max,
  minWeight: WEIGHT_FILTER.min,
  maxWeight: WEIGHT_FILTER.max,
  category: 'All',
  shape: [],
  colorFrom: BEST_COLOR,
  colorTo: LOWEST_COLOR,
  clarityFrom: BEST_CLARITY,
  clarityTo: LOWEST_CLARITY,
  caratMin: CARAT_FILTER.min,
  caratMax: CARAT_FILTER.max,
  sort: 'default',
  page: 1,
  view: 'grid',
};

/** A hand-edited or garbled query must never break the page: bad values fall back. */
function readBound(raw: string | null, bounds: { min: number; max: number }, onGarbage: number): number {
  if (raw === null || raw.trim() === '') return onGarbage;
  const value = Number(raw);
  if (!Number.isFinite(value)) return onGarbage;
  return Math.min(Math.max(value, bounds.min), bounds.max);
}

function readRange(
  params: URLSearchParams,
  keys: readonly [string, string],
  bounds: { min: number; max: number },
): [number, number] {
  const low = readBound(params.get(keys[0]), bounds, bounds.min);
  const high = readBound(params.get(keys[1]), bounds, bounds.max);
  return low <= high ? [low, high] : [high, low];
}

/** The shapes of `shape=round,oval` the scale knows, in its order. */
function readShapes(raw: string | null): StoneShape[] {
  const names = (raw ?? '').toLowerCase().split(',');
  return STONE_SHAPES.filter((shape) => names.some((name) => name.trim() === shape));
}

/** A grade range of the URL: unknown grades mean the scale's end, and a range written backwards is turned round. */
function readGrades<T extends string>(
  params: URLSearchParams,
  keys: readonly [string, string],
  scale: readonly T[],
): [T, T] {
  const read = (key: string, fallback: T) => {
    const raw = params.get(key)?.trim().toUpperCase();
    return isGradeOf(scale, raw) ? raw : fallback;
  };
  const best = read(keys[0], scale[0]!);
  const lowest = read(keys[1], scale[scale.length - 1]!);
  return isBetterGrade(scale, lowest, best) ? [lowest, best] : [best, lowest];
}

/** Carats to the hundredth, as the API takes them. */
const hundredths = (carats: number) => Math.round(carats * 100) / 100;

export function parseFilters(params: URLSearchParams): CollectionFilters {
  const [minPrice, maxPrice] = readRange(params, ['minPrice', 'maxPrice'], PRICE_FILTER);
  const [minWeight, maxWeight] = readRange(params, ['minWeight', 'maxWeight'], WEIGHT_FILTER);
  const [colorFrom, colorTo] = readGrades(params, ['colorFrom', 'colorTo'], DIAMOND_COLORS);
  const [clarityFrom, clarityTo] = readGrades(params, ['clarityFrom', 'clarityTo'], DIAMOND_CLARITIES);
  const [caratMin, caratMax] = readRange(params, ['caratMin', 'caratMax'], CARAT_FILTER);
  const categoryParam = params.get('category')?.toLowerCase();
  const category = PRODUCT_CATEGORIES.find((c) => c.toLowerCase() === categoryParam) ?? 'All';
  const sortParam = params.get('sort');
  const sort = PRODUCT_SORTS.find((s) => s === sortParam) ?? 'default';
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim().slice(0, 100) ?? '',
    minPrice,
    maxPrice,
    minWeight,
    maxWeight,
    category,
    shape: readShapes(params.get('shape')),
    colorFrom,
    colorTo,
    clarityFrom,
    clarityTo,
    caratMin: hundredths(caratMin),
    caratMax: hundredths(caratMax),
    sort,
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** Only values that differ from the defaults go in the URL, so shared links stay short. */
export function filtersToSearchParams(filters: CollectionFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof CollectionFilters)[]) {
    const value = filters[key];
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else if (value !== DEFAULT_FILTERS[key]) params.set(key, String(value));
  }
  return params;
}

/** The API query for a set of filters; the bounds at their extremes mean "no bound". */
export function toListParams(filters: CollectionFilters): ProductListParams {
  const { q, minPrice, maxPrice, minWeight, maxWeight, category, sort, page } = filters;
  return {
    ...diamondParams(filters),
    q: q || undefined,
    minPrice: minPrice > PRICE_FILTER.min ? minPrice : undefined,
    maxPrice: maxPrice < PRICE_FILTER.max ? maxPrice : undefined,
    minWeight: minWeight > WEIGHT_FILTER.min ? minWeight : undefined,
    maxWeight: maxWeight < WEIGHT_FILTER.max ? maxWeight : undefined,
    category: category === 'All' ? undefined : category,
    sort: sort === 'default' ? undefined : sort,
    page: page > 1 ? page : undefined,
    pageSize: PAGE_SIZE.default,
  };
}

/** The diamond grade filters the API is asked for: only the bounds off the scales' ends. */
function diamondParams(filters: CollectionFilters): ProductListParams {
  const { shape, colorFrom, colorTo, clarityFrom, clarityTo, caratMin, caratMax } = filters;
  return {
    shape: shape.length > 0 ? shape.join(',') : undefined,
    colorFrom: colorFrom !== BEST_COLOR ? colorFrom : undefined,
    colorTo: colorTo !== LOWEST_COLOR ? colorTo : undefined,
    clarityFrom: clarityFrom !== BEST_CLARITY ? clarityFrom : undefined,
    clarityTo: clarityTo !== LOWEST_CLARITY ? clarityTo : undefined,
    caratMin: caratMin > CARAT_FILTER.min ? hundredths(caratMin) : undefined,
    caratMax: caratMax < CARAT_FILTER.max ? hundredths(caratMax) : undefined,
  };
}

/** How many of the sidebar filters (not search, sort or view) differ from their defaults. */
export function countActiveFilters(filters: CollectionFilters): number {
  let count = Object.values(diamondGroups(filters)).filter(Boolean).length;
  if (filters.minPrice !== DEFAULT_FILTERS.minPrice || filters.maxPrice !== DEFAULT_FILTERS.maxPrice) count++;
  if (filters.minWeight !== DEFAULT_FILTERS.minWeight || filters.maxWeight !== DEFAULT_FILTERS.maxWeight) count++;
  if (filters.category !== DEFAULT_FILTERS.category) count++;
  return count;
}

/** Which of the diamond filters (shape, colour, clarity, carats) are set, each counted once. */
function diamondGroups(filters: CollectionFilters) {
  const asked = diamondParams(filters);
  return {
    shape: asked.shape !== undefined,
    color: asked.colorFrom !== undefined || asked.colorTo !== undefined,
    clarity: asked.clarityFrom !== undefined || asked.clarityTo !== undefined,
    carats: asked.caratMin !== undefined || asked.caratMax !== undefined,
  };
}

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (used while refining a search). */
  replace?: boolean;
}

export function useCollectionFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<CollectionFilters>, options: UpdateOptions = {}) => {
      setSearchParams(
        () => {
          // Not the hook's `current`: that is the last rendered URL, and a navigation applies in a
          // transition, so two quick edits (blur one field, commit the next) could undo each other.
          const previous = parseFilters(new URLSearchParams(window.location.search));
          // Any change to what is listed starts again at page 1; page and view changes do not.
          const changesResults = (Object.keys(patch) as (keyof CollectionFilters)[]).some(
            (key) => key !== 'page' && key !== 'view' && patch[key] !== previous[key],
          );
          return filtersToSearchParams({ ...previous, ...(changesResults ? { page: 1 } : {}), ...patch });
        },
        // The page keeps its scroll position; the results scroll themselves when that helps.
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const reset = useCallback(() => {
    setSearchParams((current) => filtersToSearchParams({ ...DEFAULT_FILTERS, view: parseFilters(current).view }), {
      preventScrollReset: true,
    });
  }, [setSearchParams]);

  /** The link to another page of the same results. */
  const pageHref = useCallback(
    (page: number) => {
      const search = filtersToSearchParams({ ...filters, page }).toString();
      return search ? `${paths.collection.pattern}?${search}` : paths.collection.pattern;
    },
    [filters],
  );

  return { filters, update, reset, pageHref };
}
