import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { Order } from '#domain/orders/order.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { billingRecords } from '#server/modules/billing/billing.tables.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { checkoutQuotes } from '#server/modules/checkout/checkout.tables.ts';
import { orders } from '#server/modules/orders/orders.tables.ts';
import { createOfflineGateway } from '#server/providers/payments/offline-gateway.ts';
import { offlinePayments } from '#server/providers/payments/offline-payments.tables.ts';
import type { PaymentGateway } from '#server/providers/payments/payment-gateway.ts';
import { recordingMailer } from '#server/testing/recording-mailer.ts';
import { GOOD_CARD, TEST_SHIPPING, TestShopper, piecesAsTheyAre } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';
import type { PlaceOrderContext } from './place-order.context.ts';
import { confirmationsSent, ORDER_NOT_SAVED, placeOrder } from './place-order.workflow.ts';
import { recordOrderStep } from './steps/record-order.step.ts';

const ORDER_NOT_SAVED_TEXT =
  'Payment succeeded but order save failed! Your payment was cancelled, so you have not been charged. Please try again.';

// Every step after the card is authorized is made to fail for real (a database trigger that
// raises, a gateway whose capture throws, a mailer that cannot send): the money must come back
// and nothing of the order may stay, or the order must stand with its money.

let t: TestApp;
let catalogue: Product[];
const mailer = recordingMailer();
let failCapture = false;
let failMail = false;
/** While set, the confirmation e-mail waits for it: a mail server that is slow to answer. */
let holdMail: Promise<void> | undefined;

// The offline gateway, with a capture that can be made to fail (the real one exists once the database does).
let offline: PaymentGateway;
const flakyGateway: PaymentGateway = {
  kind: 'offline',
  publishableKey: null,
  create: (input) => offline.create(input),
  retrieve: (id) => offline.retrieve(id),
  confirmWithCard: (id, card) => offline.confirmWithCard!(id, card),
  release: (id) => offline.release(id),
  refund: (id, cents, key) => offline.refund(id, cents, key),
  cancel: (id) => offline.cancel(id),
  listAuthorized: () => offline.listAuthorized(),
  async capture(id) {
    if (failCapture) throw new Error('gateway timeout while capturing');
    return offline.capture(id);
  },
};

beforeAll(async () => {
  t = await createTestApp(
    { authRateLimits: ROOMY_AUTH_LIMITS },
    {
      gateway: flakyGateway,
      mailer: {
        async send(message) {
          await holdMail;
          if (failMail) throw new Error('SMTP server unreachable');
          await mailer.send(message);
        },
      },
    },
  );
  offline = createOfflineGateway(t.database.db);
  await seedDemoDataIfEmpty(t.database.db);
  catalogue = await piecesAsTheyAre(t.app);
  await t.database.db.execute(
    sql`create function fail_now() returns trigger language plpgsql as $$ begin raise exception 'injected fault'; end $$`,
  );
});
afterAll(() => t.close());

let nextProduct = 0;
async function checkoutWith(stock: number) {
  const product = catalogue[nextProduct++]!;
  await t.database.db.update(products).set({ stock }).where(eq(products.id, product.id));
  const shopper = new TestShopper(t.app);
  await shopper.register();
  await shopper.post('/api/cart', { productId: product.id, quantity: 1 });
  const session = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();
  return { product, shopper, session };
}

async function state(product: Product, shopper: TestShopper, session: CheckoutSession) {
  const db = t.database.db;
  const [stock] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
  const [placed] = await db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.transactionId, session.payment.intentId));
  const [billed] = await db.select({ n: count() }).from(billingRecords);
  const [payment] = await db.select().from(offlinePayments).where(eq(offlinePayments.id, session.payment.intentId));
  const [quote] = await db.select().from(checkoutQuotes).where(eq(checkoutQuotes.id, session.quote.id));
  return {
    stock: stock!.stock,
    orders: placed!.n,
    billingRecords: billed!.n,
    payment: payment!.status,
    quote: quote!.status,
    cart: (await shopper.get('/api/cart')).json<Cart>().lines.map((line) => [line.productId, line.quantity]),
  };
}

const pay = (shopper: TestShopper, session: CheckoutSession) =>
  shopper.post('/api/checkout/pay', { quoteId: session.quote.id, shipping: TEST_SHIPPING, card: GOOD_CARD });

