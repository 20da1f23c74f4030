import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { visitorOwnerFromCookies, VISITOR_COOKIE } from '../lib/shopper.ts';
import { usedTotpCodes } from '../modules/accounts/accounts.tables.ts';
import { billingRecords } from '../modules/billing/billing.tables.ts';
import { cartItems } from '../modules/cart/cart.tables.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { checkoutQuotes } from '../modules/checkout/checkout.tables.ts';
import { orderItems, orders } from '../modules/orders/orders.tables.ts';
import { wishlistItems } from '../modules/wishlist/wishlist.tables.ts';
import { buy, TestShopper, piecesAsTheyAre } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';
import { removeStaleShopperData, startRetentionJob } from './retention.ts';

// The job against the real database: rows made through the real API, clocks moved instead of waited.

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let catalogue: Product[];

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  await t.database.db.update(products).set({ stock: 50 });
  catalogue = (await piecesAsTheyAre(t.app)).slice(0, 4);
});
afterAll(() => t.close());

/** The job's dependencies with the clock `days` from now. */
const at = (days: number) => ({ ...t.app.workflowDeps, now: () => new Date(Date.now() + days * DAY) });

async function shopperWithLists(register = false): Promise<TestShopper> {
  const shopper = new TestShopper(t.app);
  if (register) await shopper.register();
  expect((await shopper.post('/api/cart', { productId: catalogue[0]!.id, quantity: 1 })).statusCode).toBe(200);
  expect((await shopper.post('/api/wish', { productId: catalogue[1]!.id })).statusCode).toBe(200);
  return shopper;
}

const ownerOf = (shopper: TestShopper) =>
  visitorOwnerFromCookies(`${VISITOR_COOKIE}=${shopper.cookies.get(VISITOR_COOKIE)}`)!;

/** Moves a shopper's cart and wishlist `days` into the past, as if last touched then. */
async function lastTouched(owner: string, days: number) {
  const then = new Date(Date.now() - days * DAY);
  await t.database.db.update(cartItems).set({ createdAt: then, updatedAt: then }).where(eq(cartItems.ownerId, owner));
  await t.database.db.update(wishlistItems).set({ createdAt: then }).where(eq(wishlistItems.ownerId, owner));
}

const lists = async (shopper: TestShopper) => ({
  cart: (await shopper.get('/api/cart')).json<Cart>().lines.length,
  wish: (await shopper.get('/api/wish')).json<Wishlist>().items.length,
});

/** Removes every visitor row whatever its age, so each test starts from its own rows. */
const clearAll = () => removeStaleShopperData(at(10_000), 1);

