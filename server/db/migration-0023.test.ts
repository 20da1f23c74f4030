import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../modules/catalog/catalog.tables.ts';
import { MIGRATIONS, migrationsBefore } from '../testing/migrations-before.ts';
import * as schema from './schema.ts';

// A shop with one stock count per product moves to a count per branch: every piece it had is
// then at the main store, and the total is unchanged.

const TAG = '0023_branch_stock';
let client: PGlite;
let folderBefore: string;

const STOCK = { ring: 3, chain: 0, coin: 12 };

beforeAll(async () => {
  folderBefore = await migrationsBefore(TAG);
  client = new PGlite({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: folderBefore });
  for (const [id, stock] of Object.entries(STOCK)) {
    await client.query(
      `INSERT INTO products (id, name, category, metal, short_description, description, stock, weight_grams)
       VALUES ($1, $1, 'Gold', 'Gold', 'short', 'long', $2, '1.000')`,
      [id, stock],
    );
  }
});
afterAll(async () => {
  await client.close();
  await rm(folderBefore, { recursive: true, force: true });
});

describe('migration 0023 on a shop with one stock count', () => {
  it('moves every piece to the main store, losing none, and keeps the total the branches’ sum', async () => {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const rows = await db.select().from(products);
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.stock, row.stockLouisiana, row.stockHouston]]))).toEqual({
      ring: [3, 3, 0],
      chain: [0, 0, 0],
      coin: [12, 12, 0],
    });
    // A write of the total alone goes through the main store; Houston gives only what it must.
    await client.query(`UPDATE products SET stock_louisiana = 1, stock_houston = 2 WHERE id = 'ring'`);
    const counts = async () =>
      (
        await client.query<{ s: number; l: number; h: number }>(
          `SELECT stock AS s, stock_louisiana AS l, stock_houston AS h FROM products WHERE id = 'ring'`,
        )
      ).rows[0];
    expect(await counts()).toEqual({ s: 3, l: 1, h: 2 });
    await client.query(`UPDATE products SET stock = stock - 2 WHERE id = 'ring'`);
    expect(await counts()).toEqual({ s: 1, l: 0, h: 1 });
    await client.query(`UPDATE products SET stock = 4 WHERE id = 'ring'`);
    expect(await counts()).toEqual({ s: 4, l: 3, h: 1 });
    await expect(client.query(`UPDATE products SET stock_houston = -1 WHERE id = 'ring'`)).rejects.toThrow(
      /products_branch_stock_not_negative/,
    );
  });
});
