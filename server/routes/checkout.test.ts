import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { Order } from '#domain/orders/order.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { billingRecords } from '../modules/billing/billing.tables.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { metalPrices } from '../modules/rates/rates.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { offlinePayments } from '../providers/payments/offline-payments.tables.ts';
import { recordingMailer } from '../testing/recording-mailer.ts';
import { GOOD_CARD, TEST_SHIPPING, TestShopper, piecesAsTheyAre } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';
import { capturedLog } from '../testing/captured-log.ts';

let t: TestApp;
let catalogue: Product[];
const mailer = recordingMailer();
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS }, { mailer, now: () => new Date(clock) });
  await seedDemoDataIfEmpty(t.database.db);
  catalogue = await piecesAsTheyAre(t.app);
});
afterAll(() => t.close());

let nextProduct = 0;
/** A piece with exactly `stock` pieces, all at the main store. */
async function productWithStock(stock: number, metal?: Product['metal']): Promise<Product> {
  const candidates = metal ? catalogue.filter((p) => p.metal === metal) : catalogue;
  const product = candidates[nextProduct++ % candidates.length]!;
  await t.database.db
    .update(products)
    .set({ stock, stockLouisiana: stock, stockHouston: 0 })
    .where(eq(products.id, product.id));
  return product;
}

const stockOf = async (id: string) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

const paymentStatus = async (id: string) =>
  (await t.database.db.select().from(offlinePayments).where(eq(offlinePayments.id, id)))[0]!.status;

const ordersFor = async (reference: string) =>
  (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.transactionId, reference)))[0]!.n;

/** A signed-in customer with these products in the cart, and their checkout quote. */
async function customerWithCart(items: Array<[Product, number]>) {
  const shopper = new TestShopper(t.app);
  const email = await shopper.register();
  for (const [product, quantity] of items) {
    const added = await shopper.post('/api/cart', { productId: product.id, quantity });
    expect(added.statusCode, added.body).toBe(200);
  }
  const started = await shopper.post('/api/checkout/quote');
  expect(started.statusCode, started.body).toBe(200);
  return { shopper, email, session: started.json<CheckoutSession>() };
}

const pay = (shopper: TestShopper, quoteId: string, card: object = GOOD_CARD, shipping: object = TEST_SHIPPING) =>
  shopper.post('/api/checkout/pay', { quoteId, shipping, card });

