import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import { MIN_CARD_CHARGE_CENTS } from '#domain/checkout/credit-use.ts';
import type { Order } from '#domain/orders/order.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { storeCreditEntries } from '../modules/exchange/gold-purchases.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { offlinePayments } from '../providers/payments/offline-payments.tables.ts';
import { recordingMailer } from '../testing/recording-mailer.ts';
import { creditedCustomer, storeCreditOf } from '../testing/store-credit.ts';
import type { TestShopper } from '../testing/shopper.ts';
import { GOOD_CARD, registerOwner, TEST_SHIPPING, piecesAsTheyAre } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';
import { creditPaymentId } from '../workflows/checkout/credit-payment.ts';
import { payWithCredit } from '../workflows/checkout/checkout-actions.ts';
import { recordPaymentFacts } from '../workflows/payments/payment-events.ts';

// Store credit (from old gold sold to the shop) spent at checkout with the offline gateway: all or
// part of it, spent once whatever is retried or raced, and given back when the order is undone.

const mailer = recordingMailer();
let t: TestApp;
let admin: TestShopper;
let catalogue: Product[];

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS }, { mailer });
  await seedDemoDataIfEmpty(t.database.db);
  catalogue = await piecesAsTheyAre(t.app);
  admin = await registerOwner(t.app, 'Counter Admin');
});
afterAll(() => t.close());

const customerWithCredit = (grams: number) => creditedCustomer(t.app, admin, grams);
const statement = storeCreditOf;

/** A piece in stock priced between `min` and `max` cents, in the shopper's cart. */
async function cartWithPiece(shopper: TestShopper, min: number, max = Number.MAX_SAFE_INTEGER) {
  const piece = catalogue.find(
    (product) => product.price >= min && product.price <= max && product.priceReview === null,
  );
  if (!piece) throw new Error(`no piece priced between ${min} and ${max}`);
  await t.database.db.update(products).set({ stock: 50 }).where(eq(products.id, piece.id));
  const added = await shopper.post('/api/cart', { productId: piece.id, quantity: 1 });
  expect(added.statusCode, added.body).toBe(200);
  return piece;
}

const quote = async (shopper: TestShopper, credit?: number) => {
  const answer = await shopper.post('/api/checkout/quote', credit === undefined ? {} : { credit });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<CheckoutSession>();
};

const offlineAmount = async (id: string) =>
  (await t.database.db.select().from(offlinePayments).where(eq(offlinePayments.id, id)))[0]?.amountCents;

