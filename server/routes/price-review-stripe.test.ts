import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { metalPrices } from '../modules/rates/rates.tables.ts';
import { stripeEvent } from '../testing/stripe-stand-in/events.ts';
import {
  startStripeStandIn,
  type StripeStandIn,
  stripeSettingsFor,
  STAND_IN_WEBHOOK_SECRET,
} from '../testing/stripe-stand-in/http-server.ts';
import { TEST_SHIPPING, TestShopper } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// Stripe's webhook is a pay path too: an authorized payment for a piece whose price went under
// review after the quote makes no order and is released, and the browser then hears why.

const WEBHOOK_SECRET = STAND_IN_WEBHOOK_SECRET;
let standIn: StripeStandIn;
let t: TestApp;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({
    authRateLimits: ROOMY_AUTH_LIMITS,
    stripe: stripeSettingsFor(standIn),
  });
  await seedDemoDataIfEmpty(t.database.db);
});
afterAll(async () => {
  await t.close();
  await standIn.stop();
});

function deliverAuthorized(intentId: string) {
  const payload = JSON.stringify(stripeEvent('payment_intent.amount_capturable_updated', standIn.intent(intentId)));
  const header = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });
}

describe('Stripe: a price under review', () => {
  it('the webhook makes no order and releases the authorization; the browser hears why', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' })).json<{ items: Product[] }>();
    const piece = list.items.find((p) => p.metal === 'Gold' && p.weight > 0 && p.stock > 0 && p.sizes.length === 0)!;
    const shopper = new TestShopper(t.app);
    await shopper.register();
    await shopper.post('/api/cart', { productId: piece.id, quantity: 1 });
    const session = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();
    const prepared = await shopper.post('/api/checkout/prepare', {
      quoteId: session.quote.id,
      shipping: TEST_SHIPPING,
    });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const intentId = session.payment.intentId;
    standIn.confirm(intentId, '4242424242424242');

    // Gold loses its stored rate: its pieces are priced at the standby fallback.
    await t.database.db.delete(metalPrices).where(eq(metalPrices.metal, 'Gold'));
    t.app.workflowDeps.changes.ratesChanged();

    expect((await deliverAuthorized(intentId)).statusCode).toBe(200);
    const placed = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.transactionId, intentId));
    expect(placed[0]!.n).toBe(0);
    expect(standIn.intent(intentId).status).toBe('canceled');
    const completed = await shopper.post('/api/checkout/complete', { quoteId: session.quote.id });
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toMatchObject({ error: 'price_under_review' });
  });
});
