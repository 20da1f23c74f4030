import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { Metal } from '#domain/rates/rate-table.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { AdminOrderList } from '#domain/admin/admin-orders.ts';
import type { Order } from '#domain/orders/order.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { checkoutQuotes } from '../modules/checkout/checkout.tables.ts';
import { metalPrices } from '../modules/rates/rates.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { releaseExpiredQuotes } from '../workflows/checkout/quote-payments.ts';
import { TEST_SHIPPING, TestShopper, piecesAsTheyAre } from '../testing/shopper.ts';
import { stripeEvent } from '../testing/stripe-stand-in/events.ts';
import {
  startStripeStandIn,
  type StripeStandIn,
  stripeSettingsFor,
  STAND_IN_WEBHOOK_SECRET,
} from '../testing/stripe-stand-in/http-server.ts';
import type { DisputeStatus } from '../testing/stripe-stand-in/objects.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// Stripe cannot be reached from here: the app talks to a local stand-in that speaks Stripe's API
// (server/testing/stripe-stand-in/) through the official `stripe` package, and webhooks are
// signed with that package's own helper. The browser's part (Stripe.js confirming the card in the
// Payment Element) is played by the stand-in's `confirm`.

const WEBHOOK_SECRET = STAND_IN_WEBHOOK_SECRET;
let standIn: StripeStandIn;
let t: TestApp;
let catalogue: Product[];
const signer = new Stripe('sk_test_signer');
let clock = Date.now();

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp(
    {
      authRateLimits: ROOMY_AUTH_LIMITS,
      stripe: stripeSettingsFor(standIn),
    },
    { now: () => new Date(clock) },
  );
  await seedDemoDataIfEmpty(t.database.db);
  catalogue = await piecesAsTheyAre(t.app);
});
afterAll(async () => {
  await t.close();
  await standIn.stop();
});

let nextProduct = 0;
async function stripeCheckout(stock = 5, metal?: Product['metal']) {
  const candidates = metal ? catalogue.filter((p) => p.metal === metal) : catalogue;
  const product = candidates[nextProduct++ % candidates.length]!;
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

/** Runs `during` with a metal's rate changed (today's prices move), then puts the rate back. */
async function withRate<T>(metal: Metal, pricePerGram: string, during: () => Promise<T>): Promise<T> {
  const [before] = await t.database.db.select().from(metalPrices).where(eq(metalPrices.metal, metal));
  await t.database.db.update(metalPrices).set({ pricePerGram }).where(eq(metalPrices.metal, metal));
  t.app.services.rates.invalidate();
  try {
    return await during();
  } finally {
    await t.database.db
      .update(metalPrices)
      .set({ pricePerGram: before!.pricePerGram })
      .where(eq(metalPrices.metal, metal));
    t.app.services.rates.invalidate();
  }
}

const DAY = 24 * 60 * 60_000;
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe('Stripe: the 15-minute price hold', () => {
  it('completing in the browser days later after the gold rate doubled: released, and the new total shown', async () => {
    const { product, shopper, session } = await stripeCheckout(5, 'Gold');
    const intentId = session.payment.intentId;
    standIn.confirm(intentId, '4242424242424242');
    await withRate('Gold', '150.80', async () => {
      clock += 3 * DAY;
      const completed = await shopper.post('/api/checkout/complete', { quoteId: session.quote.id });
      expect(completed.statusCode, completed.body).toBe(409);
      expect(completed.json().error).toBe('quote_expired');
      expect(await ordersFor(intentId)).toBe(0);
      expect(standIn.intent(intentId).status).toBe('canceled');
      expect(await stockOf(product.id)).toBe(5);
      // The total in the message is the one a new checkout asks for.
      const fresh = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();
      expect(fresh.quote.total).toBeGreaterThan(session.quote.total);
      expect(completed.json().message).toContain(money(fresh.quote.total));
      // Asked again (a retry, the webhook): the same answer, still no order.
      const again = await shopper.post('/api/checkout/complete', { quoteId: session.quote.id });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('quote_expired');
    });
    expect(await ordersFor(intentId)).toBe(0);
  });

  it('the webhook days later after the rate moved: no order, the authorization released; the browser then hears why', async () => {
    const { shopper, session } = await stripeCheckout(5, 'Gold');
    const intentId = session.payment.intentId;
    standIn.confirm(intentId, '4242424242424242');
    const authorized = signedEvent('payment_intent.amount_capturable_updated', intentId);
    await withRate('Gold', '150.80', async () => {
      clock += 2 * DAY;
      expect((await authorized.send()).statusCode).toBe(200);
      expect((await authorized.send()).statusCode).toBe(200);
      expect(await ordersFor(intentId)).toBe(0);
      expect(standIn.intent(intentId).status).toBe('canceled');
      const completed = await shopper.post('/api/checkout/complete', { quoteId: session.quote.id });
      expect(completed.statusCode).toBe(409);
      expect(completed.json().error).toBe('quote_expired');
      expect(completed.json().message).toMatch(/your total is now \$[\d,]+\.\d\d/);
    });
  });

  it('is still honoured days later when the prices did not move', async () => {
    const { product, shopper, session } = await stripeCheckout(5);
    standIn.confirm(session.payment.intentId, '4242424242424242');
    clock += 2 * DAY;
    const completed = await shopper.post('/api/checkout/complete', { quoteId: session.quote.id });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json<{ order: Order }>().order.total).toBe(session.quote.total);
    expect(await stockOf(product.id)).toBe(4);
    expect(standIn.intent(session.payment.intentId).status).toBe('succeeded');
  });

  it('prepare after the hold with moved prices: 409 with the new total, and the quote’s payment cancelled', async () => {
    const golden = catalogue.filter((p) => p.metal === 'Gold');
    const product = golden[nextProduct++ % golden.length]!;
    await t.database.db.update(products).set({ stock: 5 }).where(eq(products.id, product.id));
    const shopper = new TestShopper(t.app);
    await shopper.register();
    await shopper.post('/api/cart', { productId: product.id, quantity: 1 });
    const session = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();
    await withRate('Gold', '150.80', async () => {
      clock += DAY;
      const prepared = await shopper.post('/api/checkout/prepare', {
        quoteId: session.quote.id,
        shipping: TEST_SHIPPING,
      });
      expect(prepared.statusCode).toBe(409);
      expect(prepared.json().error).toBe('quote_expired');
      expect(standIn.intent(session.payment.intentId).status).toBe('canceled');
    });
  });
});

