import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { Order } from '#domain/orders/order.ts';
import { freePort } from '../../scripts/lib/local-machine.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { createThrowawayPostgres } from '../db/throwaway-database.ts';
import { migratedPostgresTemplateName } from '../testing/postgres-template.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { checkoutQuotes } from '../modules/checkout/checkout.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { offlinePayments } from '../providers/payments/offline-payments.tables.ts';
import type { TestPausePoint } from '../lib/test-pause.ts';
import { PAYMENT_IN_FLIGHT_MS } from '../workflows/payments/payment-recovery.ts';
import { GOOD_PASSWORD } from '../testing/accounts.ts';
import { isRunning, runShop, servingAt, type NodeProcess } from '../testing/node-process.ts';
import { copyMigratedPgliteInto } from '../testing/pglite-template.ts';
import { GOOD_CARD, TEST_SHIPPING } from '../testing/shopper.ts';
import { stripeEvent } from '../testing/stripe-stand-in/events.ts';
import { startStripeStandIn, type StripeStandIn } from '../testing/stripe-stand-in/http-server.ts';

// No paid order lost to a crash, for real: the shop runs as its own process (bundled as `npm
// start` runs it, on an embedded database in a folder of its own), a checkout is driven through its
// HTTP API, and the test-only pause hook (SHOP_TEST_PAUSE_AT) holds the request right after the
// card's authorization and before the order's record (or after the record and before the
// capture). The process is then killed with SIGKILL, started again on the same folder, and the
// payment recovery (or, with Stripe, the webhook's retry) must leave exactly one order for the
// payment with its money captured, the stock taken once; or, when the quote no longer holds,
// the authorization released, no order, the stock untouched.
// With DATABASE_URL set (CI's second run), the shop runs on a throw-away PostgreSQL database of
// that server instead, so the same kills are made on PostgreSQL.

const WEBHOOK_SECRET = 'whsec_crash_test_secret';
const signer = new Stripe('sk_test_signer');

/** Its output holds its log and the pause hook's line. */
interface Shop extends NodeProcess {
  url: string;
}

const dataDirs: string[] = [];
const scratchDatabases: Array<{ drop(): Promise<void> }> = [];
/** Each shop folder's PostgreSQL database, when the tests run on PostgreSQL. */
const databaseUrls = new Map<string, string>();
const openShopDatabase = (dataDir: string) => {
  const databaseUrl = databaseUrls.get(dataDir);
  return openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
};
const running = new Set<ChildProcess>();

async function startShop(dataDir: string, env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const shop = runShop({
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'Owner12345',
    AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123',
    RATE_LIMIT_SIGN_UP_PER_IP: '1000',
    RATE_LIMIT_SIGN_IN_PER_IP: '1000',
    ...env,
    // The embedded database in DATA_DIR (the one a killed process leaves behind), or this folder's PostgreSQL database.
    DATABASE_URL: databaseUrls.get(dataDir),
    REDIS_URL: undefined,
    SMTP_URL: undefined,
  });
  running.add(shop.child);
  void shop.ended.then(() => running.delete(shop.child));
  await servingAt(shop, `${url}/api/metals`);
  return { ...shop, url };
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGKILL: no handler runs, nothing is flushed or closed. */
async function kill9(shop: Shop): Promise<void> {
  shop.child.kill('SIGKILL');
  await shop.ended;
}

async function stop(shop: Shop): Promise<void> {
  if (!isRunning(shop.child)) return;
  shop.child.kill('SIGTERM');
  await shop.ended;
}

/** A signed-in shopper over real HTTP, keeping its cookies as a browser would. */
class HttpShopper {
  private readonly cookies = new Map<string, string>();
  constructor(private url: string) {}

  moveTo(url: string) {
    this.url = url;
  }

  async send(method: string, path: string, body?: unknown): Promise<{ status: number; json: () => unknown }> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        origin: this.url,
        ...(body !== undefined && { 'content-type': 'application/json' }),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      this.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const text = await response.text();
    return { status: response.status, json: () => JSON.parse(text) as unknown };
  }

  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.send(method, path, body);
    if (response.status !== 200)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.json())}`);
    return response.json() as T;
  }
}

/** A new customer with one piece in the cart and a quote for it. */
async function shopperWithQuote(shop: Shop, productId: string) {
  const shopper = new HttpShopper(shop.url);
  const email = `crash-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await shopper.ok('POST', '/api/auth/sign-up/email', { name: 'Crash Tester', email, password: GOOD_PASSWORD });
  await shopper.ok('POST', '/api/cart', { productId, quantity: 1 });
  const session = await shopper.ok<CheckoutSession>('POST', '/api/checkout/quote', {});
  return { shopper, session };
}

