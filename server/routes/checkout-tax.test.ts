import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { Fulfilment } from '#domain/checkout/fulfilment.ts';
import type { Order } from '#domain/orders/order.ts';
import { DEMO_TAX_TABLE } from '#domain/tax/tax-table.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { startStripeStandIn, type StripeStandIn, stripeSettingsFor } from '../testing/stripe-stand-in/http-server.ts';
import { GOOD_CARD, TEST_SHIPPING, TestShopper } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// Tax where the piece is handed over, through the real checkout: the quote's lines are what the
// payment is for and what the order keeps.

const COLLECTOR = { name: 'Amira Haddad', phone: '(713) 555-0110' };
const halfUp = (cents: number, basisPoints: number) => Math.round((cents * basisPoints) / 10_000);

/** The demo catalogue's first jewellery piece and first coin, each held at both branches. */
async function ringAndCoin(t: TestApp): Promise<{ ring: Product; coin: Product }> {
  await seedDemoDataIfEmpty(t.database.db);
  const list = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' })).json<{ items: Product[] }>();
  const ring = list.items.find((p) => p.taxClass === 'jewellery' && p.metal === 'Gold' && p.sizes.length === 0)!;
  const coin = list.items.find((p) => p.taxClass === 'bullion')!;
  for (const piece of [ring, coin]) {
    await t.database.db.update(products).set({ stockLouisiana: 50, stockHouston: 50 }).where(eq(products.id, piece.id));
  }
  return { ring, coin };
}

async function quoteFor(t: TestApp, pieces: Product[], fulfilment?: Fulfilment) {
  const shopper = new TestShopper(t.app);
  await shopper.register();
  for (const piece of pieces) await shopper.post('/api/cart', { productId: piece.id, quantity: 1 });
  const answer = await shopper.post('/api/checkout/quote', fulfilment ? { fulfilment } : undefined);
  return { shopper, answer, session: answer.json<CheckoutSession>() };
}

describe('TAX_MODE=table', () => {
  let t: TestApp;
  let ring: Product;
  let coin: Product;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS, tax: { mode: 'table', table: DEMO_TAX_TABLE } });
    ({ ring, coin } = await ringAndCoin(t));
  });
  afterAll(() => t.close());

  it('taxes a pick-up at its branch’s rate, the coin exempt, and the order keeps the lines', async () => {
    const { shopper, session } = await quoteFor(t, [ring, coin], { kind: 'pickup', branchId: 'houston' });
    expect(session.quote.taxLines).toEqual([
      {
        jurisdiction: 'Houston, TX',
        rateBasisPoints: 825,
        taxableCents: ring.price,
        amountCents: halfUp(ring.price, 825),
      },
    ]);
    expect(session.quote).toMatchObject({
      tax: halfUp(ring.price, 825),
      total: ring.price + coin.price + halfUp(ring.price, 825),
    });
    const paid = await shopper.post('/api/checkout/pay', {
      quoteId: session.quote.id,
      pickupContact: COLLECTOR,
      card: GOOD_CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { order } = paid.json<{ order: Order }>();
    expect(order).toMatchObject({
      taxLines: session.quote.taxLines,
      tax: session.quote.tax,
      total: session.quote.total,
    });
  });

  it('the Metairie pick-up at 9.75%, shipping by the state’s rate, and nothing where the shop does not collect', async () => {
    const metairie = (await quoteFor(t, [ring], { kind: 'pickup', branchId: 'louisiana' })).session.quote;
    expect(metairie.taxLines[0]).toMatchObject({ rateBasisPoints: 975, amountCents: halfUp(ring.price, 975) });
    const louisiana = (await quoteFor(t, [ring, coin], { kind: 'ship', state: 'LA' })).session.quote;
    expect(louisiana.taxLines).toEqual([
      {
        jurisdiction: 'Louisiana',
        rateBasisPoints: 955,
        taxableCents: ring.price,
        amountCents: halfUp(ring.price, 955),
      },
    ]);
    const california = (await quoteFor(t, [ring], { kind: 'ship', state: 'CA' })).session.quote;
    expect(california.tax).toBe(0);
    expect(california.total).toBe(ring.price);
  });

  it('without a fulfilment quotes the 8% estimate, and will not charge it', async () => {
    const { shopper, session } = await quoteFor(t, [ring]);
    expect(session.quote).toMatchObject({ fulfilment: null, tax: halfUp(ring.price, 800) });
    const paid = await shopper.post('/api/checkout/pay', {
      quoteId: session.quote.id,
      shipping: TEST_SHIPPING,
      card: GOOD_CARD,
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('Please choose shipping or pick-up in store first: the tax depends on it.');
  });
});

describe('TAX_MODE=stripe, against the Stripe stand-in', () => {
  let standIn: StripeStandIn;
  let t: TestApp;
  let ring: Product;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await createTestApp({
      authRateLimits: ROOMY_AUTH_LIMITS,
      stripe: stripeSettingsFor(standIn),
      tax: { mode: 'stripe', taxCodes: { jewellery: 'txcd_99999999', bullion: 'txcd_99999999' } },
    });
    ({ ring } = await ringAndCoin(t));
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  it('quotes Stripe Tax’s figure, and the paid order keeps it', async () => {
    const { shopper, session } = await quoteFor(t, [ring], { kind: 'ship', state: 'LA', zip: '70806' });
    expect(session.quote.tax).toBeGreaterThan(0);
    expect(session.quote.taxLines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(session.quote.tax);
    expect(standIn.requests.some((request) => request.path === '/v1/tax/calculations')).toBe(true);
    expect(standIn.intent(session.payment.intentId).amount).toBe(session.quote.total);

    const prepared = await shopper.post('/api/checkout/prepare', {
      quoteId: session.quote.id,
      shipping: TEST_SHIPPING,
    });
    expect(prepared.statusCode, prepared.body).toBe(200);
    standIn.confirm(session.payment.intentId, '4242424242424242');
    const completed = await shopper.post('/api/checkout/complete', { quoteId: session.quote.id });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json<{ order: Order }>().order.taxLines).toEqual(session.quote.taxLines);
  });

  it('asks for a ZIP when shipping without one, since Stripe cannot place a bare state', async () => {
    const { answer } = await quoteFor(t, [ring], { kind: 'ship', state: 'LA' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Please enter your ZIP code: the tax depends on it.');
  });
});