describe('checkout with the offline gateway', () => {
  it('quotes the cart as the server prices it, and reuses the quote while nothing changes', async () => {
    const [a, b] = [await productWithStock(5), await productWithStock(5)];
    const { shopper, session } = await customerWithCart([
      [a, 2],
      [b, 1],
    ]);
    const cart = (await shopper.get('/api/cart')).json<Cart>();
    expect(session.quote).toMatchObject({ subtotal: cart.subtotal, tax: cart.tax, total: cart.total, itemCount: 3 });
    expect(session.quote.lines.map((l) => [l.productId, l.quantity, l.unitPrice])).toEqual([
      [a.id, 2, a.price],
      [b.id, 1, b.price],
    ]);
    expect(session.payment).toMatchObject({ gateway: 'offline', clientSecret: null });
    const again = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();
    expect(again.quote.id).toBe(session.quote.id);
    expect(again.payment.intentId).toBe(session.payment.intentId);
  });

  it('takes a whole order: one order, stock taken, cart emptied, billing kept, card captured, mail sent', async () => {
    const [a, b] = [await productWithStock(5), await productWithStock(3)];
    const { shopper, email, session } = await customerWithCart([
      [a, 2],
      [b, 1],
    ]);
    const mailsBefore = mailer.sent.length;
    const response = await pay(shopper, session.quote.id);
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json<{ order: Order }>();
    expect(order).toMatchObject({
      number: expect.stringMatching(/^AZ-\d{6,}$/),
      status: 'pending',
      customer: { email, name: 'Test Shopper' },
      shipping: TEST_SHIPPING,
      subtotal: session.quote.subtotal,
      tax: session.quote.tax,
      total: session.quote.total,
      itemCount: 3,
      payment: { gateway: 'offline', reference: session.payment.intentId, brand: 'visa', last4: '4242' },
    });
    // Shipped: taken from the main store, where the pieces are.
    expect(order.lines).toEqual(
      session.quote.lines.map((line) => ({ ...line, takenFrom: { louisiana: line.quantity, houston: 0 } })),
    );
    expect(await stockOf(a.id)).toBe(3);
    expect(await stockOf(b.id)).toBe(2);
    expect((await shopper.get('/api/cart')).json<Cart>().lines).toEqual([]);
    const [billing] = await t.database.db.select().from(billingRecords).where(eq(billingRecords.orderId, order.id));
    expect(billing).toMatchObject({
      name: TEST_SHIPPING.name,
      email,
      phone: TEST_SHIPPING.phone,
      address: TEST_SHIPPING.street,
      city: TEST_SHIPPING.city,
      state: 'LA',
      zip: '70806',
      totalCents: order.total,
      quantity: 3,
      itemNames: [a.name, b.name],
    });
    const [payment] = await t.database.db
      .select()
      .from(offlinePayments)
      .where(eq(offlinePayments.id, session.payment.intentId));
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: order.total, cardLast4: '4242' });
    const mail = mailer.sent.slice(mailsBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(email);
    expect(mail[0]!.text).toContain(order.number);
    expect(mail[0]!.text).toContain(a.name);
    expect(mail[0]!.text).toContain('$');

    // The customer's own orders, and nobody else's.
    expect((await shopper.get('/api/orders')).json<{ items: Order[] }>().items.map((o) => o.id)).toEqual([order.id]);
    expect((await shopper.get(`/api/orders/${order.id}`)).json<Order>()).toEqual(order);
    const stranger = new TestShopper(t.app);
    await stranger.register();
    expect((await stranger.get(`/api/orders/${order.id}`)).statusCode).toBe(404);
    expect((await stranger.get('/api/orders')).json<{ items: Order[] }>().items).toEqual([]);
    expect((await new TestShopper(t.app).get(`/api/orders/${order.id}`)).statusCode).toBe(401);
  });

  it('keeps only the brand and last four digits of a card, nowhere the number', async () => {
    const product = await productWithStock(5);
    const { shopper, session } = await customerWithCart([[product, 1]]);
    expect((await pay(shopper, session.quote.id)).statusCode).toBe(200);
    const dump = await t.database.db.execute(
      sql`select row_to_json(p)::text as row from offline_payments p union all select row_to_json(o)::text from orders o union all select row_to_json(q)::text from checkout_quotes q`,
    );
    const text = JSON.stringify(dump);
    expect(text).toContain('4242');
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toContain('4242 4242 4242 4242');
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])(
    'shows the provider’s message for %s, takes nothing, and lets the shopper pay with another card',
    async (number, message) => {
      const product = await productWithStock(4);
      const { shopper, session } = await customerWithCart([[product, 1]]);
      const declined = await pay(shopper, session.quote.id, { ...GOOD_CARD, number });
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toMatchObject({ error: 'payment_failed', message });
      expect(await ordersFor(session.payment.intentId)).toBe(0);
      expect(await stockOf(product.id)).toBe(4);
      expect((await shopper.get('/api/cart')).json<Cart>().itemCount).toBe(1);
      const paid = await pay(shopper, session.quote.id);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await stockOf(product.id)).toBe(3);
    },
  );

  it.each([
    [{ ...GOOD_CARD, number: '4242 4242 4242 4241' }, 'card.number', /incorrect/],
    [{ ...GOOD_CARD, expiry: '01 / 20' }, 'card.expiry', /past/],
    [{ ...GOOD_CARD, cvc: '12' }, 'card.cvc', /3-digit/],
  ])('refuses card details that cannot be right before asking the gateway', async (card, field, message) => {
    const product = await productWithStock(4);
    const { shopper, session } = await customerWithCart([[product, 1]]);
    const response = await pay(shopper, session.quote.id, card);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toMatch(message);
  });

  it.each([
    ['zip', { ...TEST_SHIPPING, zip: '7080' }, /5-digit ZIP/],
    ['phone', { ...TEST_SHIPPING, phone: '555-0142' }, /US phone number/],
    ['state', { ...TEST_SHIPPING, state: 'PR' }, /choose your state/],
    ['street', { ...TEST_SHIPPING, street: '  ' }, /street address/],
    ['name', { ...TEST_SHIPPING, name: undefined }, /full name/],
  ])('refuses a courier-unready address (%s) with a message beside the field', async (field, shipping, message) => {
    const product = await productWithStock(4);
    const { shopper, session } = await customerWithCart([[product, 1]]);
    const response = await pay(shopper, session.quote.id, GOOD_CARD, shipping);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[`shipping.${field}`]).toMatch(message);
  });

  it('accepts a 9-digit ZIP and any common way of writing a US phone number', async () => {
    const product = await productWithStock(4);
    const { shopper, session } = await customerWithCart([[product, 1]]);
    const response = await pay(shopper, session.quote.id, GOOD_CARD, {
      ...TEST_SHIPPING,
      phone: '+1 713.555.0188',
      zip: '770021234',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ order: Order }>().order.shipping).toMatchObject({
      phone: '(713) 555-0188',
      zip: '77002-1234',
    });
  });

  it('takes no price, total or amount from the browser', async () => {
    const product = await productWithStock(4);
    const { shopper, session } = await customerWithCart([[product, 1]]);
    const response = await shopper.post('/api/checkout/pay', {
      quoteId: session.quote.id,
      shipping: TEST_SHIPPING,
      card: GOOD_CARD,
      total: 1,
    });
    expect(response.statusCode).toBe(400);
  });

  it('does not open a checkout for an empty cart, or for more pieces than are left', async () => {
    const shopper = new TestShopper(t.app);
    await shopper.register();
    const empty = await shopper.post('/api/checkout/quote');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty.');

    const product = await productWithStock(3);
    await shopper.post('/api/cart', { productId: product.id, quantity: 3 });
    await t.database.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    const short = await shopper.post('/api/checkout/quote');
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ error: 'out_of_stock' });
    expect(short.json().message).toMatch(new RegExp(`Only 1 of ${product.name} is left`));
  });

  it('cannot pay another customer’s quote', async () => {
    const product = await productWithStock(4);
    const { session } = await customerWithCart([[product, 1]]);
    const thief = new TestShopper(t.app);
    await thief.register();
    expect((await pay(thief, session.quote.id)).statusCode).toBe(404);
    expect(await ordersFor(session.payment.intentId)).toBe(0);
  });
});

