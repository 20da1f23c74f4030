import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { Order } from '#domain/orders/order.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { checkoutQuotes } from '#server/modules/checkout/checkout.tables.ts';
import { orders } from '#server/modules/orders/orders.tables.ts';
import { offlinePayments } from '#server/providers/payments/offline-payments.tables.ts';
import { GOOD_CARD, TEST_SHIPPING, TestShopper, piecesAsTheyAre } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';
import { placeOrder } from '../place-order/place-order.workflow.ts';
import { recordOrderStep } from '../place-order/steps/record-order.step.ts';
import { giveBackUnlessOrdered } from '../place-order/steps/release-payment.step.ts';
import { PAYMENT_IN_FLIGHT_MS, recoverPayments } from './payment-recovery.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

// The payment recovery on the offline gateway, against the real app and database: the state a
// crash leaves (a card authorized, no order) is made by calling the gateway as the request
// would have, and the recovery then races the shopper's own retry, a second instance's round and
// Stripe-like late callers. Whatever the interleaving: one order per payment, its money taken,
// the stock taken once; or no order, the money released and the stock untouched.
// The same on a killed process, both gateways: server/jobs/payment-recovery.crash.test.ts.

let t: TestApp;
let catalogue: Product[];

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  catalogue = await piecesAsTheyAre(t.app);
});
afterAll(() => t.close());

let nextProduct = 0;

/** A shopper whose card was authorized for the quote, and no order: what a crash right after the card leaves. */
async function authorizedWithoutOrder(stock = 3) {
  const product = catalogue[nextProduct++]!;
  await t.database.db.update(products).set({ stock }).where(eq(products.id, product.id));
  const shopper = new TestShopper(t.app);
  await shopper.register();
  await shopper.post('/api/cart', { productId: product.id, quantity: 1 });
  const session = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();
  const deps = t.app.workflowDeps;
  await deps.services.checkout.setRecipient(session.quote.id, { shipping: TEST_SHIPPING, pickupContact: null });
  await deps.gateway.confirmWithCard!(session.payment.intentId, GOOD_CARD);
  return { product, shopper, session };
}

/** The shop as a recovery round sees it once the window of the request paying has passed. */
const pastInFlight = (): WorkflowDeps => ({
  ...t.app.workflowDeps,
  now: () => new Date(Date.now() + PAYMENT_IN_FLIGHT_MS),
});

async function state(product: Product, session: CheckoutSession) {
  const db = t.database.db;
  const [stock] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
  const [placed] = await db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.transactionId, session.payment.intentId));
  const [payment] = await db.select().from(offlinePayments).where(eq(offlinePayments.id, session.payment.intentId));
  const [quote] = await db.select().from(checkoutQuotes).where(eq(checkoutQuotes.id, session.quote.id));
  return { stock: stock!.stock, orders: placed!.n, payment: payment!.status, quote: quote!.status };
}

const pay = (shopper: TestShopper, session: CheckoutSession) =>
  shopper.post('/api/checkout/pay', { quoteId: session.quote.id, shipping: TEST_SHIPPING, card: GOOD_CARD });

