import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductsQuery } from '#domain/admin/admin-products.ts';
import { listProductsQuery, type ListProductsInput } from '#domain/catalog/list-query.ts';
import { RECIPE_DEFAULTS } from '#domain/catalog/piece-recipe.ts';
import type { RateTable } from '#domain/pricing/rates.ts';
import type { Database } from '#server/db/client.ts';
import { seedMetalPrices } from '#server/db/seed.ts';
import { createMetalsService } from '#server/modules/metals/metals.service.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import { countInPriceRange, createCatalogService, type CatalogService, type ProductFields } from './catalog.service.ts';

// The catalogue service on its own, against a real migrated database with the demo rates
// (Gold $75.40, Silver $0.98, Platinum $33.25 a gram): five plain pieces of pure metal, so each
// price is its weight times its metal's rate, and every list below has an exact answer.

let database: Database;
let catalog: CatalogService;
let rates: RateTable;
const ids: Record<string, string> = {};

const piece = (name: string, category: string, weight: number, extra: Partial<ProductFields> = {}): ProductFields => ({
  ...RECIPE_DEFAULTS,
  name,
  category,
  weight,
  shortDescription: `${name}, short`,
  description: `${name}, described at length.`,
  size: '21 cm',
  images: [],
  stock: 5,
  featured: false,
  ...extra,
});

const PIECES = [
  piece('Noor Ring', 'Gold', 2, { featured: true, stock: 3 }), // $150.80
  piece('Layla Chain', 'Gold', 10, { stock: 0 }), // $754.00
  piece('Amal Anklet', 'Silver', 20, { featured: true }), // $19.60
  piece('Zahra Band', 'Platinum', 5), // $166.25
  piece('Badr Bangle 100%', 'Silver', 50), // $49.00
];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMetalPrices(database.db);
  catalog = createCatalogService(database.db);
  rates = await createMetalsService(database.db).rates();
  // One after another: the default order is the order they were added in.
  for (const fields of PIECES) ids[fields.name] = await catalog.create(fields);
});
afterAll(() => database.close());

const list = (input: ListProductsInput) => catalog.list(listProductsQuery.parse(input), rates);
const names = async (input: ListProductsInput) => (await list(input)).items.map((product) => product.name);

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

  it('counts products and those out of stock', async () => {
    expect(await catalog.figures()).toEqual({ products: 5, outOfStock: 1 });
  });
});

describe('the admin table', () => {
  it('searches name or category, sorts by stock and newest, and counts exactly under the cap', async () => {
    const query = (input: object) => catalog.adminList(adminProductsQuery.parse(input), rates);
    const newest = await query({ pageSize: 2 });
    expect(newest).toMatchObject({ total: 5, pageCount: 3, totalIsAtLeast: false });
    expect(newest.items.map((p) => p.name)).toEqual(['Badr Bangle 100%', 'Zahra Band']);
    expect(newest.items[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const gold = await query({ q: 'GOLD', sort: 'stock-asc' });
    expect(gold.items.map((p) => [p.name, p.stock])).toEqual([
      ['Layla Chain', 0],
      ['Noor Ring', 3],
    ]);
    expect(gold).toMatchObject({ total: 2, totalIsAtLeast: false });
    // The admin search does not look in the short description, unlike the storefront's.
    expect((await query({ q: 'chain, short' })).total).toBe(0);
  });
});

describe('reads and writes of one product', () => {
  it('gets one or several by id, ignoring ids that are not there', async () => {
    expect((await catalog.get(ids['Zahra Band']!, rates))!.price).toBe(16_625);
    expect(await catalog.get('prod_missing', rates)).toBeUndefined();
    const many = await catalog.getMany([ids['Noor Ring']!, 'prod_missing', ids['Noor Ring']!], rates);
    expect(many.map((p) => p.name)).toEqual(['Noor Ring']);
    expect(await catalog.getMany([], rates)).toEqual([]);
  });

  it('takes stock only when there is enough, and puts it back', async () => {
    const ring = ids['Noor Ring']!;
    expect(await catalog.takeStock([{ productId: ring, quantity: 4 }])).toBe(ring);
    expect((await catalog.row(ring))!.stock).toBe(3);
    expect(await catalog.takeStock([{ productId: ring, quantity: 3 }])).toBeNull();
    expect((await catalog.get(ring, rates))!).toMatchObject({ stock: 0, isAvailable: false });
    expect(await catalog.figures()).toEqual({ products: 5, outOfStock: 2 });
    await catalog.returnStock([{ productId: ring, quantity: 3 }]);
    expect((await catalog.row(ring))!.stock).toBe(3);
  });

  it('updates a piece, returning the row as it was, and the kept price follows at once', async () => {
    const band = ids['Zahra Band']!;
    const before = await catalog.update(band, { weight: 6, featured: true });
    expect(before).toMatchObject({ name: 'Zahra Band', weightGrams: '5.000', featured: false });
    expect((await catalog.get(band, rates))!).toMatchObject({ weight: 6, price: 19_950, featured: true });
    expect(await names({ minPrice: 199.5, maxPrice: 199.5 })).toEqual(['Zahra Band']);
    expect(await catalog.update('prod_missing', { stock: 1 })).toBeUndefined();
  });

  it('deletes a piece, which then leaves every list and count', async () => {
    const deleted = await catalog.delete(ids['Layla Chain']!);
    expect(deleted!.name).toBe('Layla Chain');
    expect(await catalog.delete(ids['Layla Chain']!)).toBeUndefined();
    expect((await list({})).total).toBe(4);
    expect([...(await catalog.sortedPrices())]).toEqual([1_960, 4_900, 15_080, 19_950]);
    expect(await catalog.figures()).toEqual({ products: 4, outOfStock: 0 });
  });
});
