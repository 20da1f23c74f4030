import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { Order } from '#domain/orders/order.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { TEST_SHIPPING, TestShopper } from '../testing/shopper.ts';
import { startStripeStandIn, stripeEvent, type StripeStandIn } from '../testing/stripe-stand-in.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// Stripe cannot be reached from here: the app talks to a local stand-in that speaks Stripe's API
// (server/testing/stripe-stand-in.ts) through the official `stripe` package, and webhooks are
// signed with that package's own helper. The browser's part (Stripe.js confirming the card in the
// Payment Element) is played by the stand-in's `confirm`.

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_shop';
let standIn: StripeStandIn;
let t: TestApp;
let catalogue: Product[];
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({
    authRateLimits: ROOMY_AUTH_LIMITS,
    stripe: {
      secretKey: 'sk_test_shop',
      publishableKey: 'pk_test_shop',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: `http://${standIn.host}:${standIn.port}`,
    },
  });
  await seedDemoDataIfEmpty(t.database.db);
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' })).json<{ items: Product[] }>()
    .items;
});
afterAll(async () => {
  await t.close();
  await standIn.stop();
});

let nextProduct = 0;
async function stripeCheckout(stock = 5) {
  const product = catalogue[nextProduct++]!;
  await t.database.db.update(products).set({ stock }).where(eq(products.id, product.id));
  const shopper = new TestShopper(t.app);
  await shopper.register();
  await shopper.post('/api/cart', { productId: product.id, quantity: 1 });
  const started = await shopper.post('/api/checkout/quote');
  expect(started.statusCode, started.body).toBe(200);
  const session = started.json<CheckoutSession>();
  const prepared = await shopper.post('/api/checkout/prepare', { quoteId: session.quote.id, shipping: TEST_SHIPPING });
  expect(prepared.statusCode, prepared.body).toBe(200);
  return { product, shopper, session };
}

/** One event about the payment intent as it is now, signed once: `send()` delivers those very bytes. */
function signedEvent(
  type: string,
  intentId: string,
  options: { secret?: string; timestamp?: number; tamper?: boolean } = {},
) {
  const payload = JSON.stringify(stripeEvent(type, standIn.intent(intentId)));
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  });
  return {
    send: () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        payload: options.tamper ? payload.replace('"amount":', '"amount":1') : payload,
      }),
  };
}

/** Stripe delivering an event about the payment intent as it is now. */
function deliver(type: string, intentId: string, options: Parameters<typeof signedEvent>[2] = {}) {
  return signedEvent(type, intentId, options).send();
}

const ordersFor = async (intentId: string) =>
  (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.transactionId, intentId)))[0]!.n;
const stockOf = async (id: string) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('Stripe: the payment', () => {
  it('is a manual-capture PaymentIntent for exactly the quoted amount, created with an idempotency key', async () => {
    const { session } = await stripeCheckout();
    expect(session.payment).toMatchObject({ gateway: 'stripe', publishableKey: 'pk_test_shop' });
    expect(session.payment.clientSecret).toMatch(/^pi_.+_secret_/);
    const intent = standIn.intent(session.payment.intentId);
    expect(intent).toMatchObject({
      amount: session.quote.total,
      currency: 'usd',
      capture_method: 'manual',
      metadata: { quoteId: session.quote.id },
    });
    const creation = standIn.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(creation?.idempotencyKey).toBeTruthy();
  });

  it('completes in the browser: one order, the money captured after the order was recorded', async () => {
    const { product, shopper, session } = await stripeCheckout();
    standIn.confirm(session.payment.intentId, '4242424242424242');
    const completed = await shopper.post('/api/checkout/complete', { quoteId: session.quote.id });
    expect(completed.statusCode, completed.body).toBe(200);
    const { order } = completed.json<{ order: Order }>();
    expect(order).toMatchObject({
      total: session.quote.total,
      payment: { gateway: 'stripe', reference: session.payment.intentId, brand: 'visa', last4: '4242' },
    });
    expect(standIn.intent(session.payment.intentId).status).toBe('succeeded');
    expect(await stockOf(product.id)).toBe(4);
    expect((await shopper.get('/api/cart')).json<Cart>().lines).toEqual([]);
  });

  it('shows Stripe’s message for a declined card and makes no order', async () => {
    const { shopper, session } = await stripeCheckout();
    standIn.confirm(session.payment.intentId, '4000000000000002');
    const completed = await shopper.post('/api/checkout/complete', { quoteId: session.quote.id });
    expect(completed.statusCode).toBe(402);
    expect(completed.json().message).toBe('Your card was declined.');
    expect(await ordersFor(session.payment.intentId)).toBe(0);
  });
});

