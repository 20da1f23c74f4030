import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { createThrowawayPostgres } from '#server/db/throwaway-database.ts';
import { buildApp } from '#server/app.ts';
import { fromShopPage, signIn, signUp } from '#server/testing/accounts.ts';
import { piecesAsTheyAre } from '#server/testing/shopper.ts';
import { ROOMY_AUTH_LIMITS, testConfig } from '#server/testing/test-app.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import { bareWebBuild, embeddedData } from '#server/testing/web-build.ts';

// A signed-in cart read reuses the kept session and the kept rates (decision 0017), and a kept copy
// of the lines while no write announced a change (decision 0019): a write through any instance, by
// any code, shows on the next read of any instance, a rate change reprices the cart within a
// second, and a signed-out or revoked session no longer reads the cart, through the API or a page.

async function instance(database: Database, databaseUrl?: string): Promise<FastifyInstance> {
  const config = testConfig({ databaseUrl, authRateLimits: ROOMY_AUTH_LIMITS, webDistDir: bareWebBuild() });
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  return app;
}

/** The cart as GET /api/cart answers it to this cookie. */
async function apiCart(app: FastifyInstance, cookie: string): Promise<Cart> {
  const response = await app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Cart>();
}

/** The cart a page embeds for the header, rendered for this cookie. */
async function pageCart(app: FastifyInstance, cookie: string): Promise<Cart> {
  const page = await app.inject({ method: 'GET', url: '/about', headers: { cookie, accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  return embeddedData(page.body)['me.cart'] as Cart;
}

/** Pieces and quantities, as both the API and the page show them. */
const linesOf = (cart: Cart) => cart.lines.map((line) => [line.productId, line.quantity]);

async function send(
  app: FastifyInstance,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) {
  const response = await app.inject({ method, url, headers: fromShopPage(cookie), ...(payload && { payload }) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/** Ends `cookie`'s session from the same account's `from` session, as the security page does. */
async function revoke(app: FastifyInstance, from: string) {
  const listed = await app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie: from } });
  const other = listed.json<{ items: Array<{ id: string; current: boolean }> }>().items.find((s) => !s.current)!;
  await send(app, 'DELETE', `/api/account/sessions/${other.id}`, from);
}

/** Raises gold's rate through the dashboard's API by `cents` a gram. */
async function raiseGold(app: FastifyInstance, ownerCookie: string, cents: number) {
  const metals = (await app.inject({ method: 'GET', url: '/api/metals' })).json<MetalPrice[]>();
  const gold = metals.find((metal) => metal.metal === 'Gold')!;
  await send(app, 'PATCH', `/api/metals/${gold.id}`, ownerCookie, { pricePerGram: gold.pricePerGram + cents });
}

/** Polls every 10 ms until `ok`, and says how long it took (the notice travels through PostgreSQL). */
async function timeUntil(ok: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await ok())) {
    if (Date.now() - start > 3000) throw new Error('never seen within 3 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - start;
}

/** Two gold pieces sold as they are (no size to choose), and an owner to change the rates. */
async function shopFixture(app: FastifyInstance, database: Database) {
  await seedDemoDataIfEmpty(database.db);
  const [first, second] = (await piecesAsTheyAre(app)).filter((piece: Product) => piece.metal === 'Gold');
  const owner = await signUp(app, database.db, 'owner');
  return { first: first!, second: second!, owner };
}

describe('a signed-in cart read on one instance', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  let pieces: Awaited<ReturnType<typeof shopFixture>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await instance(database, database.url);
    pieces = await shopFixture(app, database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('shows every write on the next read, through the API and a page, while the session is kept', async () => {
    const { cookie } = await signUp(app, database.db);
    expect(linesOf(await apiCart(app, cookie))).toEqual([]);
    expect(linesOf(await pageCart(app, cookie))).toEqual([]);
    expect(app.sessionCache.size).toBeGreaterThan(0);

    await send(app, 'POST', '/api/cart', cookie, { productId: pieces.first.id });
    expect(linesOf(await apiCart(app, cookie))).toEqual([[pieces.first.id, 1]]);
    expect(linesOf(await pageCart(app, cookie))).toEqual([[pieces.first.id, 1]]);

    const line = (await apiCart(app, cookie)).lines[0]!;
    await send(app, 'PATCH', `/api/cart/${line.id}`, cookie, { quantity: 2 });
    await send(app, 'POST', '/api/cart', cookie, { productId: pieces.second.id });
    const both = [
      [pieces.first.id, 2],
      [pieces.second.id, 1],
    ];
    expect(linesOf(await apiCart(app, cookie))).toEqual(both);
    expect(linesOf(await pageCart(app, cookie))).toEqual(both);

    await send(app, 'DELETE', `/api/cart/${line.id}`, cookie);
    expect(linesOf(await apiCart(app, cookie))).toEqual([[pieces.second.id, 1]]);
    await send(app, 'DELETE', '/api/cart', cookie);
    expect(linesOf(await apiCart(app, cookie))).toEqual([]);
    expect(linesOf(await pageCart(app, cookie))).toEqual([]);
  });

  it('answers from memory until a write announces itself, and any write to the table does', async () => {
    const { cookie } = await signUp(app, database.db);
    await send(app, 'POST', '/api/cart', cookie, { productId: pieces.first.id });
    const line = (await apiCart(app, cookie)).lines[0]!;
    const setQuantity = (quantity: number) =>
      database.db.execute(sql`update cart_items set quantity = ${quantity} where id = ${line.id}`);

    // With its announcement turned off, a write is not seen: the reads come from memory.
    await database.db.execute(sql`alter table cart_items disable trigger cart_items_announce_update`);
    try {
      await setQuantity(2);
      expect(linesOf(await apiCart(app, cookie))).toEqual([[pieces.first.id, 1]]);
      expect(linesOf(await pageCart(app, cookie))).toEqual([[pieces.first.id, 1]]);
    } finally {
      await database.db.execute(sql`alter table cart_items enable trigger cart_items_announce_update`);
    }
    // The same write made as a job would make it, straight to the table: seen on the next read.
    await setQuantity(2);
    expect(linesOf(await apiCart(app, cookie))).toEqual([[pieces.first.id, 2]]);
    expect(linesOf(await pageCart(app, cookie))).toEqual([[pieces.first.id, 2]]);
    await database.db.execute(sql`delete from cart_items where id = ${line.id}`);
    expect(linesOf(await apiCart(app, cookie))).toEqual([]);
  });

  it('sends the kept answer for this browser alone, compressed when asked, the same cart either way', async () => {
    const { cookie } = await signUp(app, database.db);
    for (const piece of [pieces.first, pieces.second])
      await send(app, 'POST', '/api/cart', cookie, { productId: piece.id });
    const plain = await app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } });
    const compressed = await app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { cookie, 'accept-encoding': 'br' },
    });
    for (const response of [plain, compressed]) {
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
    expect(linesOf(plain.json<Cart>())).toEqual([
      [pieces.first.id, 1],
      [pieces.second.id, 1],
    ]);
  });

  it("prices the cart at a new rate on the next read, as the piece's own page does", async () => {
    const { cookie } = await signUp(app, database.db);
    await send(app, 'POST', '/api/cart', cookie, { productId: pieces.first.id });
    const before = (await apiCart(app, cookie)).lines[0]!.unitPrice;
    await raiseGold(app, pieces.owner.cookie, 500);
    const after = (await apiCart(app, cookie)).lines[0]!.unitPrice;
    expect(after).toBeGreaterThan(before);
    const product = (await app.inject({ method: 'GET', url: `/api/products/${pieces.first.id}` })).json<Product>();
    expect(after).toBe(product.price);
    expect((await pageCart(app, cookie)).lines[0]!.unitPrice).toBe(after);
  });

  it('no longer reads the cart of a session signed out or revoked, through the API or a page', async () => {
    const { email, cookie } = await signUp(app, database.db);
    const other = await signIn(app, email);
    await send(app, 'POST', '/api/cart', cookie, { productId: pieces.first.id });
    for (const session of [cookie, other]) {
      expect(linesOf(await apiCart(app, session))).toHaveLength(1);
      expect(linesOf(await pageCart(app, session))).toHaveLength(1);
    }

    await revoke(app, cookie);
    expect(linesOf(await apiCart(app, other))).toEqual([]);
    expect(linesOf(await pageCart(app, other))).toEqual([]);

    await send(app, 'POST', '/api/auth/sign-out', cookie);
    expect(linesOf(await apiCart(app, cookie))).toEqual([]);
    expect(linesOf(await pageCart(app, cookie))).toEqual([]);
  });
});

