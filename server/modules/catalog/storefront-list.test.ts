import { afterAll, describe, expect, it } from 'vitest';
import { listProductsQuery } from '#domain/catalog/list-query.ts';
import { countInPriceRange } from './storefront-list.ts';
import { seedFivePieces } from './five-pieces.fixture.ts';

const { database, catalog, rates, list, names } = await seedFivePieces();
afterAll(() => database.close());

describe('list: filters, sorts, pages and counts', () => {
  it('lists every piece in the order added, priced from the stored rates', async () => {
    const all = await list({});
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 12, pageCount: 1 });
    expect(all.items.map((p) => [p.name, p.metal, p.price, p.perGram, p.isAvailable])).toEqual([
      ['Noor Ring', 'Gold', 15_080, 7_540, true],
      ['Layla Chain', 'Gold', 75_400, 7_540, false],
      ['Amal Anklet', 'Silver', 1_960, 98, true],
      ['Zahra Band', 'Platinum', 16_625, 3_325, true],
      ['Badr Bangle 100%', 'Silver', 4_900, 98, true],
    ]);
  });

  it('pages: pageCount from the total, the last page holds what is left', async () => {
    expect(await list({ pageSize: 2 })).toMatchObject({ total: 5, pageSize: 2, pageCount: 3 });
    expect(await names({ pageSize: 2, page: 2 })).toEqual(['Amal Anklet', 'Zahra Band']);
    expect(await names({ pageSize: 2, page: 3 })).toEqual(['Badr Bangle 100%']);
    expect(await list({ pageSize: 2, page: 4 })).toMatchObject({ items: [], total: 5, pageCount: 3 });
  });

  it('searches name, category and short description, any case; % and _ are plain characters', async () => {
    expect(await names({ q: 'SILVER' })).toEqual(['Amal Anklet', 'Badr Bangle 100%']);
    expect(await names({ q: 'chain, short' })).toEqual(['Layla Chain']);
    expect(await names({ q: '100%' })).toEqual(['Badr Bangle 100%']);
    expect((await list({ q: '%' })).total).toBe(1);
    expect(await list({ q: 'emerald' })).toMatchObject({ items: [], total: 0, pageCount: 0 });
  });

  it('filters by category (whole name, any case), featured, weight and price bounds (inclusive, in dollars)', async () => {
    expect(await names({ category: 'gold' })).toEqual(['Noor Ring', 'Layla Chain']);
    expect(await names({ category: 'Gol' })).toEqual([]);
    expect(await names({ featured: 'true' })).toEqual(['Noor Ring', 'Amal Anklet']);
    expect(await names({ featured: 'false' })).toEqual(['Layla Chain', 'Zahra Band', 'Badr Bangle 100%']);
    expect(await names({ minWeight: 5, maxWeight: 20 })).toEqual(['Layla Chain', 'Amal Anklet', 'Zahra Band']);
    expect(await names({ minPrice: 100, maxPrice: 200 })).toEqual(['Noor Ring', 'Zahra Band']);
    expect(await names({ minPrice: 150.8, maxPrice: 166.25 })).toEqual(['Noor Ring', 'Zahra Band']);
    expect(await names({ minPrice: 150.81 })).toEqual(['Layla Chain', 'Zahra Band']);
    const both = await list({ category: 'silver', maxPrice: 20 });
    expect(both.items.map((p) => p.name)).toEqual(['Amal Anklet']);
    expect(both.total).toBe(1);
  });

  it('sorts by price, weight, name and featured, each both ways where it has two', async () => {
    expect(await names({ sort: 'price-asc' })).toEqual([
      'Amal Anklet',
      'Badr Bangle 100%',
      'Noor Ring',
      'Zahra Band',
      'Layla Chain',
    ]);
    expect(await names({ sort: 'price-desc' })).toEqual([
      'Layla Chain',
      'Zahra Band',
      'Noor Ring',
      'Badr Bangle 100%',
      'Amal Anklet',
    ]);
    // A price sort with another filter reads the products joined with their prices.
    expect(await names({ sort: 'price-desc', category: 'silver' })).toEqual(['Badr Bangle 100%', 'Amal Anklet']);
    // A price sort bounded by price alone pages through the prices' index.
    expect(await names({ sort: 'price-asc', minPrice: 20, pageSize: 2, page: 2 })).toEqual([
      'Zahra Band',
      'Layla Chain',
    ]);
    expect(await names({ sort: 'weight-asc' })).toEqual([
      'Noor Ring',
      'Zahra Band',
      'Layla Chain',
      'Amal Anklet',
      'Badr Bangle 100%',
    ]);
    expect(await names({ sort: 'weight-desc', pageSize: 2 })).toEqual(['Badr Bangle 100%', 'Amal Anklet']);
    expect(await names({ sort: 'name-asc' })).toEqual([
      'Amal Anklet',
      'Badr Bangle 100%',
      'Layla Chain',
      'Noor Ring',
      'Zahra Band',
    ]);
    expect(await names({ sort: 'name-desc', pageSize: 1 })).toEqual(['Zahra Band']);
    expect(await names({ sort: 'featured' })).toEqual([
      'Noor Ring',
      'Amal Anklet',
      'Layla Chain',
      'Zahra Band',
      'Badr Bangle 100%',
    ]);
  });

  it('trusts a total counted before, and the kept prices count any price range as the list does', async () => {
    expect(await list({ pageSize: 1 }).then((page) => page.total)).toBe(5);
    expect(await catalog.list(listProductsQuery.parse({ pageSize: 1 }), rates, 99)).toMatchObject({
      total: 99,
      pageCount: 99,
    });
    const prices = await catalog.sortedPrices();
    expect([...prices]).toEqual([1_960, 4_900, 15_080, 16_625, 75_400]);
    for (const bounds of [{}, { minPrice: 100, maxPrice: 200 }, { minPrice: 49 }, { maxPrice: 19.59 }]) {
      expect(countInPriceRange(prices, bounds), JSON.stringify(bounds)).toBe((await list(bounds)).total);
    }
  });
});