describe('the cart after paying', () => {
  it('loses only the pieces bought: pieces added after the quote stay', async () => {
    const [a, b] = [await productWithStock(10), await productWithStock(10)];
    const { shopper, session } = await customerWithCart([
      [a, 1],
      [b, 2],
    ]);
    // After the quote: three more of the quoted piece, and a piece that was not quoted at all.
    expect((await shopper.post('/api/cart', { productId: a.id, quantity: 3 })).statusCode).toBe(200);
    const c = await productWithStock(10);
    expect((await shopper.post('/api/cart', { productId: c.id, quantity: 1 })).statusCode).toBe(200);
    const paid = await pay(shopper, session.quote.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<{ order: Order }>().order.itemCount).toBe(3);
    const cart = (await shopper.get('/api/cart')).json<Cart>();
    expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [a.id, 3],
      [c.id, 1],
    ]);
    expect(await stockOf(a.id)).toBe(9);
    expect(await stockOf(b.id)).toBe(8);
  });

  it('removes a line the shopper lowered below the quoted quantity, and never goes below zero', async () => {
    const product = await productWithStock(10);
    const { shopper, session } = await customerWithCart([[product, 3]]);
    const line = (await shopper.get('/api/cart')).json<Cart>().lines[0]!;
    expect((await shopper.patch(`/api/cart/${line.id}`, { quantity: 1 })).statusCode).toBe(200);
    const paid = await pay(shopper, session.quote.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await shopper.get('/api/cart')).json<Cart>().lines).toEqual([]);
  });
});

