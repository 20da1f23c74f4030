import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from '#server/testing/migrations-before.ts';

// A shop whose rates were set by admins, by the feed and by an approval, with orders and an open
// quote from before sources were kept, brought to migration 0021: each rate gets its source from
// who set it, and the breakups frozen before read as of no known source and time.

const TAG = '0021_rate_source';
let client: PGlite;
let folderBefore: string;

const BREAKUP = { metal: 'Gold', fineness: 750, weight: 2, perGram: 7540, breakup: { totalCents: 11_310 } };
const LINE = { productId: 'ring', name: 'Ring', quantity: 1, unitPrice: 11_310, breakup: BREAKUP };

beforeAll(async () => {
  folderBefore = await migrationsBefore(TAG);
  client = new PGlite({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: folderBefore });
  const rates = [
    ['Gold', 'Rate feed'],
    ['Silver', 'Noor Admin (feed)'],
    ['Platinum', 'Noor Admin'],
    ['Diamond', null],
  ];
  for (const [metal, by] of rates) {
    await client.query('INSERT INTO metal_prices (id, metal, price_per_gram, updated_by) VALUES ($1, $2, 10, $3)', [
      `rate-${metal}`,
      metal,
      by,
    ]);
  }
  await client.query(
    `INSERT INTO orders (id, number, user_id, user_email, user_name, quote_id, ship_name, ship_phone, ship_street,
       ship_city, ship_state, ship_zip, item_count, subtotal_cents, tax_cents, total_cents, transaction_id, payment_gateway)
     VALUES ('ord_1', 'AZ-1', 'u', 'a@b.c', 'A', 'q', 'A', '1', 's', 'c', 'LA', '70806', 2, 1, 0, 1, 't', 'offline')`,
  );
  for (const [id, breakup] of [
    ['item_1_000', JSON.stringify(BREAKUP)],
    ['item_1_001', null],
  ]) {
    await client.query(
      `INSERT INTO order_items (id, order_id, product_id, name, category, weight_grams, quantity, unit_price_cents,
         line_total_cents, breakup) VALUES ($1, 'ord_1', 'ring', 'Ring', 'Gold', 2, 1, 1, 1, $2)`,
      [id, breakup],
    );
  }
  await client.query(
    `INSERT INTO checkout_quotes (id, user_id, lines, item_count, subtotal_cents, tax_cents, total_cents, expires_at,
       payment_gateway) VALUES ('quote_1', 'u', $1, 2, 1, 0, 1, now(), 'offline')`,
    [JSON.stringify([LINE, { ...LINE, breakup: null }])],
  );
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
});
afterAll(async () => {
  await client.close();
  await rm(folderBefore, { recursive: true, force: true });
});

describe('migration 0021', () => {
  it("gives each stored rate its source from who set it: the feed's and approved moves are feed", async () => {
    const { rows } = await client.query<{ metal: string; source: string }>(
      'SELECT metal, source FROM metal_prices ORDER BY metal',
    );
    expect(rows).toEqual([
      { metal: 'Diamond', source: 'manual' },
      { metal: 'Gold', source: 'feed' },
      { metal: 'Platinum', source: 'manual' },
      { metal: 'Silver', source: 'feed' },
    ]);
    await expect(client.query(`UPDATE metal_prices SET source = 'board' WHERE metal = 'Gold'`)).rejects.toThrow(
      /metal_prices_source_known/,
    );
  });

  it('reads the breakups frozen before as of no known source and time, the rest untouched', async () => {
    const items = await client.query<{ breakup: unknown }>('SELECT breakup FROM order_items ORDER BY id');
    expect(items.rows.map((row) => row.breakup)).toEqual([{ ...BREAKUP, rateSource: null, rateSetAt: null }, null]);
    const quote = await client.query<{ lines: unknown }>(`SELECT lines FROM checkout_quotes WHERE id = 'quote_1'`);
    expect(quote.rows[0]!.lines).toEqual([
      { ...LINE, breakup: { ...BREAKUP, rateSource: null, rateSetAt: null } },
      { ...LINE, breakup: null },
    ]);
  });
});