/** Reads what the killed (or stopped) process left in its folder, straight from the database. */
async function onDisk(dataDir: string, productId: string, session: CheckoutSession) {
  const database = await openShopDatabase(dataDir);
  try {
    const db = database.db;
    const [stock] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    const [placed] = await db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.transactionId, session.payment.intentId));
    const [quote] = await db.select().from(checkoutQuotes).where(eq(checkoutQuotes.id, session.quote.id));
    const [payment] = await db.select().from(offlinePayments).where(eq(offlinePayments.id, session.payment.intentId));
    return {
      stock: stock!.stock,
      orders: placed!.n,
      quote: quote!.status,
      offlinePayment: payment?.status,
    };
  } finally {
    await database.close();
  }
}

/**
 * The shop stays down past the in-flight window of the request it died in: the restarted shop's
 * recovery then settles the payment rather than leave it to a request that is gone.
 */
async function downPastInFlight(dataDir: string, session: CheckoutSession): Promise<void> {
  const database = await openShopDatabase(dataDir);
  try {
    await database.db
      .update(checkoutQuotes)
      .set({ updatedAt: new Date(Date.now() - PAYMENT_IN_FLIGHT_MS - 60_000) })
      .where(eq(checkoutQuotes.id, session.quote.id));
  } finally {
    await database.close();
  }
}

async function setStock(dataDir: string, productId: string, stock: number): Promise<void> {
  const database = await openShopDatabase(dataDir);
  try {
    await database.db.update(products).set({ stock }).where(eq(products.id, productId));
  } finally {
    await database.close();
  }
}

/**
 * The demo catalogue in an embedded database folder, seeded once for the file (a copy of the
 * migrated template, seeded in this process): each scenario starts from a copy of it instead of
 * a first start of the shop that would create and seed its database.
 */
let seededPglite: string | undefined;
async function seededPgliteFolder(): Promise<string> {
  if (seededPglite) return seededPglite;
  const folder = mkdtempSync(join(tmpdir(), 'shop-crash-seeded-'));
  dataDirs.push(folder);
  copyMigratedPgliteInto(folder);
  const database = await openDatabase({ dataDir: folder });
  try {
    await seedDemoDataIfEmpty(database.db);
  } finally {
    await database.close();
  }
  return (seededPglite = folder);
}

/** A fresh folder (or PostgreSQL database) with the demo catalogue, and a piece with this stock. */
async function freshShop(stock: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
  dataDirs.push(dataDir);
  if (process.env.DATABASE_URL) {
    const scratch = await createThrowawayPostgres(process.env.DATABASE_URL, {
      template: migratedPostgresTemplateName(),
    });
    scratchDatabases.push(scratch);
    databaseUrls.set(dataDir, scratch.url);
  } else {
    cpSync(await seededPgliteFolder(), dataDir, { recursive: true });
  }
  const database = await openShopDatabase(dataDir);
  try {
    await seedDemoDataIfEmpty(database.db);
    const [product] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(isNull(products.sizing))
      .orderBy(products.name)
      .limit(1);
    await database.db.update(products).set({ stock }).where(eq(products.id, product!.id));
    return { dataDir, product: product! };
  } finally {
    await database.close();
  }
}

/** The process to be killed runs no recovery of its own: only the request under test reaches the pause. */
const PAUSED = { PAYMENT_RECOVERY_INTERVAL_SECONDS: '0' };

const paused = (shop: Shop, point: TestPausePoint) =>
  waitFor(`the pause at ${point}`, () => (shop.output().includes(`SHOP_TEST_PAUSED ${point}`) ? true : undefined));

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  for (const scratch of scratchDatabases) await scratch.drop();
});

