import { afterAll, describe, expect, it } from 'vitest';
import { seedFivePieces } from './five-pieces.fixture.ts';

const { database, catalog, rates, ids, list, names } = await seedFivePieces();
afterAll(() => database.close());

describe('writes of one product', () => {
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
