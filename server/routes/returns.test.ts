import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { Order } from '#domain/orders/order.ts';
import type { ReturnList, ReturnRequest } from '#domain/returns/return-request.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { orderStatusEvents } from '../modules/orders/orders.tables.ts';
import { offlinePayments } from '../providers/payments/offline-payments.tables.ts';
import { branchCounts } from '../testing/pickup-orders.ts';
import { buy, GOOD_CARD, registerOwner, TEST_SHIPPING, TestShopper, piecesAsTheyAre } from '../testing/shopper.ts';
import { creditedCustomer, storeCreditOf } from '../testing/store-credit.ts';
import { startStripeStandIn, stripeSettingsFor, type StripeStandIn } from '../testing/stripe-stand-in/http-server.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// Returns of a delivered piece: asked by its buyer within the window, decided by staff, refunded
// once (card and store credit in the proportion paid) and restocked where it came from.

const DAY_MS = 24 * 60 * 60 * 1000;
const PARCEL = { carrier: 'fedex', trackingNumber: '771234567890', signatureRequired: true };

interface Shop {
  t: TestApp;
  admin: TestShopper;
  ring: Product;
  bangle: Product;
  coin: Product;
  standIn?: StripeStandIn;
}

async function openShop(standIn?: StripeStandIn): Promise<Shop> {
  const t = await createTestApp({
    authRateLimits: ROOMY_AUTH_LIMITS,
    ...(standIn ? { stripe: stripeSettingsFor(standIn) } : {}),
  });
  await seedDemoDataIfEmpty(t.database.db);
  await t.database.db.update(products).set({ stockLouisiana: 20, stockHouston: 20 });
  const admin = await registerOwner(t.app, 'Noor Admin');
  const items = await piecesAsTheyAre(t.app);
  const jewellery = items.filter((product) => product.returnDays !== null && !product.priceReview);
  return {
    t,
    admin,
    ring: jewellery[0]!,
    bangle: jewellery[1]!,
    coin: items.find((product) => product.category === 'Coins')!,
    standIn,
  };
}