describe('payment recovery (offline gateway)', () => {
  it('places the order of an authorized payment left without one, and takes the money', async () => {
    const { product, shopper, session } = await authorizedWithoutOrder(3);
    expect(await state(product, session)).toEqual({ stock: 3, orders: 0, payment: 'requires_capture', quote: 'open' });
    const report = await recoverPayments(pastInFlight());
    expect(report).toMatchObject({ placed: 1, released: 0, kept: 0, young: 0, listed: true });
    expect(await state(product, session)).toEqual({ stock: 2, orders: 1, payment: 'succeeded', quote: 'paid' });
    // The shopper's retry finds that order; a second round finds nothing to do.
    const retried = await pay(shopper, session);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<{ order: Order }>().order.payment.reference).toBe(session.payment.intentId);
    expect(await recoverPayments(pastInFlight())).toMatchObject({ placed: 0, captured: 0, released: 0, kept: 0 });
    expect(await state(product, session)).toEqual({ stock: 2, orders: 1, payment: 'succeeded', quote: 'paid' });
  });

  it('leaves a payment younger than its in-flight window to the request paying it, and settles it after', async () => {
    const { product, session } = await authorizedWithoutOrder(3);
    const now = await recoverPayments(t.app.workflowDeps);
    expect(now).toMatchObject({ placed: 0, captured: 0, released: 0, kept: 0, young: 1 });
    expect(await state(product, session)).toEqual({ stock: 3, orders: 0, payment: 'requires_capture', quote: 'open' });
    const justBefore = { ...t.app.workflowDeps, now: () => new Date(Date.now() + PAYMENT_IN_FLIGHT_MS - 5_000) };
    expect(await recoverPayments(justBefore)).toMatchObject({ placed: 0, young: 1 });
    expect(await recoverPayments(pastInFlight())).toMatchObject({ placed: 1, young: 0 });
    expect(await state(product, session)).toEqual({ stock: 2, orders: 1, payment: 'succeeded', quote: 'paid' });
  });

  it('captures the money of an order recorded before the process stopped', async () => {
    const { product, session } = await authorizedWithoutOrder(3);
    const deps = t.app.workflowDeps;
    const quote = (await deps.services.checkout.get(session.quote.id))!;
    const intent = await deps.gateway.retrieve(session.payment.intentId);
    await recordOrderStep.invoke({ deps, quote, intent, customer: { name: 'Test Shopper', email: 'x@example.com' } });
    expect(await state(product, session)).toMatchObject({ orders: 1, payment: 'requires_capture' });
    expect(await recoverPayments(pastInFlight())).toMatchObject({ captured: 1, placed: 0, released: 0 });
    expect(await state(product, session)).toEqual({ stock: 2, orders: 1, payment: 'succeeded', quote: 'paid' });
  });

  it('releases the authorization when the quote no longer holds (sold out meanwhile): no order, stock untouched', async () => {
    const { product, session } = await authorizedWithoutOrder(1);
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    expect(await recoverPayments(pastInFlight())).toMatchObject({ placed: 0, released: 1, kept: 0 });
    expect(await state(product, session)).toEqual({ stock: 0, orders: 0, payment: 'canceled', quote: 'open' });
  });

  it.each([1, 2, 3, 4, 5])(
    'racing the shopper’s own retry and a second instance’s round: exactly one order (round %i)',
    async () => {
      const { product, shopper, session } = await authorizedWithoutOrder(3);
      const deps = t.app.workflowDeps;
      const [paid, first, second, direct] = await Promise.all([
        pay(shopper, session),
        recoverPayments(pastInFlight()),
        recoverPayments(pastInFlight()),
        placeOrder(deps, session.payment.intentId),
      ]);
      expect(paid.statusCode, paid.body).toBe(200);
      const order = paid.json<{ order: Order }>().order;
      expect(direct.id).toBe(order.id);
      expect(first.kept + second.kept).toBe(0);
      expect(first.released + second.released).toBe(0);
      expect(await state(product, session)).toEqual({ stock: 2, orders: 1, payment: 'succeeded', quote: 'paid' });
    },
  );

  it('racing a shopper who bought the last piece meanwhile: one of the two payments makes the order, the other is released', async () => {
    const { product, session } = await authorizedWithoutOrder(1);
    // Another shopper pays for the same last piece through the normal checkout while the recovery runs.
    const rival = new TestShopper(t.app);
    await rival.register();
    await rival.post('/api/cart', { productId: product.id, quantity: 1 });
    const rivalSession = (await rival.post('/api/checkout/quote')).json<CheckoutSession>();
    const [rivalPaid, report] = await Promise.all([pay(rival, rivalSession), recoverPayments(pastInFlight())]);
    const mine = await state(product, session);
    const theirs = await state(product, rivalSession);
    expect(mine.stock).toBe(0);
    expect(mine.orders + theirs.orders).toBe(1);
    expect(rivalPaid.statusCode === 200).toBe(theirs.orders === 1);
    for (const each of [mine, theirs]) expect(each.payment).toBe(each.orders === 1 ? 'succeeded' : 'canceled');
    expect(report.kept).toBe(0);
  });

  it('giving the money back after another request recorded and captured the order leaves that order paid (no refund)', async () => {
    const { product, session } = await authorizedWithoutOrder(3);
    const deps = t.app.workflowDeps;
    await placeOrder(deps, session.payment.intentId);
    // A late undo, a stale-price check or a replaced quote's release arriving now.
    await giveBackUnlessOrdered(deps, session.payment.intentId);
    const [payment] = await t.database.db
      .select()
      .from(offlinePayments)
      .where(eq(offlinePayments.id, session.payment.intentId));
    expect(payment).toMatchObject({ status: 'succeeded', refundedCents: 0 });
    expect(await state(product, session)).toEqual({ stock: 2, orders: 1, payment: 'succeeded', quote: 'paid' });
  });

  it('giving the money back of a payment captured with no order standing refunds it', async () => {
    const { session } = await authorizedWithoutOrder(3);
    const deps = t.app.workflowDeps;
    // A capture that failed on our side but went through at the provider, and the order undone.
    await deps.gateway.capture(session.payment.intentId);
    await giveBackUnlessOrdered(deps, session.payment.intentId);
    const intent = await deps.gateway.retrieve(session.payment.intentId);
    expect(intent.refundedCents).toBe(intent.amountCents);
  });
});