describe('kill -9 between the card and the order: offline gateway', () => {
  const offline = { PAYMENT_RECOVERY_INTERVAL_SECONDS: '1' };

  it('killed after the authorization, before the order: the restarted shop places the one order and takes the money', async () => {
    const { dataDir, product } = await freshShop(3);
    const shop = await startShop(dataDir, { ...offline, ...PAUSED, SHOP_TEST_PAUSE_AT: 'before-record-order' });
    const { shopper, session } = await shopperWithQuote(shop, product.id);
    const payment = shopper
      .send('POST', '/api/checkout/pay', { quoteId: session.quote.id, shipping: TEST_SHIPPING, card: GOOD_CARD })
      .then(
        () => 'answered',
        () => 'connection lost',
      );
    await paused(shop, 'before-record-order');
    await kill9(shop);
    expect(await payment).toBe('connection lost'); // no answer: the process died holding the request
    // The window: the card authorized, no order.
    expect(await onDisk(dataDir, product.id, session)).toEqual({
      stock: 3,
      orders: 0,
      quote: 'open',
      offlinePayment: 'requires_capture',
    });

    await downPastInFlight(dataDir, session);
    const restarted = await startShop(dataDir, offline);
    shopper.moveTo(restarted.url);
    const [order] = await waitFor('the recovered order', async () => {
      const { items } = await shopper.ok<{ items: Order[] }>('GET', '/api/orders');
      return items.length > 0 ? items : undefined;
    });
    expect(order!.payment.reference).toBe(session.payment.intentId);
    expect(order!.total).toBe(session.quote.total);
    // The shopper's retry of the payment gets that very order.
    const retried = await shopper.ok<{ order: Order }>('POST', '/api/checkout/pay', {
      quoteId: session.quote.id,
      shipping: TEST_SHIPPING,
      card: GOOD_CARD,
    });
    expect(retried.order.id).toBe(order!.id);
    await stop(restarted);
    expect(await onDisk(dataDir, product.id, session)).toEqual({
      stock: 2,
      orders: 1,
      quote: 'paid',
      offlinePayment: 'succeeded',
    });
  }, 300_000);

  it('killed after the order was recorded, before the capture: the restarted shop takes the money, once', async () => {
    const { dataDir, product } = await freshShop(3);
    const shop = await startShop(dataDir, { ...offline, ...PAUSED, SHOP_TEST_PAUSE_AT: 'before-capture' });
    const { shopper, session } = await shopperWithQuote(shop, product.id);
    void shopper
      .send('POST', '/api/checkout/pay', { quoteId: session.quote.id, shipping: TEST_SHIPPING, card: GOOD_CARD })
      .catch(() => undefined);
    await paused(shop, 'before-capture');
    await kill9(shop);
    expect(await onDisk(dataDir, product.id, session)).toEqual({
      stock: 2,
      orders: 1,
      quote: 'paid',
      offlinePayment: 'requires_capture',
    });

    await downPastInFlight(dataDir, session);
    const restarted = await startShop(dataDir, offline);
    await waitFor('the recovery to capture', () =>
      restarted.output().includes('captured the money of a recorded order') ? true : undefined,
    );
    await stop(restarted);
    expect(await onDisk(dataDir, product.id, session)).toEqual({
      stock: 2,
      orders: 1,
      quote: 'paid',
      offlinePayment: 'succeeded',
    });
  }, 300_000);

  it('killed after the authorization, and the piece sold out meanwhile: the authorization is released, no order', async () => {
    const { dataDir, product } = await freshShop(1);
    const shop = await startShop(dataDir, { ...offline, ...PAUSED, SHOP_TEST_PAUSE_AT: 'before-record-order' });
    const { shopper, session } = await shopperWithQuote(shop, product.id);
    void shopper
      .send('POST', '/api/checkout/pay', { quoteId: session.quote.id, shipping: TEST_SHIPPING, card: GOOD_CARD })
      .catch(() => undefined);
    await paused(shop, 'before-record-order');
    await kill9(shop);
    // Sold in a store while the shop was down.
    await setStock(dataDir, product.id, 0);

    await downPastInFlight(dataDir, session);
    const restarted = await startShop(dataDir, offline);
    await waitFor('the recovery to release', () =>
      restarted.output().includes('authorization released') ? true : undefined,
    );
    await stop(restarted);
    expect(await onDisk(dataDir, product.id, session)).toEqual({
      stock: 0,
      orders: 0,
      quote: 'open',
      offlinePayment: 'canceled',
    });
  }, 300_000);
});

