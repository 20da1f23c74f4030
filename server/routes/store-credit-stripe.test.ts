import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { Order } from '#domain/orders/order.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { startStripeStandIn, type StripeStandIn, stripeSettingsFor } from '../testing/stripe-stand-in/http-server.ts';
import { registerOwner, TEST_SHIPPING, type TestShopper, piecesAsTheyAre } from '../testing/shopper.ts';
import { creditedCustomer, storeCreditOf } from '../testing/store-credit.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// Store credit with Stripe as the card gateway, against the stand-in that speaks Stripe's API: the
// PaymentIntent is for the rest only, and a quote the credit covers makes none at all.

let standIn: StripeStandIn;
let t: TestApp;
let admin: TestShopper;
let catalogue: Product[];

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({
    authRateLimits: ROOMY_AUTH_LIMITS,
    stripe: stripeSettingsFor(standIn),
  });
  await seedDemoDataIfEmpty(t.database.db);
  await t.database.db.update(products).set({ stockLouisiana: 20, stockHouston: 20 });
  catalogue = await piecesAsTheyAre(t.app);
  admin = await registerOwner(t.app, 'Counter Admin');
});
afterAll(async () => {
  await t.close();
  await standIn.stop();
});

async function cartWith(shopper: TestShopper, min: number, max: number) {
  const piece = catalogue.find((product) => product.price >= min && product.price <= max && !product.priceReview)!;
  expect((await shopper.post('/api/cart', { productId: piece.id, quantity: 1 })).statusCode).toBe(200);
}

describe('store credit with Stripe', () => {
  it('charges the card the rest: the PaymentIntent is for the total less the credit', async () => {
    const { shopper, creditCents } = await creditedCustomer(t.app, admin, 10);
    await cartWith(shopper, creditCents * 3, Number.MAX_SAFE_INTEGER);
    const session = (await shopper.post('/api/checkout/quote', { credit: creditCents })).json<CheckoutSession>();
    expect(session.quote).toMatchObject({ credit: creditCents, charge: session.quote.total - creditCents });
    expect(session.payment).toMatchObject({ gateway: 'stripe', publishableKey: 'pk_test_shop' });
    expect(standIn.intent(session.payment.intentId).amount).toBe(session.quote.total - creditCents);

    const prepared = await shopper.post('/api/checkout/prepare', {
      quoteId: session.quote.id,
      shipping: TEST_SHIPPING,
    });
    expect(prepared.statusCode, prepared.body).toBe(200);
    standIn.confirm(session.payment.intentId, '4242424242424242');
    const completed = await shopper.post('/api/checkout/complete', { quoteId: session.quote.id });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json<{ order: Order }>().order).toMatchObject({
      credit: creditCents,
      payment: { gateway: 'stripe' },
    });
    expect(standIn.intent(session.payment.intentId).status).toBe('succeeded');
    expect((await storeCreditOf(shopper)).balanceCents).toBe(0);
  });

  it('makes no PaymentIntent when the credit covers all, and places the order without a card', async () => {
    const { shopper, creditCents } = await creditedCustomer(t.app, admin, 100);
    await cartWith(shopper, 10_000, creditCents / 2);
    const intentsBefore = standIn.requests.filter((request) => request.path === '/v1/payment_intents').length;
    // The test before made one: the count is of the real path.
    expect(intentsBefore).toBeGreaterThan(0);
    const session = (await shopper.post('/api/checkout/quote', { credit: creditCents })).json<CheckoutSession>();
    expect(session.payment).toMatchObject({ gateway: 'store_credit', clientSecret: null, publishableKey: null });
    expect(standIn.requests.filter((request) => request.path === '/v1/payment_intents')).toHaveLength(intentsBefore);

    const prepared = await shopper.post('/api/checkout/prepare', {
      quoteId: session.quote.id,
      shipping: TEST_SHIPPING,
    });
    expect(prepared.statusCode).toBe(400);
    const placed = await shopper.post('/api/checkout/pay-with-credit', {
      quoteId: session.quote.id,
      shipping: TEST_SHIPPING,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { order } = placed.json<{ order: Order }>();
    expect(order).toMatchObject({ credit: order.total, payment: { gateway: 'store_credit' } });
    expect((await storeCreditOf(shopper)).balanceCents).toBe(creditCents - order.total);
  });
});
