import { afterAll, describe, expect, it } from 'vitest';
import { adminProductsQuery } from '#domain/admin/admin-products.ts';
import { seedFivePieces } from './five-pieces.fixture.ts';

const { database, catalog, rates } = await seedFivePieces();
afterAll(() => database.close());

describe('the overview figures', () => {
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
