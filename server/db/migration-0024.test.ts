import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from '#server/testing/migrations-before.ts';

// A shop with a pending, a confirmed and a cancelled order from before the trail was kept, brought
// to migration 0024: each keeps its status, and the two that had moved get their step.

const TAG = '0024_order_status_events';
let client: PGlite;
let folderBefore: string;

beforeAll(async () => {
  folderBefore = await migrationsBefore(TAG);
  client = new PGlite({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: folderBefore });
  for (const [id, status] of [
    ['ord_1', 'pending'],
    ['ord_2', 'confirmed'],
    ['ord_3', 'cancelled'],
  ] as const) {
    await client.query(
      `INSERT INTO orders (id, number, user_id, user_email, user_name, quote_id, ship_name, ship_phone, ship_street,
         ship_city, ship_state, ship_zip, item_count, subtotal_cents, tax_cents, total_cents, transaction_id,
         payment_gateway, status, updated_at)
       VALUES ($1, $1, 'u', 'a@b.c', 'A', $1, 'A', '1', 's', 'c', 'LA', '70806', 1, 1, 0, 1, $1, 'offline', $2,
         '2026-03-04T05:06:07Z')`,
      [id, status],
    );
  }
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
});
afterAll(async () => {
  await client.close();
  await rm(folderBefore, { recursive: true, force: true });
});

describe('migration 0024', () => {
  it('keeps every order its status, with a step for those that had moved', async () => {
    const orders = await client.query<{ id: string; status: string }>('SELECT id, status FROM orders ORDER BY id');
    expect(orders.rows).toEqual([
      { id: 'ord_1', status: 'pending' },
      { id: 'ord_2', status: 'confirmed' },
      { id: 'ord_3', status: 'cancelled' },
    ]);
    const steps = await client.query<{ order_id: string; status: string; at: Date; actor_name: string }>(
      'SELECT order_id, status, at, actor_name FROM order_status_events ORDER BY order_id',
    );
    expect(steps.rows).toEqual([
      { order_id: 'ord_2', status: 'confirmed', at: new Date('2026-03-04T05:06:07Z'), actor_name: 'Staff' },
      { order_id: 'ord_3', status: 'cancelled', at: new Date('2026-03-04T05:06:07Z'), actor_name: 'Staff' },
    ]);
  });

  it('keeps one step of each kind per order', async () => {
    await expect(
      client.query(
        `INSERT INTO order_status_events (id, order_id, status, actor_name) VALUES ('again', 'ord_2', 'confirmed', 'X')`,
      ),
    ).rejects.toThrow(/order_status_events_order_status_idx/);
  });
});