const serverUrl = process.env.DATABASE_URL;
describe.skipIf(!serverUrl)('a signed-in cart read on two instances sharing one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  const databases: Database[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let pieces: Awaited<ReturnType<typeof shopFixture>>;

  beforeAll(async () => {
    scratch = await createThrowawayPostgres(serverUrl!);
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ databaseUrl: scratch.url }));
    a = await instance(databases[0]!, scratch.url);
    b = await instance(databases[1]!, scratch.url);
    pieces = await shopFixture(a, databases[0]!);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    for (const database of databases) await database.close();
    await scratch?.drop();
  });

  it("shows a write through either instance on the other's very next read, its session kept", async () => {
    const { cookie } = await signUp(a, databases[0]!.db);
    for (const app of [a, b]) expect(linesOf(await apiCart(app, cookie))).toEqual([]);
    expect(b.sessionCache.size).toBeGreaterThan(0);

    await send(a, 'POST', '/api/cart', cookie, { productId: pieces.first.id });
    expect(linesOf(await apiCart(b, cookie))).toEqual([[pieces.first.id, 1]]);
    expect(linesOf(await pageCart(b, cookie))).toEqual([[pieces.first.id, 1]]);

    const line = (await apiCart(b, cookie)).lines[0]!;
    await send(b, 'PATCH', `/api/cart/${line.id}`, cookie, { quantity: 3 });
    expect(linesOf(await apiCart(a, cookie))).toEqual([[pieces.first.id, 3]]);
    expect(linesOf(await pageCart(a, cookie))).toEqual([[pieces.first.id, 3]]);

    await send(a, 'DELETE', `/api/cart/${line.id}`, cookie);
    expect(linesOf(await apiCart(b, cookie))).toEqual([]);
    await send(b, 'POST', '/api/cart', cookie, { productId: pieces.second.id });
    await send(b, 'DELETE', '/api/cart', cookie);
    expect(linesOf(await apiCart(a, cookie))).toEqual([]);
  });

  it("shows each of 100 writes through A on B's very next read", async () => {
    const { cookie } = await signUp(a, databases[0]!.db);
    await send(a, 'POST', '/api/cart', cookie, { productId: pieces.first.id });
    const line = (await apiCart(b, cookie)).lines[0]!;
    const seen: number[] = [];
    for (let i = 0; i < 100; i++) {
      const quantity = 1 + (i % 2);
      await send(a, 'PATCH', `/api/cart/${line.id}`, cookie, { quantity });
      seen.push((await apiCart(b, cookie)).lines[0]!.quantity);
    }
    expect(seen).toEqual(Array.from({ length: 100 }, (_, i) => 1 + (i % 2)));
  });

  it("shows a write made straight to the table through B's pool, as a job would, on A's next read", async () => {
    const { cookie } = await signUp(a, databases[0]!.db);
    await send(a, 'POST', '/api/cart', cookie, { productId: pieces.first.id });
    const line = (await apiCart(a, cookie)).lines[0]!;
    await databases[1]!.db.execute(sql`update cart_items set quantity = 2 where id = ${line.id}`);
    expect(linesOf(await apiCart(a, cookie))).toEqual([[pieces.first.id, 2]]);
    await databases[1]!.db.execute(sql`delete from cart_items where id = ${line.id}`);
    expect(linesOf(await pageCart(a, cookie))).toEqual([]);
  });

  it('prices the cart read through B at a rate changed through A within a second', async () => {
    const { cookie } = await signUp(a, databases[0]!.db);
    await send(a, 'POST', '/api/cart', cookie, { productId: pieces.first.id });
    const before = (await apiCart(b, cookie)).lines[0]!.unitPrice;
    await raiseGold(a, pieces.owner.cookie, 700);
    const repriced = (await apiCart(a, cookie)).lines[0]!.unitPrice;
    expect(repriced).toBeGreaterThan(before);
    expect(await timeUntil(async () => (await apiCart(b, cookie)).lines[0]!.unitPrice === repriced)).toBeLessThan(1000);
    expect((await pageCart(b, cookie)).lines[0]!.unitPrice).toBe(repriced);
  });

  it('stops reading the cart through B within a second of a sign-out or a revocation through A', async () => {
    const { email, cookie } = await signUp(a, databases[0]!.db);
    const other = await signIn(a, email);
    await send(a, 'POST', '/api/cart', cookie, { productId: pieces.first.id });
    for (const session of [cookie, other]) expect(linesOf(await apiCart(b, session))).toHaveLength(1);

    await revoke(a, cookie);
    expect(linesOf(await apiCart(a, other))).toEqual([]);
    expect(await timeUntil(async () => (await apiCart(b, other)).lines.length === 0)).toBeLessThan(1000);
    expect(linesOf(await pageCart(b, other))).toEqual([]);

    await send(a, 'POST', '/api/auth/sign-out', cookie);
    expect(linesOf(await apiCart(a, cookie))).toEqual([]);
    expect(await timeUntil(async () => (await apiCart(b, cookie)).lines.length === 0)).toBeLessThan(1000);
    expect(linesOf(await pageCart(b, cookie))).toEqual([]);
  });
});
