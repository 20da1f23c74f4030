import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from '#server/testing/migrations-before.ts';
import { resolveRates } from '#domain/rates/rate-table.ts';
import { toProduct } from '../modules/catalog/catalog.service.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import * as schema from './schema.ts';

// A shop that already has products moves to the jeweller's pricing without one price
// changing until an admin edits a piece. The database is built with the migrations up to 0008,
// filled as the shop of that time filled it, and then brought to today's migrations.

let client: PGlite;
let folderBefore: string;

const OLD_RATES = { Gold: '75.40', Silver: '0.98', Platinum: '33.25', Diamond: '150.00' };
const OLD_PIECES = [
  { id: 'ring', category: 'Gold', metal: 'Gold', weight: '4.200' },
  { id: 'coin', category: 'Coins', metal: 'Gold', weight: '31.100' },
  { id: 'chain', category: 'Silver', metal: 'Silver', weight: '12.345' },
  { id: 'band', category: 'Platinum', metal: 'Platinum', weight: '7.777' },
  { id: 'studs', category: 'Diamond', metal: 'Diamond', weight: '0.505' },
];

beforeAll(async () => {
  folderBefore = await migrationsBefore('0009_jeweller_pricing');
  client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folderBefore });
  for (const [metal, price] of Object.entries(OLD_RATES)) {
    await client.query('INSERT INTO metal_prices (id, metal, price_per_gram) VALUES ($1, $2, $3)', [
      `rate-${metal}`,
      metal,
      price,
    ]);
  }
  for (const piece of OLD_PIECES) {
    await client.query(
      `INSERT INTO products (id, name, category, metal, short_description, description, stock, weight_grams)
       VALUES ($1, $1, $2, $3, 'short', 'long', 1, $4)`,
      [piece.id, piece.category, piece.metal, piece.weight],
    );
  }
});
afterAll(async () => {
  await client.close();
  await rm(folderBefore, { recursive: true, force: true });
});

/** The price kept for sorting: in products until migration 0012, in product_prices since. */
const storedPrices = async (where: 'products' | 'product_prices' = 'product_prices') =>
  Object.fromEntries(
    (
      await client.query<{ id: string; price_cents: string }>(
        where === 'products'
          ? 'SELECT id, price_cents FROM products'
          : 'SELECT product_id AS id, price_cents FROM product_prices',
      )
    ).rows.map((row) => [row.id, Number(row.price_cents)]),
  );

describe('migration 0009 on a shop that already sells', () => {
  it('keeps every stored and every served price, and moves prices again only when asked', async () => {
    const before = await storedPrices('products');
    // The spec's rule, weight x rate, half-up: 4.2 x 75.40 = 316.68.
    expect(before.ring).toBe(31_668);

    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    expect(await storedPrices()).toEqual(before);

    const rates = resolveRates(
      Object.entries(OLD_RATES).map(([metal, price]) => ({
        metal: metal as keyof typeof OLD_RATES,
        perGram: Math.round(Number(price) * 10_000),
        updatedAt: new Date().toISOString(),
        source: 'manual' as const,
      })),
    );
    const rows = await db.select().from(products);
    for (const row of rows) {
      expect(row).toMatchObject({ fineness: 1000, wastageBasisPoints: 0, making: { kind: 'none' }, stones: [] });
      expect(toProduct(row, rates, null).price, row.id).toBe(before[row.id]);
    }

    // An admin's edit of the ring (its real karat and a making charge) is what changes its price.
    await client.query(
      `UPDATE products SET fineness = 750, making = '{"kind":"percent","basisPoints":1400}' WHERE id = 'ring'`,
    );
    const after = await storedPrices();
    // 4.2 x 75.40 x 0.750 = 237.51, and 14% of it 33.25
    expect(after.ring).toBe(23_751 + 3_325);
    expect({ ...after, ring: before.ring }).toEqual(before);

    // A rate change reprices that metal by the new rule.
    await client.query(`UPDATE metal_prices SET price_per_gram = 80.00 WHERE metal = 'Gold'`);
    const repriced = await storedPrices();
    expect(repriced.ring).toBe(25_200 + 3_528);
    expect(repriced.coin).toBe(248_800);
  });
});
