import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { VISITOR_COOKIE } from '../lib/shopper.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { SHOP_ORIGIN } from '../testing/accounts.ts';
import { TestShopper, piecesAsTheyAre } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// Every cookieless cart or wishlist write makes a new visitor (a cart kept on the server): how many
// one address may make is limited, while shoppers the shop already knows are never counted.

const LIMIT = 3;
let t: TestApp;
let product: Product;

beforeAll(async () => {
  t = await createTestApp({
    authRateLimits: ROOMY_AUTH_LIMITS,
    newVisitorRateLimit: { perIp: LIMIT, windowMinutes: 10 },
  });
  await seedDemoDataIfEmpty(t.database.db);
  await t.database.db.update(products).set({ stock: 50 });
  product = (await piecesAsTheyAre(t.app)).slice(0, 1)[0]!;
});
afterAll(() => t.close());

/** A write from a browser at `address`, with whatever cookie it holds. */
function write(address: string, url: '/api/cart' | '/api/wish', cookie?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { origin: SHOP_ORIGIN, ...(cookie && { cookie }) },
    payload: url === '/api/cart' ? { productId: product.id, quantity: 1 } : { productId: product.id },
  });
}

const visitorCookie = (response: LightMyRequestResponse) =>
  [response.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith(`${VISITOR_COOKIE}=`));

describe('new visitors per address', () => {
  const address = '203.0.113.10';
  let firstVisitor: string;

  it(`lets one address start ${LIMIT} visitors' carts or wishlists, then answers 429 in the error shape`, async () => {
    const made: string[] = [];
    for (const url of ['/api/cart', '/api/wish', '/api/cart'] as const) {
      const response = await write(address, url);
      expect(response.statusCode, response.body).toBe(200);
      made.push(visitorCookie(response)!.split(';')[0]!);
    }
    firstVisitor = made[0]!;
    for (const url of ['/api/cart', '/api/wish'] as const) {
      const refused = await write(address, url);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json()).toEqual({
        error: 'rate_limited',
        reason: 'problem.tooManyNewCarts',
        values: { minutes: expect.any(Number) },
        message: expect.stringMatching(
          /^Too many new carts from your address\. Please wait \d+ minutes? and try again\.$/,
        ),
        requestId: refused.headers['x-request-id'],
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(visitorCookie(refused), 'no visitor made').toBeUndefined();
    }
  });

  it('never counts a visitor the shop already knows: they keep shopping', async () => {
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await write(address, '/api/cart', firstVisitor)).statusCode).toBe(200);
      expect((await write(address, '/api/wish', firstVisitor)).statusCode).toBe(200);
    }
  });

  it('counts a visitor cookie the shop never issued as a new visitor', async () => {
    const madeUp = `${VISITOR_COOKIE}=${randomBytes(32).toString('base64url')}`;
    expect((await write(address, '/api/cart', madeUp)).statusCode).toBe(429);
  });

  it('never counts a signed-in shopper, nor reading a cart', async () => {
    const customer = new TestShopper(t.app);
    await customer.register();
    const session = [...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await write(address, '/api/cart', session)).statusCode).toBe(200);
      expect((await write(address, '/api/wish', session)).statusCode).toBe(200);
    }
    const read = await t.app.inject({ method: 'GET', url: '/api/cart', remoteAddress: address });
    expect(read.statusCode).toBe(200);
  });

  it('counts each address on its own', async () => {
    expect((await write('198.51.100.20', '/api/cart')).statusCode).toBe(200);
  });
});