describe('the quote holds the price for 15 minutes', () => {
  it('is honoured after 15 minutes when the rates have not changed', async () => {
    const product = await productWithStock(4);
    const { shopper, session } = await customerWithCart([[product, 1]]);
    clock += 16 * 60_000;
    const response = await pay(shopper, session.quote.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ order: Order }>().order.total).toBe(session.quote.total);
  });

  it('asks the shopper to agree to the new total when it expired and the rates moved, charging nothing meanwhile', async () => {
    const product = await productWithStock(4, 'Gold');
    const { shopper, session } = await customerWithCart([[product, 1]]);
    await t.database.db.update(metalPrices).set({ pricePerGram: '80.00' }).where(eq(metalPrices.metal, 'Gold'));
    t.app.services.rates.invalidate();
    try {
      // Within the 15 minutes the quoted price stands.
      clock += 5 * 60_000;
      const quoted = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();
      expect(quoted.quote.total).not.toBe(session.quote.total);

      clock += 16 * 60_000;
      const expired = await pay(shopper, session.quote.id);
      expect(expired.statusCode).toBe(409);
      expect(expired.json().error).toBe('quote_expired');
      const fresh = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();
      expect(expired.json().message).toContain(
        `$${(fresh.quote.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      );
      expect(await ordersFor(session.payment.intentId)).toBe(0);
      // The expired quote's payment is given up: it can never be charged.
      expect(await paymentStatus(session.payment.intentId)).toBe('canceled');
      const paid = await pay(shopper, fresh.quote.id);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json<{ order: Order }>().order.total).toBe(fresh.quote.total);
    } finally {
      await t.database.db.update(metalPrices).set({ pricePerGram: '75.40' }).where(eq(metalPrices.metal, 'Gold'));
      t.app.services.rates.invalidate();
    }
  });
});

describe('a replaced quote', () => {
  it('gives up its payment when the shopper starts again with another cart, and cannot be paid any more', async () => {
    const [a, b] = [await productWithStock(5), await productWithStock(5)];
    const { shopper, session } = await customerWithCart([[a, 1]]);
    expect((await shopper.post('/api/cart', { productId: b.id, quantity: 1 })).statusCode).toBe(200);
    const next = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();
    expect(next.quote.id).not.toBe(session.quote.id);
    expect(await paymentStatus(session.payment.intentId)).toBe('canceled');
    expect(await paymentStatus(next.payment.intentId)).toBe('requires_payment_method');
    const old = await pay(shopper, session.quote.id);
    expect(old.statusCode).toBe(409);
    expect(old.json().error).toBe('quote_expired');
    expect(await ordersFor(session.payment.intentId)).toBe(0);
    const paid = await pay(shopper, next.quote.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<{ order: Order }>().order.itemCount).toBe(2);
  });
});

describe('one payment makes exactly one order', () => {
  it('whatever the browser repeats, one after another or all at once', async () => {
    const product = await productWithStock(6);
    const { shopper, session } = await customerWithCart([[product, 2]]);
    const first = await pay(shopper, session.quote.id);
    const again = await pay(shopper, session.quote.id);
    const burst = await Promise.all(Array.from({ length: 5 }, () => pay(shopper, session.quote.id)));
    const ids = [first, again, ...burst].map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ order: Order }>().order.id;
    });
    expect(new Set(ids).size).toBe(1);
    expect(await ordersFor(session.payment.intentId)).toBe(1);
    expect(await stockOf(product.id)).toBe(4);
  });

  it('when the same customer pays concurrently from two tabs before the first answer', async () => {
    const product = await productWithStock(6);
    const { shopper, session } = await customerWithCart([[product, 1]]);
    const tabs = await Promise.all([pay(shopper, session.quote.id), pay(shopper, session.quote.id)]);
    expect(tabs.map((tab) => tab.statusCode)).toEqual([200, 200]);
    expect(await ordersFor(session.payment.intentId)).toBe(1);
    expect(await stockOf(product.id)).toBe(5);
  });
});

describe('the last piece', () => {
  it('goes to exactly one of 20 shoppers paying at the same moment; the others are told and not charged', async () => {
    const product = await productWithStock(1);
    const shoppers = [];
    for (let i = 0; i < 20; i++) shoppers.push(await customerWithCart([[product, 1]]));
    const answers = await Promise.all(shoppers.map(({ shopper, session }) => pay(shopper, session.quote.id)));
    const won = answers.filter((answer) => answer.statusCode === 200);
    const lost = answers.filter((answer) => answer.statusCode !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const answer of lost) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ error: 'out_of_stock' });
      expect(answer.json().message).toBe(
        `Sorry, ${product.name} has just sold out. Your payment was cancelled: you have not been charged.`,
      );
    }
    expect(await stockOf(product.id)).toBe(0);
    const intents = shoppers.map(({ session }) => session.payment.intentId);
    const payments = await t.database.db.select().from(offlinePayments);
    const ours = payments.filter((payment) => intents.includes(payment.id));
    expect(ours.filter((payment) => payment.status === 'succeeded')).toHaveLength(1);
    expect(ours.filter((payment) => payment.status === 'canceled')).toHaveLength(19);
    const placed = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(sql`${orders.transactionId} in ${intents}`);
    expect(placed[0]!.n).toBe(1);
  });

  it('at one branch goes to exactly one of 10 shoppers, whichever branch holds it', async () => {
    for (const branchStock of [
      { stockLouisiana: 0, stockHouston: 1 },
      { stockLouisiana: 1, stockHouston: 0 },
    ]) {
      const product = await productWithStock(0);
      await t.database.db.update(products).set(branchStock).where(eq(products.id, product.id));
      const shoppers = [];
      for (let i = 0; i < 10; i++) shoppers.push(await customerWithCart([[product, 1]]));
      const answers = await Promise.all(shoppers.map(({ shopper, session }) => pay(shopper, session.quote.id)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
      const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
      expect(row).toMatchObject({ stock: 0, stockLouisiana: 0, stockHouston: 0 });
    }
  });

  it('of two, one at each branch, go to two buyers; shipping takes the main store’s first', async () => {
    const product = await productWithStock(0);
    await t.database.db.update(products).set({ stockLouisiana: 1, stockHouston: 1 }).where(eq(products.id, product.id));
    const first = await customerWithCart([[product, 1]]);
    expect((await pay(first.shopper, first.session.quote.id)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ stock: 1, stockLouisiana: 0, stockHouston: 1 });
    const shoppers = [];
    for (let i = 0; i < 5; i++) shoppers.push(await customerWithCart([[product, 1]]));
    const answers = await Promise.all(shoppers.map(({ shopper, session }) => pay(shopper, session.quote.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(0);
  });
});

describe('the card number in the logs', () => {
  it('is never written, at the most detailed log level, whether the card is paid, declined or mistyped', async () => {
    const { stream, text } = capturedLog();
    const logged = await createTestApp(
      { authRateLimits: ROOMY_AUTH_LIMITS },
      {
        // A mail server that is down: its failure is logged with the order, the one log line a
        // payment writes, so there is something to search.
        mailer: {
          send: () => Promise.reject(new Error('SMTP server unreachable')),
        },
        logger: { level: 'trace', stream },
      },
    );
    try {
      await seedDemoDataIfEmpty(logged.database.db);
      const [product] = await piecesAsTheyAre(logged.app);
      await logged.database.db.update(products).set({ stock: 10 }).where(eq(products.id, product!.id));
      const shopper = new TestShopper(logged.app);
      await shopper.register();
      await shopper.post('/api/cart', { productId: product!.id, quantity: 1 });
      const session = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();
      const cards = ['4242 4242 4242 4241', '4000 0000 0000 0002', '4000 0000 0000 9995', GOOD_CARD.number];
      const statuses = [];
      for (const number of cards)
        statuses.push((await pay(shopper, session.quote.id, { ...GOOD_CARD, number })).statusCode);
      expect(statuses).toEqual([400, 402, 402, 200]);
      expect(text()).toContain('SMTP server unreachable');
      for (const number of cards) {
        const digits = number.replace(/ /g, '');
        expect(text()).not.toContain(digits);
        expect(text()).not.toContain(number);
        expect(text()).not.toContain(digits.slice(0, 12));
      }
    } finally {
      await logged.close();
    }
  });
});
