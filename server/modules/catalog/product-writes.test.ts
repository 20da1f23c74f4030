import { afterAll, describe, expect, it } from 'vitest';
import { seedFivePieces } from './five-pieces.fixture.ts';

const { database, catalog, rates, ids, list, names } = await seedFivePieces();
afterAll(() => database.close());

describe('writes of one product', () => {
  it('takes stock only when there is enough, and puts it back', async () => {
    const ring = ids['Noor Ring']!;
    expect(await catalog.takeStock([{ productId: ring, quantity: 4 }], null)).toEqual({ soldOut: ring });
    expect((await catalog.row(ring))!.stock).toBe(3);
    expect(await catalog.takeStock([{ productId: ring, quantity: 3 }], null)).toEqual({
      taken: [{ louisiana: 3, houston: 0 }],
    });
    expect((await catalog.get(ring, rates))!).toMatchObject({ stock: 0, isAvailable: false });
    expect(await catalog.figures()).toEqual({ products: 5, outOfStock: 2 });
    await catalog.returnStock([{ productId: ring, quantity: 3 }]);
    expect((await catalog.row(ring))!.stock).toBe(3);
  });

  it('holds a new count at the main store, and shipping takes from it first, then from Houston', async () => {
    const anklet = ids['Amal Anklet']!;
    expect(await catalog.get(anklet, rates)).toMatchObject({ stock: 5, branchStock: { louisiana: 5, houston: 0 } });
    expect(await catalog.setBranchStock(anklet, { louisiana: 1, houston: 2 })).toMatchObject({ stockLouisiana: 5 });
    expect(await catalog.takeStock([{ productId: anklet, quantity: 2 }], null)).toEqual({
      taken: [{ louisiana: 1, houston: 1 }],
    });
    expect(await catalog.get(anklet, rates)).toMatchObject({ stock: 1, branchStock: { louisiana: 0, houston: 1 } });
    expect(await catalog.takeStock([{ productId: anklet, quantity: 2 }], null)).toEqual({ soldOut: anklet });
    expect(await catalog.moveStock(anklet, { from: 'houston', to: 'louisiana', count: 2 })).toBe('short');
    expect(await catalog.moveStock(anklet, { from: 'houston', to: 'louisiana', count: 1 })).toMatchObject({
      stockHouston: 1,
    });
    expect(await catalog.get(anklet, rates)).toMatchObject({ stock: 1, branchStock: { louisiana: 1, houston: 0 } });
  });

  it('a pick-up takes from its branch alone, and an undone order gives back to the branches it took from', async () => {
    const chain = ids['Layla Chain']!;
    await catalog.setBranchStock(chain, { louisiana: 3, houston: 1 });
    expect(await catalog.takeStock([{ productId: chain, quantity: 2 }], 'houston')).toEqual({ soldOut: chain });
    expect(await catalog.takeStock([{ productId: chain, quantity: 1 }], 'houston')).toEqual({
      taken: [{ louisiana: 0, houston: 1 }],
    });
    expect(await catalog.takeStock([{ productId: chain, quantity: 2 }], 'louisiana')).toEqual({
      taken: [{ louisiana: 2, houston: 0 }],
    });
    expect(await catalog.get(chain, rates)).toMatchObject({ stock: 1, branchStock: { louisiana: 1, houston: 0 } });
    await catalog.returnStock([{ productId: chain, quantity: 3, takenFrom: { louisiana: 2, houston: 1 } }]);
    expect(await catalog.get(chain, rates)).toMatchObject({ stock: 4, branchStock: { louisiana: 3, houston: 1 } });
  });

  it('a single count sets the total through the main store; Houston gives up pieces only when it must', async () => {
    const bangle = ids['Badr Bangle 100%']!;
    await catalog.setBranchStock(bangle, { louisiana: 1, houston: 3 });
    await catalog.update(bangle, { stock: 6 });
    expect(await catalog.get(bangle, rates)).toMatchObject({ stock: 6, branchStock: { louisiana: 3, houston: 3 } });
    await catalog.update(bangle, { stock: 2 });
    expect(await catalog.get(bangle, rates)).toMatchObject({ stock: 2, branchStock: { louisiana: 0, houston: 2 } });
    await catalog.setBranchStock(bangle, { louisiana: 5, houston: 0 });
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
