import { listProductsQuery, type ListProductsInput } from '#domain/catalog/list-query.ts';
import { RECIPE_DEFAULTS } from '#domain/catalog/piece-recipe.ts';
import type { RateTable } from '#domain/rates/rate-table.ts';
import type { Database } from '#server/db/client.ts';
import { seedMetalPrices } from '#server/db/seed.ts';
import { moduleServices } from '#server/modules/services.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import type { CatalogService, ProductFields } from './catalog.service.ts';

// The catalogue service on its own, against a real migrated database with the demo rates
// (Gold $75.40, Silver $0.98, Platinum $33.25 a gram): five plain pieces of pure metal, so each
// price is its weight times its metal's rate, and every list in the tests has an exact answer.

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

export interface FivePieces {
  database: Database;
  catalog: CatalogService;
  rates: RateTable;
  /** Each piece's id by its name. */
  ids: Record<string, string>;
  list(input: ListProductsInput): ReturnType<CatalogService['list']>;
  /** The names on the page `list` answers, in its order. */
  names(input: ListProductsInput): Promise<string[]>;
}

/** A fresh database holding the five pieces; close `database` after the tests. */
export async function seedFivePieces(): Promise<FivePieces> {
  const database = await createTestDatabase();
  await seedMetalPrices(database.db);
  const catalog = moduleServices(database.db).catalog;
  const rates = await moduleServices(database.db).rates.rates();
  const ids: Record<string, string> = {};
  // One after another: the default order is the order they were added in.
  for (const fields of PIECES) ids[fields.name] = await catalog.create(fields);
  const list = (input: ListProductsInput) => catalog.list(listProductsQuery.parse(input), rates);
  const names = async (input: ListProductsInput) => (await list(input)).items.map((product) => product.name);
  return { database, catalog, rates, ids, list, names };
}