describe('Stripe: a quote that is replaced or abandoned gives up its payment', () => {
  it('a new quote for a changed cart cancels the previous quote’s payment', async () => {
    const { shopper, session } = await stripeCheckout(5);
    const other = catalogue[nextProduct++ % catalogue.length]!;
    await t.database.db.update(products).set({ stock: 5 }).where(eq(products.id, other.id));
    await shopper.post('/api/cart', { productId: other.id, quantity: 1 });
    const next = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();
    expect(next.payment.intentId).not.toBe(session.payment.intentId);
    expect(standIn.intent(session.payment.intentId).status).toBe('canceled');
    expect(standIn.intent(next.payment.intentId).status).toBe('requires_payment_method');
    // The old quote can no longer be prepared or paid; the new one can.
    const old = await shopper.post('/api/checkout/prepare', { quoteId: session.quote.id, shipping: TEST_SHIPPING });
    expect(old.statusCode).toBe(409);
    expect(old.json().error).toBe('quote_expired');
    const prepared = await shopper.post('/api/checkout/prepare', { quoteId: next.quote.id, shipping: TEST_SHIPPING });
    expect(prepared.statusCode, prepared.body).toBe(200);
    standIn.confirm(next.payment.intentId, '4242424242424242');
    const completed = await shopper.post('/api/checkout/complete', { quoteId: next.quote.id });
    expect(completed.statusCode, completed.body).toBe(200);
  });

  it('a new quote after the old one expired cancels the expired quote’s payment', async () => {
    const { shopper, session } = await stripeCheckout(5);
    clock += 20 * 60_000;
    const next = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();
    expect(next.quote.id).not.toBe(session.quote.id);
    expect(standIn.intent(session.payment.intentId).status).toBe('canceled');
  });

  it('a new quote leaves an authorized payment alone: its order is still placed by the webhook', async () => {
    const { product, shopper, session } = await stripeCheckout(5);
    standIn.confirm(session.payment.intentId, '4242424242424242');
    const next = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();
    expect(next.payment.intentId).not.toBe(session.payment.intentId);
    expect(standIn.intent(session.payment.intentId).status).toBe('requires_capture');
    expect((await deliver('payment_intent.amount_capturable_updated', session.payment.intentId)).statusCode).toBe(200);
    expect(await ordersFor(session.payment.intentId)).toBe(1);
    expect(await stockOf(product.id)).toBe(4);
  });

  it('releaseExpiredQuotes: abandoned quotes’ payments are cancelled, an authorized one is settled, fresh ones kept', async () => {
    const deps = t.app.workflowDeps;
    const abandoned = await stripeCheckout(5);
    const authorizedMoved = await stripeCheckout(5, 'Gold');
    standIn.confirm(authorizedMoved.session.payment.intentId, '4242424242424242');
    const authorizedSame = await stripeCheckout(5, 'Silver');
    standIn.confirm(authorizedSame.session.payment.intentId, '4242424242424242');
    clock += DAY;
    const fresh = await stripeCheckout(5);

    await withRate('Gold', '150.80', async () => {
      const first = await releaseExpiredQuotes(deps, new Date(clock));
      expect(first.released).toBeGreaterThanOrEqual(2);
      expect(first.placed).toBeGreaterThanOrEqual(1);
      // Run again, and by two instances at once: nothing more happens.
      await Promise.all([releaseExpiredQuotes(deps, new Date(clock)), releaseExpiredQuotes(deps, new Date(clock))]);
    });
    expect(standIn.intent(abandoned.session.payment.intentId).status).toBe('canceled');
    expect(standIn.intent(authorizedMoved.session.payment.intentId).status).toBe('canceled');
    expect(await ordersFor(authorizedMoved.session.payment.intentId)).toBe(0);
    expect(standIn.intent(authorizedSame.session.payment.intentId).status).toBe('succeeded');
    expect(await ordersFor(authorizedSame.session.payment.intentId)).toBe(1);
    expect(standIn.intent(fresh.session.payment.intentId).status).toBe('requires_payment_method');
    const [kept] = await t.database.db
      .select()
      .from(checkoutQuotes)
      .where(eq(checkoutQuotes.id, fresh.session.quote.id));
    expect(kept?.status).toBe('open');
    // The shopper of the abandoned quote is told to start again, not charged.
    const late = await abandoned.shopper.post('/api/checkout/complete', { quoteId: abandoned.session.quote.id });
    expect(late.statusCode).toBe(409);
  });
});

