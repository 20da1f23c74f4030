import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateTable } from '#domain/rates/rate-table.ts';
import type { CatalogService } from './catalog.service.ts';
import { seedFivePieces, type FivePieces } from './five-pieces.fixture.ts';

let fixture: FivePieces;
let catalog: CatalogService;
let rates: RateTable;
let ids: Record<string, string>;

beforeAll(async () => {
  fixture = await seedFivePieces();
  ({ catalog, rates, ids } = fixture);
});
afterAll(() => fixture.database.close());

describe('reads of one product', () => {
  it('gets one or several by id, ignoring ids that are not there', async () => {
    expect((await catalog.get(ids['Zahra Band']!, rates))!.price).toBe(16_625);
    expect(await catalog.get('prod_missing', rates)).toBeUndefined();
    const many = await catalog.getMany([ids['Noor Ring']!, 'prod_missing', ids['Noor Ring']!], rates);
    expect(many.map((p) => p.name)).toEqual(['Noor Ring']);
    expect(await catalog.getMany([], rates)).toEqual([]);
  });
});
