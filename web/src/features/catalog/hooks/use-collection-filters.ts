import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  PAGE_SIZE,
  PRICE_FILTER,
  PRODUCT_SORTS,
  WEIGHT_FILTER,
  type ProductSort,
} from '#domain/catalog/list-options.ts';
import { PRODUCT_CATEGORIES } from '#domain/catalog/product-constants.ts';
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
  sort: ProductSort;
  page: number;
  view: CollectionView;
}

export const DEFAULT_FILTERS: Readonly<CollectionFilters> = {
  q: '',
  minPrice: PRICE_FILTER.min,
  maxPrice: PRICE_FILTER.max,
  minWeight: WEIGHT_FILTER.min,
  maxWeight: WEIGHT_FILTER.max,
  category: 'All',
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

export function parseFilters(params: URLSearchParams): CollectionFilters {
  const [minPrice, maxPrice] = readRange(params, ['minPrice', 'maxPrice'], PRICE_FILTER);
  const [minWeight, maxWeight] = readRange(params, ['minWeight', 'maxWeight'], WEIGHT_FILTER);
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
    if (value !== DEFAULT_FILTERS[key]) params.set(key, String(value));
  }
  return params;
}

/** The API query for a set of filters; the bounds at their extremes mean "no bound". */
export function toListParams(filters: CollectionFilters): ProductListParams {
  const { q, minPrice, maxPrice, minWeight, maxWeight, category, sort, page } = filters;
  return {
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

/** How many of the sidebar filters (not search, sort or view) differ from their defaults. */
export function countActiveFilters(filters: CollectionFilters): number {
  let count = 0;
  if (filters.minPrice !== DEFAULT_FILTERS.minPrice || filters.maxPrice !== DEFAULT_FILTERS.maxPrice) count++;
  if (filters.minWeight !== DEFAULT_FILTERS.minWeight || filters.maxWeight !== DEFAULT_FILTERS.maxWeight) count++;
  if (filters.category !== DEFAULT_FILTERS.category) count++;
  return count;
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
