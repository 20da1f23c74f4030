import { afterAll, describe, expect, it } from 'vitest';
import { seedFivePieces } from './five-pieces.fixture.ts';

const { database, catalog, rates, ids } = await seedFivePieces();
afterAll(() => database.close());

describe('reads of one product', () => {
  it('gets one or several by id, ignoring ids that are not there', async () => {
    expect((await catalog.get(ids['Zahra Band']!, rates))!.price).toBe(16_625);
    expect(await catalog.get('prod_missing', rates)).toBeUndefined();
    const many = await catalog.getMany([ids['Noor Ring']!, 'prod_missing', ids['Noor Ring']!], rates);
    expect(many.map((p) => p.name)).toEqual(['Noor Ring']);
    expect(await catalog.getMany([], rates)).toEqual([]);
  });

  it('prices several for checkout exactly as the reads do, without a rating', async () => {
    const wanted = [ids['Noor Ring']!, ids['Zahra Band']!, 'prod_missing'];
    const read = await catalog.getMany(wanted, rates);
    const priced = await catalog.pricedMany(wanted, rates);
    const byId = (list: typeof read) => Object.fromEntries(list.map((p) => [p.id, p.price]));
    expect(byId(priced)).toEqual({ [ids['Noor Ring']!]: 15_080, [ids['Zahra Band']!]: 16_625 });
    expect(byId(priced)).toEqual(byId(read));
    expect(priced.every((p) => p.rating === null)).toBe(true);
    expect(await catalog.pricedMany([], rates)).toEqual([]);
  });
});