describe('kill -9 between the card and the order: Stripe', () => {
  let standIn: StripeStandIn;
  let stripeEnv: Record<string, string>;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    stripeEnv = {
      STRIPE_SECRET_KEY: 'sk_test_crash',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_crash',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://${standIn.host}:${standIn.port}`,
      PAYMENT_RECOVERY_INTERVAL_SECONDS: '1',
    };
  });
  afterAll(() => standIn.stop());

  /** Stripe's delivery of an event about the payment as it is now (a retry sends the same bytes again). */
  function signedEvent(type: string, intentId: string) {
    const payload = JSON.stringify(stripeEvent(type, standIn.intent(intentId)));
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return (shop: Shop) =>
      fetch(`${shop.url}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
  }

  const captures = (intentId: string) =>
    standIn.requests.filter((request) => request.path === `/v1/payment_intents/${intentId}/capture`).length;

  /** A quote with its shipping given, and the card confirmed in the "browser" (the stand-in). */
  async function authorizedAtStripe(shop: Shop, productId: string) {
    const { shopper, session } = await shopperWithQuote(shop, productId);
    await shopper.ok('POST', '/api/checkout/prepare', { quoteId: session.quote.id, shipping: TEST_SHIPPING });
    standIn.confirm(session.payment.intentId, '4242424242424242');
    return { shopper, session };
  }

  it('killed while completing the checkout: the restarted shop finds the authorization, places the one order and captures; Stripe’s late webhook changes nothing', async () => {
    const { dataDir, product } = await freshShop(3);
    const shop = await startShop(dataDir, { ...stripeEnv, ...PAUSED, SHOP_TEST_PAUSE_AT: 'before-record-order' });
    const { shopper, session } = await authorizedAtStripe(shop, product.id);
    const webhook = signedEvent('payment_intent.amount_capturable_updated', session.payment.intentId);
    void shopper.send('POST', '/api/checkout/complete', { quoteId: session.quote.id }).catch(() => undefined);
    await paused(shop, 'before-record-order');
    await kill9(shop);
    expect(await onDisk(dataDir, product.id, session)).toMatchObject({ stock: 3, orders: 0, quote: 'open' });
    expect(standIn.intent(session.payment.intentId).status).toBe('requires_capture');

    await downPastInFlight(dataDir, session);
    const restarted = await startShop(dataDir, stripeEnv);
    await waitFor('the recovered order', () =>
      standIn.intent(session.payment.intentId).status === 'succeeded' ? true : undefined,
    );
    // Stripe retries the webhook the killed process never answered: acknowledged, nothing more.
    expect((await webhook(restarted)).status).toBe(200);
    shopper.moveTo(restarted.url);
    const completed = await shopper.ok<{ order: Order }>('POST', '/api/checkout/complete', {
      quoteId: session.quote.id,
    });
    expect(completed.order.payment.reference).toBe(session.payment.intentId);
    await stop(restarted);
    expect(await onDisk(dataDir, product.id, session)).toMatchObject({ stock: 2, orders: 1, quote: 'paid' });
    expect(captures(session.payment.intentId)).toBe(1);
  }, 300_000);

  it('killed while handling the webhook: Stripe’s retry alone (recovery off, search down) places the one order', async () => {
    const env = { ...stripeEnv, PAYMENT_RECOVERY_INTERVAL_SECONDS: '0' };
    const { dataDir, product } = await freshShop(3);
    const shop = await startShop(dataDir, { ...env, ...PAUSED, SHOP_TEST_PAUSE_AT: 'before-record-order' });
    const { session } = await authorizedAtStripe(shop, product.id);
    const webhook = signedEvent('payment_intent.amount_capturable_updated', session.payment.intentId);
    void webhook(shop).catch(() => undefined);
    await paused(shop, 'before-record-order');
    await kill9(shop);
    expect(await onDisk(dataDir, product.id, session)).toMatchObject({ stock: 3, orders: 0, quote: 'open' });

    standIn.searchUnavailable = true;
    try {
      const restarted = await startShop(dataDir, env);
      // Nothing settled it while nobody asked.
      expect(standIn.intent(session.payment.intentId).status).toBe('requires_capture');
      const retry = await webhook(restarted);
      expect(retry.status).toBe(200);
      expect(standIn.intent(session.payment.intentId).status).toBe('succeeded');
      // A second retry (Stripe may deliver again) changes nothing.
      expect((await webhook(restarted)).status).toBe(200);
      await stop(restarted);
    } finally {
      standIn.searchUnavailable = false;
    }
    expect(await onDisk(dataDir, product.id, session)).toMatchObject({ stock: 2, orders: 1, quote: 'paid' });
    expect(captures(session.payment.intentId)).toBe(1);
  }, 300_000);

  it('killed while completing, and the piece sold out meanwhile; Stripe’s search down: the quotes lead the recovery to release the authorization', async () => {
    const { dataDir, product } = await freshShop(1);
    const shop = await startShop(dataDir, { ...stripeEnv, ...PAUSED, SHOP_TEST_PAUSE_AT: 'before-record-order' });
    const { shopper, session } = await authorizedAtStripe(shop, product.id);
    void shopper.send('POST', '/api/checkout/complete', { quoteId: session.quote.id }).catch(() => undefined);
    await paused(shop, 'before-record-order');
    await kill9(shop);
    await setStock(dataDir, product.id, 0);

    standIn.searchUnavailable = true;
    try {
      await downPastInFlight(dataDir, session);
      const restarted = await startShop(dataDir, stripeEnv);
      await waitFor('the released authorization', () =>
        standIn.intent(session.payment.intentId).status === 'canceled' ? true : undefined,
      );
      await stop(restarted);
    } finally {
      standIn.searchUnavailable = false;
    }
    expect(await onDisk(dataDir, product.id, session)).toMatchObject({ stock: 0, orders: 0, quote: 'open' });
    expect(captures(session.payment.intentId)).toBe(0);
  }, 300_000);
});
