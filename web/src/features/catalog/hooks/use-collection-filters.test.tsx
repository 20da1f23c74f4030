import { hashKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getProductsQueryOptions } from '../api/get-products.ts';
import {
  countActiveFilters,
  DEFAULT_FILTERS,
  filtersToSearchParams,
  parseFilters,
  toListParams,
  useCollectionFilters,
  type CollectionFilters,
} from './use-collection-filters.ts';

const parse = (search: string) => parseFilters(new URLSearchParams(search));
const filters = (patch: Partial<CollectionFilters>): CollectionFilters => ({ ...DEFAULT_FILTERS, ...patch });

describe('parseFilters', () => {
  it('starts from the defaults: every price and weight, every category and grade, page 1, the grid', () => {
    expect(parse('')).toEqual({
      q: '',
      minPrice: 0,
      maxPrice: 5000,
      minWeight: 0,
      maxWeight: 100,
      category: 'All',
      shape: [],
      colorFrom: 'D',
      colorTo: 'Z',
      clarityFrom: 'FL',
      clarityTo: 'I3',
      caratMin: 0,
      caratMax: 3,
      sort: 'default',
      page: 1,
      view: 'grid',
    });
  });

  it('reads a shared link', () => {
    expect(parse('q=ring&minPrice=100&maxPrice=900&category=Gold&sort=price-asc&page=3&view=list')).toEqual(
      filters({ q: 'ring', minPrice: 100, maxPrice: 900, category: 'Gold', sort: 'price-asc', page: 3, view: 'list' }),
    );
  });

  it('falls back, clamps and orders what a hand-edited link gets wrong', () => {
    expect(parse('minPrice=abc&maxPrice=')).toMatchObject({ minPrice: 0, maxPrice: 5000 });
    expect(parse('minPrice=-50&maxPrice=99999')).toMatchObject({ minPrice: 0, maxPrice: 5000 });
    expect(parse('minWeight=80&maxWeight=20')).toMatchObject({ minWeight: 20, maxWeight: 80 });
    expect(parse('minWeight=Infinity')).toMatchObject({ minWeight: 0 });
    expect(parse('category=gOLD')).toMatchObject({ category: 'Gold' });
    expect(parse('category=Bronze&sort=cheapest&view=table')).toMatchObject({
      category: 'All',
      sort: 'default',
      view: 'grid',
    });
  });

  it('reads the diamond grades of a shared link, and mends a hand-edited one', () => {
    expect(
      parse('shape=round,oval&colorFrom=D&colorTo=H&clarityFrom=IF&clarityTo=VS2&caratMin=0.5&caratMax=2'),
    ).toEqual(
      filters({
        shape: ['round', 'oval'],
        colorTo: 'H',
        clarityFrom: 'IF',
        clarityTo: 'VS2',
        caratMin: 0.5,
        caratMax: 2,
      }),
    );
    expect(parse('shape=OVAL,%20blob,round,oval')).toMatchObject({ shape: ['round', 'oval'] });
    expect(parse('colorFrom=j&colorTo=e&clarityFrom=VS3')).toMatchObject({
      colorFrom: 'E',
      colorTo: 'J',
      clarityFrom: 'FL',
    });
    expect(parse('caratMin=0.555&caratMax=9')).toMatchObject({ caratMin: 0.56, caratMax: 3 });
  });

  it.each([
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['two', 1],
    ['7', 7],
    ['999999999', 100_000],
  ])('reads page=%s as page %i', (page, expected) => expect(parse(`page=${page}`).page).toBe(expected));

  it('trims the search and keeps at most 100 characters of it', () => {
    expect(parse('q=%20%20gold%20ring%20').q).toBe('gold ring');
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('filtersToSearchParams', () => {
  it('leaves the defaults out, so links stay short', () => {
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersToSearchParams(filters({ category: 'Silver', page: 2 })).toString()).toBe('category=Silver&page=2');
  });

  it('writes what parseFilters reads back unchanged', () => {
    const shared = filters({
      q: 'gold ring',
      minPrice: 150,
      maxWeight: 40,
      category: 'Coins',
      sort: 'price-desc',
      view: 'list',
    });
    expect(parse(filtersToSearchParams(shared).toString())).toEqual(shared);
    const graded = filters({ shape: ['princess', 'pear'], colorFrom: 'E', clarityTo: 'SI1', caratMax: 1.25 });
    const search = filtersToSearchParams(graded);
    expect(search.toString()).toBe('shape=princess%2Cpear&colorFrom=E&clarityTo=SI1&caratMax=1.25');
    expect(parse(search.toString())).toEqual(graded);
  });
});

describe('toListParams', () => {
  it('asks for the unfiltered collection under the key the server embeds its first page under', () => {
    const params = toListParams(DEFAULT_FILTERS);
    expect(params).toEqual({
      q: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      minWeight: undefined,
      maxWeight: undefined,
      category: undefined,
      sort: undefined,
      page: undefined,
      pageSize: 12,
    });
    // server/routes/web.ts embeds the plain /collection as ['products', { pageSize: 12 }].
    expect(hashKey(getProductsQueryOptions(params).queryKey)).toBe(hashKey(['products', { pageSize: 12 }]));
  });

  it('sends the bounds only where they narrow the list', () => {
    expect(toListParams(filters({ minPrice: 50, maxPrice: 5000, minWeight: 0, maxWeight: 99 }))).toMatchObject({
      minPrice: 50,
      maxPrice: undefined,
      minWeight: undefined,
      maxWeight: 99,
    });
    expect(
      toListParams(filters({ shape: ['round', 'oval'], colorFrom: 'D', colorTo: 'H', caratMin: 0.5, caratMax: 3 })),
    ).toMatchObject({
      shape: 'round,oval',
      colorFrom: undefined,
      colorTo: 'H',
      clarityFrom: undefined,
      clarityTo: undefined,
      caratMin: 0.5,
      caratMax: undefined,
    });
    expect(toListParams(filters({ q: 'ring', category: 'Diamond', sort: 'name-asc', page: 2 }))).toMatchObject({
      q: 'ring',
      category: 'Diamond',
      sort: 'name-asc',
      page: 2,
    });
  });
});

describe('countActiveFilters', () => {
  it('counts the price range, the weight range and the category, once each', () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(countActiveFilters(filters({ minPrice: 100, maxPrice: 200 }))).toBe(1);
    expect(countActiveFilters(filters({ maxPrice: 200, minWeight: 5, category: 'Gold' }))).toBe(3);
  });

  it('counts each diamond grade once: shape, colour, clarity and carats', () => {
    expect(countActiveFilters(filters({ shape: ['round', 'oval'] }))).toBe(1);
    expect(countActiveFilters(filters({ colorFrom: 'E', colorTo: 'H', clarityTo: 'VS2' }))).toBe(2);
    expect(countActiveFilters(filters({ caratMin: 0.5, caratMax: 1, shape: ['pear'], category: 'Diamond' }))).toBe(3);
  });

  it('does not count the search, the order or the view', () => {
    expect(countActiveFilters(filters({ q: 'ring', sort: 'price-asc', view: 'list', page: 4 }))).toBe(0);
  });
});

describe('useCollectionFilters', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  // The hook reads the address bar itself (window.location), as in the shop, so the test uses the browser's history.
  function renderFilters(url: string) {
    window.history.replaceState(null, '', url);
    const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
    return renderHook(() => ({ collection: useCollectionFilters(), location: useLocation() }), { wrapper });
  }

  it('reads the filters from the URL', () => {
    const { result } = renderFilters('/collection?category=silver&page=2');
    expect(result.current.collection.filters).toEqual(filters({ category: 'Silver', page: 2 }));
  });

  it('starts again at page 1 when what is listed changes', () => {
    const { result } = renderFilters('/collection?category=Gold&page=3');
    act(() => result.current.collection.update({ sort: 'price-asc' }));
    expect(result.current.location.search).toBe('?category=Gold&sort=price-asc');
    expect(result.current.collection.filters.page).toBe(1);
  });

  it('keeps the page when only the page or the view changes', () => {
    const { result } = renderFilters('/collection?category=Gold&page=3');
    act(() => result.current.collection.update({ view: 'list' }));
    expect(result.current.location.search).toBe('?category=Gold&page=3&view=list');
    act(() => result.current.collection.update({ page: 4 }));
    expect(result.current.location.search).toBe('?category=Gold&page=4&view=list');
  });

  it('keeps the page when a filter is set to what it already is', () => {
    const { result } = renderFilters('/collection?category=Gold&page=3');
    act(() => result.current.collection.update({ category: 'Gold' }));
    expect(result.current.location.search).toBe('?category=Gold&page=3');
  });

  it('writes the shapes chosen into the URL, and starts again at page 1', () => {
    const { result } = renderFilters('/collection?page=2');
    act(() => result.current.collection.update({ shape: ['round', 'oval'], colorTo: 'H' }));
    expect(result.current.location.search).toBe('?shape=round%2Coval&colorTo=H');
  });

  it('clears every filter but keeps the view', () => {
    const { result } = renderFilters('/collection?q=ring&maxPrice=900&category=Gold&page=2&view=list');
    act(() => result.current.collection.reset());
    expect(result.current.location.search).toBe('?view=list');
  });

  it('links to other pages of the same results', () => {
    const { result } = renderFilters('/collection?category=Gold&page=2');
    expect(result.current.collection.pageHref(1)).toBe('/collection?category=Gold');
    expect(result.current.collection.pageHref(3)).toBe('/collection?category=Gold&page=3');
    const plain = renderFilters('/collection?page=2');
    expect(plain.result.current.collection.pageHref(1)).toBe('/collection');
  });
});