describe('a step after the payment fails: the payment is released and nothing of the order stays', () => {
  it.each([
    ['recording the order', 'before insert on orders'],
    ['recording its lines', 'before insert on order_items'],
    ['taking the stock', 'before update on products'],
    ['keeping the billing record', 'before insert on billing_records'],
    ['emptying the cart', 'before delete on cart_items'],
    ['closing the quote', "before update on checkout_quotes for each row when (new.status = 'paid')"],
  ])('when %s fails', async (_step, when) => {
    const { product, shopper, session } = await checkoutWith(3);
    const billingBefore = (await state(product, shopper, session)).billingRecords;
    const table = when.split(' ')[3]!;
    const trigger = when.includes('for each row') ? when : `${when} for each row`;
    await t.database.db.execute(sql.raw(`create trigger injected_fault ${trigger} execute function fail_now()`));
    let response;
    try {
      response = await pay(shopper, session);
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger injected_fault on ${table}`));
    }
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ reason: ORDER_NOT_SAVED, message: ORDER_NOT_SAVED_TEXT });
    expect(response.body).not.toContain('injected fault');
    expect(await state(product, shopper, session)).toEqual({
      stock: 3,
      orders: 0,
      billingRecords: billingBefore,
      payment: 'canceled',
      quote: 'open',
      cart: [[product.id, 1]],
    });
  });

  it('when taking the money fails after the order was recorded: the order is undone and the cart put back', async () => {
    const { product, shopper, session } = await checkoutWith(3);
    const billingBefore = (await state(product, shopper, session)).billingRecords;
    failCapture = true;
    let response;
    try {
      response = await pay(shopper, session);
    } finally {
      failCapture = false;
    }
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ reason: ORDER_NOT_SAVED, message: ORDER_NOT_SAVED_TEXT });
    expect(await state(product, shopper, session)).toEqual({
      stock: 3,
      orders: 0,
      billingRecords: billingBefore,
      payment: 'canceled',
      quote: 'open',
      cart: [[product.id, 1]],
    });
  });

  it('puts the cart back as it was, pieces added after the quote included', async () => {
    const { product, shopper, session } = await checkoutWith(5);
    expect((await shopper.post('/api/cart', { productId: product.id, quantity: 2 })).statusCode).toBe(200);
    failCapture = true;
    let response;
    try {
      response = await pay(shopper, session);
    } finally {
      failCapture = false;
    }
    expect(response.statusCode).toBe(500);
    expect(await state(product, shopper, session)).toMatchObject({ stock: 5, orders: 0, cart: [[product.id, 3]] });
  });

  it('a released payment can no longer make an order, whoever tries', async () => {
    const { shopper, session } = await checkoutWith(3);
    failCapture = true;
    try {
      await pay(shopper, session);
    } finally {
      failCapture = false;
    }
    const retry = await pay(shopper, session);
    expect(retry.statusCode).toBe(402);
    await expect(placeOrder(t.app.workflowDeps, session.payment.intentId)).rejects.toMatchObject({
      code: 'payment_failed',
    });
  });
});

describe('after the money is taken, only the e-mail may fail', () => {
  it('the order stands, paid, when the confirmation e-mail cannot be sent', async () => {
    const { product, shopper, session } = await checkoutWith(3);
    failMail = true;
    let response;
    try {
      response = await pay(shopper, session);
    } finally {
      failMail = false;
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(await state(product, shopper, session)).toMatchObject({
      stock: 2,
      orders: 1,
      payment: 'succeeded',
      quote: 'paid',
      cart: [],
    });
  });
});

describe('the confirmation e-mail', () => {
  it('leaves after the answer: a slow mail server delays neither the order nor the shopper, and shutdown waits for it', async () => {
    const { product, shopper, session } = await checkoutWith(3);
    let answerMail!: () => void;
    holdMail = new Promise((resolve) => (answerMail = resolve));
    const mailsBefore = mailer.sent.length;
    try {
      const response = await pay(shopper, session);
      expect(response.statusCode, response.body).toBe(200);
      expect(await state(product, shopper, session)).toMatchObject({ orders: 1, payment: 'succeeded', quote: 'paid' });
      expect(mailer.sent.length).toBe(mailsBefore);
      let sent = false;
      const waited = confirmationsSent().then(() => (sent = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent).toBe(false);
      answerMail();
      await waited;
      expect(mailer.sent.slice(mailsBefore).map((mail) => mail.to)).toHaveLength(1);
    } finally {
      holdMail = undefined;
      answerMail();
    }
  });
});

describe('killed half-way', () => {
  it('after the card was authorized but before the order: the retry makes the one order', async () => {
    const { product, shopper, session } = await checkoutWith(3);
    // The process stopped right after the gateway said yes.
    await t.app.workflowDeps.gateway.confirmWithCard!(session.payment.intentId, GOOD_CARD);
    await t.app.workflowDeps.services.checkout.setRecipient(session.quote.id, {
      shipping: TEST_SHIPPING,
      pickupContact: null,
    });
    const retried = await pay(shopper, session);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await state(product, shopper, session)).toMatchObject({ stock: 2, orders: 1, payment: 'succeeded' });
  });

  it('after the order was recorded but before the money was taken: the next call takes it, once', async () => {
    const { product, shopper, session } = await checkoutWith(3);
    const deps = t.app.workflowDeps;
    await deps.services.checkout.setRecipient(session.quote.id, { shipping: TEST_SHIPPING, pickupContact: null });
    const intent = await deps.gateway.confirmWithCard!(session.payment.intentId, GOOD_CARD);
    const quote = (await deps.services.checkout.get(session.quote.id))!;
    // Only the recording step ran: the order exists, the money is still only held.
    const context: PlaceOrderContext = {
      deps,
      quote,
      intent,
      customer: { name: 'Test Shopper', email: 'x@example.com' },
    };
    await recordOrderStep.invoke(context);
    expect(await state(product, shopper, session)).toMatchObject({ orders: 1, payment: 'requires_capture' });

    const order = await placeOrder(deps, session.payment.intentId);
    expect(order.id).toBe(context.orderId);
    const again = (await pay(shopper, session)).json<{ order: Order }>().order;
    expect(again.id).toBe(order.id);
    expect(await state(product, shopper, session)).toMatchObject({ stock: 2, orders: 1, payment: 'succeeded' });
  });
});