describe('store credit at checkout', () => {
  it('pays part with the credit and the rest by card, and shows it on the order, the statement and the mail', async () => {
    const { shopper, email, creditCents } = await customerWithCredit(10);
    await cartWithPiece(shopper, creditCents * 3);
    const without = await quote(shopper);
    expect(without.quote).toMatchObject({ credit: 0, charge: without.quote.total });

    // Asking for more than the balance spends the balance.
    const session = await quote(shopper, creditCents * 10);
    expect(session.quote).toMatchObject({ credit: creditCents, charge: session.quote.total - creditCents });
    expect(session.payment.gateway).toBe('offline');
    expect(await offlineAmount(session.payment.intentId)).toBe(session.quote.total - creditCents);

    const paid = await shopper.post('/api/checkout/pay', {
      quoteId: session.quote.id,
      shipping: TEST_SHIPPING,
      card: GOOD_CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { order } = paid.json<{ order: Order }>();
    expect(order).toMatchObject({ credit: creditCents, total: session.quote.total, payment: { gateway: 'offline' } });
    expect(await statement(shopper)).toMatchObject({
      balanceCents: 0,
      entries: [
        { amountCents: -creditCents, reason: 'order', orderNumber: order.number },
        { amountCents: creditCents, reason: 'exchange', orderNumber: null },
      ],
    });
    await expect.poll(() => mailer.sent.some((mail) => mail.to === email)).toBe(true);
    expect(mailer.sent.find((mail) => mail.to === email)!.text).toContain('Paid with store credit');

    const csv = await admin.get(`/api/admin/billing.csv?q=${encodeURIComponent(email)}`);
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(csv.body).toContain(`,${dollars(creditCents)},${dollars(order.total - creditCents)},ship,`);
  });

  it('spends part of the credit when asked, and keeps the 50-cent card minimum', async () => {
    const { shopper, creditCents } = await customerWithCredit(100);
    await cartWithPiece(shopper, 10_000, creditCents / 2);
    const total = (await quote(shopper)).quote.total;
    expect((await quote(shopper, 10_000)).quote).toMatchObject({ credit: 10_000, charge: total - 10_000 });
    // A few cents short of the total: the card pays the minimum, the rest of the credit stays.
    expect((await quote(shopper, total - 10)).quote).toMatchObject({
      credit: total - MIN_CARD_CHARGE_CENTS,
      charge: MIN_CARD_CHARGE_CENTS,
    });
  });

  it('pays with credit alone when it covers all: no card, one order whatever is retried', async () => {
    const { shopper, userId, creditCents } = await customerWithCredit(100);
    const piece = await cartWithPiece(shopper, 10_000, creditCents / 2);
    const session = await quote(shopper, creditCents);
    expect(session.quote).toMatchObject({ credit: session.quote.total, charge: 0 });
    expect(session.payment).toMatchObject({ gateway: 'store_credit', clientSecret: null, publishableKey: null });

    const byCard = await shopper.post('/api/checkout/pay', {
      quoteId: session.quote.id,
      shipping: TEST_SHIPPING,
      card: GOOD_CARD,
    });
    expect(byCard.statusCode).toBe(400);
    expect(byCard.json()).toMatchObject({ reason: 'problem.checkout.creditCovers' });

    const body = { quoteId: session.quote.id, shipping: TEST_SHIPPING };
    const placed = await Promise.all([1, 2, 3, 4].map(() => shopper.post('/api/checkout/pay-with-credit', body)));
    for (const answer of placed) expect(answer.statusCode, answer.body).toBe(200);
    const ids = new Set(placed.map((answer) => answer.json<{ order: Order }>().order.id));
    expect(ids.size).toBe(1);
    const again = await shopper.post('/api/checkout/pay-with-credit', body);
    expect(again.json<{ order: Order }>().order.id).toBe([...ids][0]);
    const order = again.json<{ order: Order }>().order;
    expect(order).toMatchObject({
      credit: order.total,
      payment: { gateway: 'store_credit', reference: creditPaymentId(session.quote.id), brand: null, last4: null },
      lines: [{ productId: piece.id }],
    });
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, userId));
    expect(rows).toHaveLength(1);
    expect((await statement(shopper)).balanceCents).toBe(creditCents - order.total);
  });

  it('refuses the credit path for a quote that needs a card', async () => {
    const { shopper, creditCents } = await customerWithCredit(5);
    await cartWithPiece(shopper, creditCents * 2);
    const session = await quote(shopper, creditCents);
    const refused = await shopper.post('/api/checkout/pay-with-credit', {
      quoteId: session.quote.id,
      shipping: TEST_SHIPPING,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ reason: 'problem.checkout.cardNeeded' });
    expect((await statement(shopper)).balanceCents).toBe(creditCents);
  });

  it('spends a credit once when two checkouts race for it: the second is told its credit changed', async () => {
    const { shopper, userId, creditCents } = await customerWithCredit(100);
    await cartWithPiece(shopper, creditCents / 2, creditCents);
    const first = await quote(shopper, creditCents);
    expect(first.payment.gateway).toBe('store_credit');
    // A second checkout of the same account (another device), spending the same credit.
    const row = (await t.app.services.checkout.get(first.quote.id, userId))!;
    const { id: _id, paymentIntentId: _intent, createdAt: _at, updatedAt: _up, ...copy } = row;
    const second = await t.app.services.checkout.create({ ...copy, fulfilment: row.fulfilment });
    await t.app.services.checkout.attachPayment(second.id, creditPaymentId(second.id));

    const results = await Promise.allSettled(
      [first.quote.id, second.id].map((quoteId) =>
        payWithCredit(t.app.workflowDeps, userId, { quoteId, shipping: TEST_SHIPPING }),
      ),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ reason: 'problem.checkout.creditChanged' });
    const spent = await t.database.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.userId, userId));
    expect(spent.filter((entry) => entry.reason === 'order')).toHaveLength(1);
    expect((await statement(shopper)).balanceCents).toBeGreaterThanOrEqual(0);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(1);
  });
});

describe('store credit given back', () => {
  /** An order paid with all the customer's credit and the rest by card. */
  async function orderPaidInPart() {
    const customer = await customerWithCredit(10);
    await cartWithPiece(customer.shopper, customer.creditCents * 3);
    const session = await quote(customer.shopper, customer.creditCents);
    const paid = await customer.shopper.post('/api/checkout/pay', {
      quoteId: session.quote.id,
      shipping: TEST_SHIPPING,
      card: GOOD_CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { ...customer, order: paid.json<{ order: Order }>().order };
  }

  it('when staff cancel the order: once, with the audit entry', async () => {
    const { shopper, creditCents, order } = await orderPaidInPart();
    expect((await statement(shopper)).balanceCents).toBe(0);
    const cancel = () => admin.patch(`/api/admin/orders/${order.id}`, { status: 'cancelled' });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    expect(await statement(shopper)).toMatchObject({
      balanceCents: creditCents,
      entries: [{ amountCents: creditCents, reason: 'order_return', orderNumber: order.number }, {}, {}],
    });
  });

  it('when the card is refunded in full, not before', async () => {
    const { shopper, creditCents, order } = await orderPaidInPart();
    const deps = t.app.workflowDeps;
    const charged = order.total - order.credit;
    await recordPaymentFacts(deps, order.payment.reference, { refundedCents: Math.floor(charged / 2) });
    expect((await statement(shopper)).balanceCents).toBe(0);
    await recordPaymentFacts(deps, order.payment.reference, { refundedCents: charged });
    await recordPaymentFacts(deps, order.payment.reference, { refundedCents: charged });
    expect((await statement(shopper)).balanceCents).toBe(creditCents);
    const refunded = await t.app.services.orders.get(order.id);
    expect(refunded).toMatchObject({ status: 'refunded', refunded: charged });
    // Cancelled after the refund: the credit went back already.
    await admin.patch(`/api/admin/orders/${order.id}`, { status: 'cancelled' });
    expect((await statement(shopper)).balanceCents).toBe(creditCents);
  });
});