/** Stripe delivering an event about any object (a Charge, a Dispute), signed with the shop's secret. */
function deliverObject(type: string, object: unknown) {
  const payload = JSON.stringify(stripeEvent(type, object));
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });
}

/** The shop owner's Stripe dashboard: it talks to the same Stripe account as the shop. */
const dashboard = () =>
  new Stripe('sk_test_dashboard', { host: standIn.host, port: standIn.port, protocol: 'http', maxNetworkRetries: 0 });

async function paidOrder() {
  const { shopper, session } = await stripeCheckout(5);
  standIn.confirm(session.payment.intentId, '4242424242424242');
  const completed = await shopper.post('/api/checkout/complete', { quoteId: session.quote.id });
  expect(completed.statusCode, completed.body).toBe(200);
  return { shopper, order: completed.json<{ order: Order }>().order, intentId: session.payment.intentId };
}

const statusOf = async (shopper: TestShopper, orderId: string) =>
  (await shopper.get(`/api/orders/${orderId}`)).json<Order>();

async function accepted(response: Awaited<ReturnType<typeof deliverObject>>) {
  expect(response.statusCode, response.body).toBe(200);
}

let owner: TestShopper | undefined;
async function admin(): Promise<TestShopper> {
  if (owner) return owner;
  owner = new TestShopper(t.app);
  await owner.register(undefined, 'Shop Owner');
  const id = (await owner.get('/api/me')).json<{ user: { id: string } }>().user.id;
  await t.app.services.accounts.setRole({ id: 'system', role: 'owner' }, id, 'owner');
  return owner;
}