describe('removeStaleShopperData', () => {
  it("removes visitors' carts and wishlists idle past the retention period, keeping recent visitors' and users' own", async () => {
    await clearAll();
    const old = await shopperWithLists();
    const recent = await shopperWithLists();
    const customer = await shopperWithLists(true);
    await lastTouched(ownerOf(old), 31);
    await lastTouched(ownerOf(recent), 29);
    // A customer's lists are never the job's, however old.
    const customerId = (await customer.get('/api/me')).json<{ user: { id: string } }>().user.id;
    await lastTouched(customerId, 400);

    const report = await removeStaleShopperData(t.app.workflowDeps, 30);
    expect(report).toEqual({ visitorCartLines: 1, visitorWishlistItems: 1, abandonedQuotes: 0, spentTotpCodes: 0 });
    expect(await lists(old)).toEqual({ cart: 0, wish: 0 });
    expect(await lists(recent)).toEqual({ cart: 1, wish: 1 });
    expect(await lists(customer)).toEqual({ cart: 1, wish: 1 });

    // Idempotent: a second round (or another instance) finds nothing more.
    expect(await removeStaleShopperData(t.app.workflowDeps, 30)).toEqual({
      visitorCartLines: 0,
      visitorWishlistItems: 0,
      abandonedQuotes: 0,
      spentTotpCodes: 0,
    });
  });

  it('forgets authenticator codes once their refusal window is over, keeping those still refused', async () => {
    await clearAll();
    const customer = await shopperWithLists(true);
    const userId = (await customer.get('/api/me')).json<{ user: { id: string } }>().user.id;
    const now = t.app.workflowDeps.now();
    await t.database.db.insert(usedTotpCodes).values([
      { userId, code: '111111', refusedUntil: new Date(now.getTime() - 1000) },
      { userId, code: '222222', refusedUntil: new Date(now.getTime() + 60_000) },
    ]);
    expect(await removeStaleShopperData(t.app.workflowDeps, 30)).toMatchObject({ spentTotpCodes: 1 });
    const kept = await t.database.db.select({ code: usedTotpCodes.code }).from(usedTotpCodes);
    expect(kept).toEqual([{ code: '222222' }]);
  });

  it('follows the clock and the configured period: a visitor made now is kept for 29 days and gone after 31', async () => {
    await clearAll();
    const visitor = await shopperWithLists();
    expect(await removeStaleShopperData(at(29), 30)).toMatchObject({ visitorCartLines: 0, visitorWishlistItems: 0 });
    expect(await lists(visitor)).toEqual({ cart: 1, wish: 1 });
    expect(await removeStaleShopperData(at(31), 60)).toMatchObject({ visitorCartLines: 0, visitorWishlistItems: 0 });
    expect(await removeStaleShopperData(at(31), 30)).toMatchObject({ visitorCartLines: 1, visitorWishlistItems: 1 });
    expect(await lists(visitor)).toEqual({ cart: 0, wish: 0 });
  });

  it('keeps a visitor cart as a whole while any of its lines changed recently', async () => {
    await clearAll();
    const visitor = await shopperWithLists();
    await lastTouched(ownerOf(visitor), 40);
    expect((await visitor.post('/api/cart', { productId: catalogue[2]!.id, quantity: 1 })).statusCode).toBe(200);
    expect(await removeStaleShopperData(t.app.workflowDeps, 30)).toMatchObject({ visitorCartLines: 0 });
    expect((await lists(visitor)).cart).toBe(2);
  });

  it('removes quotes never paid long after they expired, and nothing of an order', async () => {
    await clearAll();
    const buyer = new TestShopper(t.app);
    await buyer.register();
    const order = await buy(buyer, [{ productId: catalogue[3]!.id, quantity: 2 }]);
    const abandoning = new TestShopper(t.app);
    await abandoning.register();
    await abandoning.post('/api/cart', { productId: catalogue[0]!.id, quantity: 1 });
    expect((await abandoning.post('/api/checkout/quote')).statusCode).toBe(200);

    const snapshot = async () => ({
      orders: await t.database.db.select().from(orders),
      items: await t.database.db.select().from(orderItems),
      billing: await t.database.db.select().from(billingRecords),
      paidQuotes: await t.database.db.select().from(checkoutQuotes).where(eq(checkoutQuotes.status, 'paid')),
    });
    const before = await snapshot();
    const placed = before.orders.find((row) => row.id === order.id)!;
    expect(before.paidQuotes.map((quote) => quote.id)).toContain(placed.quoteId);

    // Expired 29 days ago (a quote holds for 15 minutes): kept for now.
    expect(await removeStaleShopperData(at(29), 30)).toMatchObject({ abandonedQuotes: 0 });
    // Expired long ago: the open quote goes, the paid one, the order, its lines and billing stay.
    expect(await removeStaleShopperData(at(365), 30)).toMatchObject({ abandonedQuotes: 1 });
    expect(await snapshot()).toEqual(before);
    const open = await t.database.db.select().from(checkoutQuotes).where(eq(checkoutQuotes.status, 'open'));
    expect(open).toEqual([]);
    // The signed-in shoppers' carts are theirs: untouched.
    expect((await lists(abandoning)).cart).toBe(1);
    const mine = await buyer.get('/api/orders');
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(order.id);
  });

  it("gives up an abandoned quote's payment first, and keeps a quote whose payment could not be given up", async () => {
    await clearAll();
    const shopper = new TestShopper(t.app);
    await shopper.register();
    await shopper.post('/api/cart', { productId: catalogue[0]!.id, quantity: 1 });
    const quoteId = (await shopper.post('/api/checkout/quote')).json<{ quote: { id: string } }>().quote.id;
    // A payment the gateway cannot be asked about (say, it is down): it cannot be given up yet.
    const [quote] = await t.database.db.select().from(checkoutQuotes).where(eq(checkoutQuotes.id, quoteId));
    await t.database.db
      .update(checkoutQuotes)
      .set({ paymentIntentId: 'pi_unreachable_000000000' })
      .where(eq(checkoutQuotes.id, quoteId));
    expect(await removeStaleShopperData(at(365), 30)).toMatchObject({ abandonedQuotes: 0 });
    const [kept] = await t.database.db.select().from(checkoutQuotes).where(eq(checkoutQuotes.id, quoteId));
    expect(kept).toMatchObject({ status: 'open', paymentReleasedAt: null });

    // Reachable again: the next round gives the payment up, then removes the quote.
    await t.database.db
      .update(checkoutQuotes)
      .set({ paymentIntentId: quote!.paymentIntentId })
      .where(eq(checkoutQuotes.id, quoteId));
    expect(await removeStaleShopperData(at(365), 30)).toMatchObject({ abandonedQuotes: 1 });
    expect(await t.database.db.select().from(checkoutQuotes).where(eq(checkoutQuotes.id, quoteId))).toEqual([]);
  });

  it('lets two rounds run at once (two instances): each row is removed once and neither fails', async () => {
    await clearAll();
    const visitors = await Promise.all(Array.from({ length: 6 }, () => shopperWithLists()));
    for (const visitor of visitors) await lastTouched(ownerOf(visitor), 45);
    const reports = await Promise.all([
      removeStaleShopperData(t.app.workflowDeps, 30),
      removeStaleShopperData(t.app.workflowDeps, 30),
    ]);
    const removed = reports.reduce((sum, report) => sum + (report?.visitorCartLines ?? 0), 0);
    expect(removed).toBe(6);
    const [{ left }] = (
      (await t.database.db.execute(
        sql`select count(*)::int as left from cart_items where owner_id like 'visitor\\_%'`,
      )) as unknown as {
        rows: Array<{ left: number }>;
      }
    ).rows as [{ left: number }];
    expect(left).toBe(0);
  });
});

describe('startRetentionJob', () => {
  it('runs at start and on every interval, logs what it removed, and stops', async () => {
    await clearAll();
    const visitor = await shopperWithLists();
    await lastTouched(ownerOf(visitor), 31);
    const lines: Array<{ fields: unknown; message: string }> = [];
    const log = {
      info: (fields: unknown, message?: string) => lines.push({ fields, message: message ?? String(fields) }),
      error: (fields: unknown, message?: string) => lines.push({ fields, message: message ?? String(fields) }),
    } as unknown as FastifyBaseLogger;

    const job = startRetentionJob({ ...t.app.workflowDeps, log }, { retentionDays: 30, intervalMs: 50 });
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await job.stop();
    expect(lines[0]).toEqual({
      fields: expect.objectContaining({ visitorCartLines: 1, visitorWishlistItems: 1, abandonedQuotes: 0 }),
      message: 'retention: removed 2 rows older than 30 days',
    });
    expect(lines[1]!.message).toBe('retention: removed 0 rows older than 30 days');
    const after = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.length).toBe(after);
  });
});