/** Marks the order confirmed, shipped and delivered, delivered `daysAgo` days ago. */
async function deliver(shop: Shop, order: Order, daysAgo = 1) {
  for (const body of [
    { status: 'confirmed' },
    { status: 'shipped', shipment: { declaredValue: order.total, ...PARCEL } },
    { status: 'delivered' },
  ]) {
    const stepped = await shop.admin.patch(`/api/admin/orders/${order.id}`, body);
    expect(stepped.statusCode, stepped.body).toBe(200);
  }
  await shop.t.database.db
    .update(orderStatusEvents)
    .set({ at: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(and(eq(orderStatusEvents.orderId, order.id), eq(orderStatusEvents.status, 'delivered')));
}

const ask = (shopper: TestShopper, order: Order, lineIndex = 0) =>
  shopper.post(`/api/orders/${order.id}/returns`, { lineIndex, reason: 'The size is wrong' });
const decide = (shop: Shop, id: string, decision: 'approve' | 'refuse') =>
  shop.admin.patch(`/api/admin/returns/${id}`, { decision, note: decision === 'refuse' ? 'Worn' : undefined });

describe('returns, offline gateway', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop();
  });
  afterAll(() => shop.t.close());

  async function buyer(pieces: Product[]) {
    const shopper = new TestShopper(shop.t.app);
    await shopper.register();
    return {
      shopper,
      order: await buy(
        shopper,
        pieces.map((piece) => ({ productId: piece.id })),
      ),
    };
  }

  it('takes a return only once delivered, within the window, never a final sale, once per line', async () => {
    const { shopper, order } = await buyer([shop.ring, shop.coin]);
    const early = await ask(shopper, order);
    expect(early.statusCode).toBe(409);
    expect(early.json().reason).toBe('problem.returns.notHandedOver');
    await deliver(shop, order);
    expect((await ask(shopper, order, 1)).json().reason).toBe('problem.returns.finalSale');
    expect((await ask(new TestShopper(shop.t.app), order)).statusCode).toBe(401);
    const stranger = new TestShopper(shop.t.app);
    await stranger.register();
    expect((await ask(stranger, order)).statusCode).toBe(404);
    const bad = await shopper.post(`/api/orders/${order.id}/returns`, { lineIndex: 0, reason: 'x\u202eevil' });
    expect(bad.statusCode).toBe(400);

    const asked = await Promise.all([ask(shopper, order), ask(shopper, order)]);
    expect(asked.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const mine = (await shopper.get('/api/account/returns')).json<{ items: ReturnRequest[] }>().items;
    expect(mine).toMatchObject([{ orderNumber: order.number, lineIndex: 0, status: 'requested', refunded: false }]);

    const late = await buyer([shop.ring]);
    await deliver(shop, late.order, shop.ring.returnDays! + 1);
    expect((await ask(late.shopper, late.order)).json().reason).toBe('problem.returns.windowClosed');
  });

  it('approving refunds the line and its tax once, restocks its branch and audits it; twice at once changes nothing more', async () => {
    const { shopper, order } = await buyer([shop.ring, shop.bangle]);
    await deliver(shop, order);
    const request = (await ask(shopper, order, 1)).json<ReturnRequest>();
    const stockBefore = await branchCounts(shop.t.database.db, shop.bangle.id);
    const decisions = await Promise.all([decide(shop, request.id, 'approve'), decide(shop, request.id, 'approve')]);
    // The second waits for the first's lock: it finds the return decided (or, its refund still on its
    // way, retries that refund, which its key makes a no-op).
    const codes = decisions.map((answer) => answer.statusCode);
    expect(codes).toContain(200);
    for (const code of codes) expect([200, 409]).toContain(code);
    const line = order.lines[1]!;
    const refund = line.lineTotal + Math.round((order.tax * line.lineTotal) / order.subtotal);
    const approved = (await shop.t.app.services.returns.get(request.id))!;
    expect(approved).toMatchObject({ status: 'approved', refundCents: refund, creditCents: 0, refunded: true });
    const [payment] = await shop.t.database.db
      .select()
      .from(offlinePayments)
      .where(eq(offlinePayments.id, order.payment.reference));
    expect(payment!.refundedCents).toBe(refund);
    // The gateway asked again with the return's key (a retry after a lost answer) refunds nothing more,
    // and more than is left is refused.
    const gateway = shop.t.app.workflowDeps.gateway;
    expect((await gateway.refund(order.payment.reference, refund, `return:${request.id}`)).refundedCents).toBe(refund);
    await expect(gateway.refund(order.payment.reference, order.total, 'return:too-much')).rejects.toThrow();
    expect(await shop.t.app.services.orders.get(order.id)).toMatchObject({
      status: 'partially_refunded',
      refunded: refund,
    });
    const taken = line.takenFrom!;
    expect(await branchCounts(shop.t.database.db, shop.bangle.id)).toEqual({
      louisiana: stockBefore.louisiana + taken.louisiana,
      houston: stockBefore.houston + taken.houston,
    });
    const audit = (await shop.admin.get('/api/admin/audit?action=return.approve')).json<{ items: unknown[] }>();
    expect(audit.items).toHaveLength(1);
    expect((await decide(shop, request.id, 'refuse')).statusCode).toBe(409);
  });

  it('refusing keeps the money and the stock, and tells the buyer the note', async () => {
    const { shopper, order } = await buyer([shop.ring]);
    await deliver(shop, order);
    const request = (await ask(shopper, order)).json<ReturnRequest>();
    const refused = await decide(shop, request.id, 'refuse');
    expect(refused.json<ReturnRequest>()).toMatchObject({ status: 'refused', note: 'Worn', refundCents: 0 });
    expect((await decide(shop, request.id, 'approve')).statusCode).toBe(409);
    expect((await shop.t.app.services.orders.get(order.id))!.refunded).toBe(0);
    const pending = (await shop.admin.get('/api/admin/returns?status=refused')).json<ReturnList>();
    expect(pending.items.map((item) => item.id)).toContain(request.id);
  });

  it('gives back the store credit in the proportion the order was paid, and never more than it spent', async () => {
    const customer = await creditedCustomer(shop.t.app, shop.admin, 5);
    for (const piece of [shop.ring, shop.bangle]) await customer.shopper.post('/api/cart', { productId: piece.id });
    const session = (
      await customer.shopper.post('/api/checkout/quote', { credit: customer.creditCents })
    ).json<CheckoutSession>();
    const paid = await customer.shopper.post('/api/checkout/pay', {
      quoteId: session.quote.id,
      shipping: TEST_SHIPPING,
      card: GOOD_CARD,
    });
    const { order } = paid.json<{ order: Order }>();
    expect(order.credit).toBe(customer.creditCents);
    await deliver(shop, order);
    const returned: ReturnRequest[] = [];
    for (const lineIndex of [0, 1]) {
      const request = (await ask(customer.shopper, order, lineIndex)).json<ReturnRequest>();
      returned.push((await decide(shop, request.id, 'approve')).json<ReturnRequest>());
    }
    const credit = returned.reduce((sum, item) => sum + item.creditCents, 0);
    const card = returned.reduce((sum, item) => sum + item.refundCents, 0);
    // Both lines back: all the credit and all the card, to the cent.
    expect(credit).toBe(order.credit);
    expect(card).toBe(order.total - order.credit);
    expect((await storeCreditOf(customer.shopper)).balanceCents).toBe(customer.creditCents);
    expect(await shop.t.app.services.orders.get(order.id)).toMatchObject({ status: 'refunded' });
  });
});

describe('returns, Stripe', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop(await startStripeStandIn());
  });
  afterAll(async () => {
    await shop.t.close();
    await shop.standIn!.stop();
  });

  it('refunds the line at Stripe once, whatever is retried', async () => {
    const shopper = new TestShopper(shop.t.app);
    await shopper.register();
    for (const piece of [shop.ring, shop.bangle]) await shopper.post('/api/cart', { productId: piece.id });
    const session = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();
    await shopper.post('/api/checkout/prepare', { quoteId: session.quote.id, shipping: TEST_SHIPPING });
    shop.standIn!.confirm(session.payment.intentId, '4242424242424242');
    const { order } = (await shopper.post('/api/checkout/complete', { quoteId: session.quote.id })).json<{
      order: Order;
    }>();
    await deliver(shop, order);
    const request = (await ask(shopper, order)).json<ReturnRequest>();
    const approved = (await decide(shop, request.id, 'approve')).json<ReturnRequest>();
    expect(approved).toMatchObject({ status: 'approved', refunded: true });
    expect((await decide(shop, request.id, 'approve')).statusCode).toBe(409);
    const gateway = shop.t.app.workflowDeps.gateway;
    await gateway.refund(order.payment.reference, approved.refundCents, `return:${request.id}`);
    expect(shop.standIn!.charge(order.payment.reference).amount_refunded).toBe(approved.refundCents);
    expect(approved.refundCents).toBeGreaterThan(0);
    expect((await shop.t.app.services.orders.get(order.id))!.refunded).toBe(approved.refundCents);
  });
});