describe('Stripe: refunds and disputes made in the dashboard reach the order', () => {
  it('a full refund marks the order refunded, once, however often the event comes', async () => {
    const { shopper, order, intentId } = await paidOrder();
    await dashboard().refunds.create({ payment_intent: intentId });
    const event = standIn.charge(intentId);
    await accepted(await deliverObject('charge.refunded', event));
    await accepted(await deliverObject('charge.refunded', event));
    expect(await statusOf(shopper, order.id)).toMatchObject({ status: 'refunded', refunded: order.total });
    const list = (await (await admin()).get(`/api/admin/orders?q=${order.number}`)).json<AdminOrderList>();
    expect(list.items.map((item) => [item.id, item.status])).toEqual([[order.id, 'refunded']]);
  });

  it('partial refunds add up, and an older event arriving late never lowers what was refunded', async () => {
    const { shopper, order, intentId } = await paidOrder();
    await dashboard().refunds.create({ payment_intent: intentId, amount: 1_000 });
    const first = standIn.charge(intentId);
    await accepted(await deliverObject('charge.refunded', first));
    expect(await statusOf(shopper, order.id)).toMatchObject({ status: 'partially_refunded', refunded: 1_000 });

    await dashboard().refunds.create({ payment_intent: intentId });
    const rest = standIn.charge(intentId);
    // Stripe delivers the two events in either order, and again.
    await Promise.all([deliverObject('charge.refunded', rest), deliverObject('charge.refunded', first)]);
    await accepted(await deliverObject('charge.refunded', first));
    expect(await statusOf(shopper, order.id)).toMatchObject({ status: 'refunded', refunded: order.total });
  });

  it('a dispute marks the order disputed; won, it goes back to what it was; the admin cannot toggle it meanwhile', async () => {
    const { shopper, order, intentId } = await paidOrder();
    const boss = await admin();
    expect((await boss.patch(`/api/admin/orders/${order.id}`, { status: 'confirmed' })).statusCode).toBe(200);
    const opened = standIn.openDispute(intentId);
    await accepted(await deliverObject('charge.dispute.created', opened));
    await accepted(await deliverObject('charge.dispute.created', opened));
    expect((await statusOf(shopper, order.id)).status).toBe('disputed');
    const toggle = await boss.patch(`/api/admin/orders/${order.id}`, { status: 'pending' });
    expect(toggle.statusCode).toBe(409);
    expect(toggle.json().error).toBe('conflict');
    expect((await statusOf(shopper, order.id)).status).toBe('disputed');

    const review = standIn.settleDispute(opened.id, 'under_review');
    const won = standIn.settleDispute(opened.id, 'won');
    await accepted(await deliverObject('charge.dispute.closed', won));
    // Late deliveries of the earlier states do not reopen it.
    await accepted(await deliverObject('charge.dispute.updated', review));
    await accepted(await deliverObject('charge.dispute.created', opened));
    expect((await statusOf(shopper, order.id)).status).toBe('confirmed');
  });

  it('a lost dispute stays marked, whatever order the events come in', async () => {
    const { shopper, order, intentId } = await paidOrder();
    const opened = standIn.openDispute(intentId, 'product_not_received');
    const lost = standIn.settleDispute(opened.id, 'lost' satisfies DisputeStatus);
    await accepted(await deliverObject('charge.dispute.closed', lost));
    await accepted(await deliverObject('charge.dispute.created', opened));
    expect((await statusOf(shopper, order.id)).status).toBe('dispute_lost');
  });

  it('acknowledges a refund of a payment that has no order (a released authorization) and changes nothing', async () => {
    const { session } = await stripeCheckout(5);
    standIn.confirm(session.payment.intentId, '4242424242424242');
    await dashboard().paymentIntents.capture(session.payment.intentId);
    await dashboard().refunds.create({ payment_intent: session.payment.intentId });
    await accepted(await deliverObject('charge.refunded', standIn.charge(session.payment.intentId)));
    expect(await ordersFor(session.payment.intentId)).toBe(0);
  });

  it('refuses an unsigned refund event: nothing changes', async () => {
    const { shopper, order, intentId } = await paidOrder();
    await dashboard().refunds.create({ payment_intent: intentId });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload: JSON.stringify(stripeEvent('charge.refunded', standIn.charge(intentId))),
    });
    expect(response.statusCode).toBe(400);
    expect((await statusOf(shopper, order.id)).status).toBe('pending');
  });
});
