import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Product } from '#domain/catalog/product.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { buildApp } from '#server/app.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { createThrowawayPostgres } from '#server/db/throwaway-database.ts';
import { migratedPostgresTemplateName } from '../../testing/postgres-template.ts';
import { fromShopPage, signUp } from '#server/testing/accounts.ts';
import { buyAndDeliver } from '#server/testing/delivered-order.ts';
import { buy, registerOwner, TestShopper } from '#server/testing/shopper.ts';
import { testConfig } from '#server/testing/test-app.ts';
import { bareWebBuild, embeddedData } from '#server/testing/web-build.ts';

// Two instances of the shop on one PostgreSQL behave as one shop. A change made through
// one instance reaches the other's caches within a second (LISTEN/NOTIFY), not after they expire.

const serverUrl = process.env.DATABASE_URL;
const WITHIN_MS = 1000;

describe.skipIf(!serverUrl)('two instances on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  const databases: Database[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: string;

  /** One instance: its own pool and its own app, as a second process would have. */
  async function instance(url: string): Promise<FastifyInstance> {
    const database = await openDatabase({ databaseUrl: url });
    databases.push(database);
    // With a stand-in web build: the pages B keeps for visitors follow A's changes as its answers do.
    const config = testConfig({ databaseUrl: url, webDistDir: bareWebBuild() });
    const app = await buildApp({ config, db: database.db, logger: false });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    scratch = await createThrowawayPostgres(serverUrl!, { template: migratedPostgresTemplateName() });
    a = await instance(scratch.url);
    await seedDemoDataIfEmpty(databases[0]!.db);
    b = await instance(scratch.url);
    admin = (await signUp(a, databases[0]!.db, 'admin')).cookie;
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    for (const database of databases) await database.close();
    await scratch?.drop();
  });

  const product = async (app: FastifyInstance, id: string) =>
    (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();
  /** The piece as its page embeds it for a visitor without a session or a cart (a kept page). */
  const pageOf = async (app: FastifyInstance, id: string) =>
    embeddedData((await app.inject({ method: 'GET', url: `/product/${id}` })).body)[`products.detail.${id}`] as Product;
  const listed = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/api/products?pageSize=48' })).json<{ items: Product[] }>().items;
  const goldPiece = async (app: FastifyInstance) =>
    (await listed(app)).find((item) => item.metal === 'Gold' && item.sizes.length === 0)!;

  /** How long until `read` (through B) gives what `expected` says, polling every 20 ms; fails after 3 s. */
  async function timeUntil(read: () => Promise<boolean>): Promise<number> {
    const start = Date.now();
    while (!(await read())) {
      if (Date.now() - start > 3000) throw new Error('the other instance never saw the change');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Date.now() - start;
  }

  async function changeGoldThroughA(): Promise<void> {
    const gold = (await a.inject({ method: 'GET', url: '/api/metals' }))
      .json<MetalPrice[]>()
      .find((metal) => metal.metal === 'Gold')!;
    const changed = await a.inject({
      method: 'PATCH',
      url: `/api/metals/${gold.id}`,
      headers: fromShopPage(admin),
      payload: { pricePerGram: gold.pricePerGram + 137 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  }

  it('serves through B the price of a gold rate changed through A within a second, in its answers and its page', async () => {
    const before = await goldPiece(b);
    // B has the piece, the list and the piece's page in its caches, priced with the old rate.
    expect((await product(b, before.id)).price).toBe(before.price);
    expect((await pageOf(b, before.id)).price).toBe(before.price);

    await changeGoldThroughA();
    const after = (await product(a, before.id)).price;
    expect(after).toBeGreaterThan(before.price);

    const elapsed = await timeUntil(async () => (await product(b, before.id)).price === after);
    expect(elapsed).toBeLessThan(WITHIN_MS);
    expect((await goldPiece(b)).price).toBe(after);
    expect((await pageOf(b, before.id)).price).toBe(after);
  });

  it('serves through B a product edited through A within a second', async () => {
    const piece = await goldPiece(b);
    expect((await product(b, piece.id)).stock).toBe(piece.stock);
    const edited = await a.inject({
      method: 'PATCH',
      url: `/api/products/${piece.id}`,
      headers: fromShopPage(admin),
      payload: { stock: piece.stock + 7 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const elapsed = await timeUntil(async () => (await product(b, piece.id)).stock === piece.stock + 7);
    expect(elapsed).toBeLessThan(WITHIN_MS);
  });

  it("serves through B a piece's stock after a sale through A within a second, in its page and the list", async () => {
    const piece = await goldPiece(b);
    // B keeps the piece, the list and the piece's page, each with the stock before the sale.
    expect((await product(b, piece.id)).stock).toBe(piece.stock);
    expect((await pageOf(b, piece.id)).stock).toBe(piece.stock);
    const buyer = new TestShopper(a);
    await buyer.register(undefined, 'Layla Mansour');
    await buy(buyer, [{ productId: piece.id }]);
    const sold = piece.stock - 1;
    expect((await product(a, piece.id)).stock).toBe(sold);

    const elapsed = await timeUntil(async () => (await product(b, piece.id)).stock === sold);
    expect(elapsed).toBeLessThan(WITHIN_MS);
    expect((await listed(b)).find((item) => item.id === piece.id)?.stock).toBe(sold);
    expect((await pageOf(b, piece.id)).stock).toBe(sold);
  });

  it("serves through B a piece's rating changed by a review approved through A within a second", async () => {
    const piece = await goldPiece(b);
    const staff = await registerOwner(a, 'Noor Admin');
    const buyer = new TestShopper(a);
    await buyer.register(undefined, 'Amira Haddad');
    await buyAndDeliver(buyer, staff, piece.id);
    const written = await buyer.post(`/api/products/${piece.id}/reviews`, { stars: 4, text: 'Lovely, as pictured.' });
    expect(written.statusCode, written.body).toBe(201);
    // B keeps the piece without a rating: the review is pending.
    expect((await product(b, piece.id)).rating).toBeNull();
    const approved = await staff.patch(`/api/admin/reviews/${written.json<{ id: string }>().id}`, {
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const elapsed = await timeUntil(async () => (await product(b, piece.id)).rating?.count === 1);
    expect(elapsed).toBeLessThan(WITHIN_MS);
  });

  it('listens again after losing its connection, and then hears changes as before', async () => {
    const piece = await goldPiece(b);
    const killer = new pg.Client({ connectionString: scratch.url });
    await killer.connect();
    try {
      const killed = await killer.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'shop change bus'`,
      );
      expect(killed.rowCount).toBe(2);
    } finally {
      await killer.end();
    }
    // Reopened after 100 ms.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await changeGoldThroughA();
    const after = (await product(a, piece.id)).price;
    const elapsed = await timeUntil(async () => (await product(b, piece.id)).price === after);
    expect(elapsed).toBeLessThan(WITHIN_MS);
  });
});
