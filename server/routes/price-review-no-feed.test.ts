import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import { seedDemoDataIfEmpty, seedMetalPrices } from '../db/seed.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { metalPrices } from '../modules/rates/rates.tables.ts';
import { offlinePayments } from '../providers/payments/offline-payments.tables.ts';
import { SHOP_ORIGIN } from '../testing/accounts.ts';
import { GOOD_CARD, TEST_SHIPPING, TestShopper, piecesAsTheyAre } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// The shop as `npm start` runs it, with no rate feed: the rates an admin typed are the shop's
// word however old they are, and only a metal with no stored rate (the standby fallback) is held.

const DAY = 24 * 60 * 60_000;

let t: TestApp;
let catalogue: Product[];
/** A Wednesday in market hours, weeks after the demo rates were typed. */
let clock = Date.parse('2026-12-30T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS }, { now: () => new Date(clock) });
  await seedDemoDataIfEmpty(t.database.db);
  catalogue = await piecesAsTheyAre(t.app);
});
afterAll(() => t.close());

async function shopperWith(metal: Product['metal']) {
  const product = catalogue.find((p) => p.metal === metal && p.weight > 0)!;
  await t.database.db.update(products).set({ stock: 5 }).where(eq(products.id, product.id));
  const shopper = new TestShopper(t.app);
  await shopper.register();
  expect((await shopper.post('/api/cart', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
  return { shopper, product };
}

const pay = (shopper: TestShopper, quoteId: string) =>
  shopper.post('/api/checkout/pay', { quoteId, shipping: TEST_SHIPPING, card: GOOD_CARD });

const ordersFor = async (reference: string) =>
  (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.transactionId, reference)))[0]!.n;

describe('without a rate feed', () => {
  it('sells at a typed rate however old', async () => {
    clock += 30 * DAY;
    t.app.services.rates.invalidate();
    const { shopper, product } = await shopperWith('Gold');
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json<Product>()).toMatchObject({
      priceReview: null,
      rateIsFallback: false,
    });
    const started = await shopper.post('/api/checkout/quote');
    expect(started.statusCode, started.body).toBe(200);
    const paid = await pay(shopper, started.json<CheckoutSession>().quote.id);
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('never sells at the standby rate of a metal with no stored rate', async () => {
    const { shopper, product } = await shopperWith('Platinum');
    const before = (await shopper.post('/api/checkout/quote')).json<CheckoutSession>();

    await t.database.db.delete(metalPrices).where(eq(metalPrices.metal, 'Platinum'));
    t.app.workflowDeps.changes.ratesChanged();
    try {
      const answer = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json<Product>();
      expect(answer).toMatchObject({ rateIsFallback: true, priceReview: 'standby' });

      const refused = await shopper.post('/api/checkout/quote');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'price_under_review' });
      const arabic = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/quote',
        headers: { ...shopperHeaders(shopper), 'accept-language': 'ar' },
      });
      expect(arabic.json().message).toContain('قيد المراجعة');

      const paid = await pay(shopper, before.quote.id);
      expect(paid.statusCode).toBe(409);
      expect(paid.json().error).toBe('price_under_review');
      expect(await ordersFor(before.payment.intentId)).toBe(0);
      const [payment] = await t.database.db
        .select()
        .from(offlinePayments)
        .where(eq(offlinePayments.id, before.payment.intentId));
      expect(payment!.status).toBe('canceled');
    } finally {
      await seedMetalPrices(t.database.db);
      t.app.workflowDeps.changes.ratesChanged();
    }
    const again = await shopper.post('/api/checkout/quote');
    expect(again.statusCode, again.body).toBe(200);
  });
});

/** The headers a shopper's page sends (its cookies and the shop's origin). */
function shopperHeaders(shopper: TestShopper): Record<string, string> {
  const cookie = [...shopper.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { origin: SHOP_ORIGIN, cookie };
}