describe('Stripe: one payment makes exactly one order', () => {
  it('for the browser’s confirmation twice and the same webhook three times, in any order and at once', async () => {
    const { product, shopper, session } = await stripeCheckout(5);
    const intentId = session.payment.intentId;
    standIn.confirm(intentId, '4242424242424242');
    // A webhook first, then everything together, then late duplicates.
    expect((await deliver('payment_intent.amount_capturable_updated', intentId)).statusCode).toBe(200);
    const together = await Promise.all([
      shopper.post('/api/checkout/complete', { quoteId: session.quote.id }),
      deliver('payment_intent.amount_capturable_updated', intentId),
      shopper.post('/api/checkout/complete', { quoteId: session.quote.id }),
    ]);
    for (const answer of together) expect(answer.statusCode, answer.body).toBe(200);
    expect((await deliver('payment_intent.succeeded', intentId)).statusCode).toBe(200);

    expect(await ordersFor(intentId)).toBe(1);
    expect(await stockOf(product.id)).toBe(4);
    const captures = standIn.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/capture`);
    expect(new Set(captures.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(standIn.intent(intentId).status).toBe('succeeded');
  });

  it('for one signed event redelivered three times at once, beside the browser’s confirmation', async () => {
    const { product, shopper, session } = await stripeCheckout(5);
    const intentId = session.payment.intentId;
    standIn.confirm(intentId, '4242424242424242');
    const event = signedEvent('payment_intent.amount_capturable_updated', intentId);
    const answers = await Promise.all([
      event.send(),
      event.send(),
      shopper.post('/api/checkout/complete', { quoteId: session.quote.id }),
      event.send(),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await ordersFor(intentId)).toBe(1);
    expect(await stockOf(product.id)).toBe(4);
  });

  it('when the later event arrives first: succeeded before amount_capturable_updated', async () => {
    const { product, shopper, session } = await stripeCheckout(5);
    const intentId = session.payment.intentId;
    standIn.confirm(intentId, '4242424242424242');
    // Both signed while the card was only authorized; Stripe delivers them in either order.
    const authorized = signedEvent('payment_intent.amount_capturable_updated', intentId);
    const succeeded = signedEvent('payment_intent.succeeded', intentId);
    expect((await succeeded.send()).statusCode).toBe(200);
    expect(await ordersFor(intentId)).toBe(1);
    expect((await authorized.send()).statusCode).toBe(200);
    expect((await succeeded.send()).statusCode).toBe(200);
    const completed = await shopper.post('/api/checkout/complete', { quoteId: session.quote.id });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await ordersFor(intentId)).toBe(1);
    expect(await stockOf(product.id)).toBe(4);
    expect(standIn.intent(intentId).status).toBe('succeeded');
  });

  it('places the order from the webhook alone when the shopper closed the tab', async () => {
    const { product, session } = await stripeCheckout(5);
    standIn.confirm(session.payment.intentId, '4242424242424242');
    expect((await deliver('payment_intent.amount_capturable_updated', session.payment.intentId)).statusCode).toBe(200);
    expect(await ordersFor(session.payment.intentId)).toBe(1);
    expect(await stockOf(product.id)).toBe(4);
    expect(standIn.intent(session.payment.intentId).status).toBe('succeeded');
  });

  it('releases the authorization when the last piece was sold meanwhile', async () => {
    const { product, session } = await stripeCheckout(1);
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    standIn.confirm(session.payment.intentId, '4242424242424242');
    expect((await deliver('payment_intent.amount_capturable_updated', session.payment.intentId)).statusCode).toBe(200);
    expect(await ordersFor(session.payment.intentId)).toBe(0);
    expect(standIn.intent(session.payment.intentId).status).toBe('canceled');
  });
});

describe('Stripe: the webhook accepts only correctly signed events', () => {
  it.each([
    ['a tampered payload', { tamper: true }],
    ['the wrong secret', { secret: 'whsec_someone_else' }],
    ['a signature too old to replay', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
  ])('refuses %s and stores nothing', async (_case, options) => {
    const { session } = await stripeCheckout();
    standIn.confirm(session.payment.intentId, '4242424242424242');
    const response = await deliver('payment_intent.amount_capturable_updated', session.payment.intentId, options);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input' });
    expect(await ordersFor(session.payment.intentId)).toBe(0);
    expect(standIn.intent(session.payment.intentId).status).toBe('requires_capture');
  });

  it('refuses an event without a signature', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(stripeEvent('payment_intent.succeeded', { id: 'pi_x' })),
    });
    expect(response.statusCode).toBe(400);
  });

  it('acknowledges events it has nothing to do with', async () => {
    const { session } = await stripeCheckout();
    expect((await deliver('payment_intent.created', session.payment.intentId)).statusCode).toBe(200);
    expect(await ordersFor(session.payment.intentId)).toBe(0);
  });
});
