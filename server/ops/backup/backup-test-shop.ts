// For the backup tests: a shop with a catalogue, customers and orders, and the means to compare two
// databases row for row.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { buy, TestShopper } from '#server/testing/shopper.ts';
import { ROOMY_AUTH_LIMITS, testConfig } from '#server/testing/test-app.ts';
import type { Query } from './row-counts.ts';

export interface ShopWithOrders {
  app: FastifyInstance;
  buyer: TestShopper;
  orderIds: string[];
  /** GET /api/orders/:id as the buyer saw each order, body bytes as sent. */
  orderBodies: Map<string, string>;
}

/** The real app on `database`: demo catalogue, two customers, three orders, one uploaded photo on disk. */
export async function shopWithOrders(database: Database, dataDir: string): Promise<ShopWithOrders> {
  const app = await startApp(database, dataDir);
  await seedDemoDataIfEmpty(database.db);
  await database.db.update(products).set({ stock: 50 });
  const catalogue = (await app.inject({ method: 'GET', url: '/api/products?pageSize=4' })).json<{
    items: Array<{ id: string }>;
  }>().items;
  const buyer = new TestShopper(app);
  await buyer.register();
  const other = new TestShopper(app);
  await other.register();
  const orders = [
    await buy(buyer, [{ productId: catalogue[0]!.id, quantity: 2 }, { productId: catalogue[1]!.id }]),
    await buy(other, [{ productId: catalogue[2]!.id }]),
    await buy(buyer, [{ productId: catalogue[3]!.id, quantity: 3 }]),
  ];
  // A cart left behind: it too must come back.
  await other.post('/api/cart', { productId: catalogue[1]!.id, quantity: 1 });
  const photo = join(dataDir, 'media', 'uploads', 'backup-test-800.webp');
  await mkdir(join(dataDir, 'media', 'uploads'), { recursive: true });
  await writeFile(photo, Buffer.from('RIFF0000WEBPVP8 not really a photo'));
  const orderIds = orders.map((order) => order.id);
  const orderBodies = await ordersSeenBy(buyer, [orders[0]!.id, orders[2]!.id]);
  return { app, buyer, orderIds, orderBodies };
}

/** The app as the shop runs it, on this database and data folder (test auth secret, no web build). */
export async function startApp(database: Database, dataDir: string): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ authRateLimits: ROOMY_AUTH_LIMITS, dataDir, redisUrl: undefined }),
    db: database.db,
    logger: false,
  });
  await app.ready();
  return app;
}

export async function ordersSeenBy(shopper: TestShopper, ids: string[]): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const id of ids) {
    const response = await shopper.get(`/api/orders/${id}`);
    if (response.statusCode !== 200) throw new Error(`GET /api/orders/${id}: ${response.statusCode} ${response.body}`);
    bodies.set(id, response.body);
  }
  return bodies;
}

/** A shopper on another app instance with the same cookies (the same session, if the database has it). */
export function sameShopperOn(app: FastifyInstance, shopper: TestShopper): TestShopper {
  const copy = new TestShopper(app);
  for (const [name, value] of shopper.cookies) copy.cookies.set(name, value);
  return copy;
}

/** Every row of the order tables as PostgreSQL's own text of the row, in a fixed order. */
export async function orderRows(query: Query): Promise<string[]> {
  const rows: string[] = [];
  for (const table of ['orders', 'order_items', 'billing_records', 'checkout_quotes']) {
    const result = await query<{ row: string }>(`SELECT t::text AS row FROM ${table} t ORDER BY t::text`);
    rows.push(...result.map((row) => `${table} ${row.row}`));
  }
  return rows;
}
