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
});
