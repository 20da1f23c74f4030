import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import { MAX_ORDER_TOTAL_CENTS, type CheckoutSession } from '#domain/checkout/checkout.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { MAX_METAL_RATE_CENTS, MAX_PRODUCT_WEIGHT_MG, MAX_UNIT_PRICE_CENTS } from '#domain/money-limits.ts';
import type { Order } from '#domain/orders/order.ts';
import { cartTotals } from '#domain/pricing/cart-totals.ts';
import type { MakingCharge } from '#domain/pricing/piece-price.ts';
import type { Metal } from '#domain/rates/rate-table.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { billingRecords } from '../modules/billing/billing.tables.ts';
import { productPrices } from '../modules/catalog/catalog.tables.ts';
import { checkoutQuotes } from '../modules/checkout/checkout.tables.ts';
import { orderItems, orders } from '../modules/orders/orders.tables.ts';
import { offlinePayments } from '../providers/payments/offline-payments.tables.ts';
import { GOOD_CARD, TEST_SHIPPING, TestShopper } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// Money columns were once 32-bit while the inputs allow far more, so a metal price at its own
// maximum or a quote of a large cart ended in 'integer out of range' (a 500). Every amount the
// inputs allow must now be stored exactly, or refused with a clear 4xx.

let t: TestApp;
let admin: TestShopper;

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  admin = new TestShopper(t.app);
  await admin.register(undefined, 'Money Admin');
  const id = (await admin.get('/api/me')).json<{ user: { id: string } }>().user.id;
  await t.app.services.accounts.setRole({ id: 'system', role: 'owner' }, id, 'owner');
});
afterAll(() => t.close());

async function setRate(metal: Metal, cents: number) {
  const metals = (await t.app.inject({ method: 'GET', url: '/api/metals' })).json<MetalPrice[]>();
  const response = await admin.patch(`/api/metals/${metals.find((m) => m.metal === metal)!.id}`, {
    pricePerGram: cents,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A making charge of 100%: on the heaviest piece at the highest rate, the dearest piece there can be. */
const DEAREST_MAKING: MakingCharge = { kind: 'percent', basisPoints: 10_000 };

let made = 0;
async function newPiece(
  category: 'Gold' | 'Silver' | 'Platinum',
  weight: number,
  stock: number,
  making: MakingCharge = DEAREST_MAKING,
) {
  const response = await admin.post('/api/products', {
    name: `Heavy piece ${++made}`,
    category,
    weight,
    making,
    shortDescription: 'A very heavy piece.',
    description: 'The heaviest piece the product form accepts.',
    size: 'One size',
    stock,
    featured: false,
    images: [],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Product>();
}

const storedPrice = async (id: string) =>
  (
    await t.database.db
      .select({ cents: productPrices.priceCents })
      .from(productPrices)
      .where(eq(productPrices.productId, id))
  )[0]!.cents;

describe('a metal price at its allowed maximum', () => {
  it('reprices the heaviest piece the form allows, exactly, in answers and in the stored sort column', async () => {
    const heavy = await newPiece('Platinum', MAX_PRODUCT_WEIGHT_MG / 1000, 1);
    await setRate('Platinum', MAX_METAL_RATE_CENTS);
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${heavy.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json<Product>().price).toBe(MAX_UNIT_PRICE_CENTS);
    expect(await storedPrice(heavy.id)).toBe(MAX_UNIT_PRICE_CENTS);
    const dearest = await t.app.inject({ method: 'GET', url: '/api/products?sort=price-desc&pageSize=1' });
    expect(dearest.statusCode).toBe(200);
    expect(dearest.json<{ items: Product[] }>().items[0]!.id).toBe(heavy.id);

    // A piece added while the rate is at its maximum, and every other metal at its maximum too.
    const another = await newPiece('Platinum', MAX_PRODUCT_WEIGHT_MG / 1000, 1);
    expect(another.price).toBe(MAX_UNIT_PRICE_CENTS);
    expect(await storedPrice(another.id)).toBe(MAX_UNIT_PRICE_CENTS);
    for (const metal of ['Gold', 'Silver', 'Diamond'] as const) await setRate(metal, MAX_METAL_RATE_CENTS);
    const admins = await admin.get('/api/admin/products?sort=price-desc&pageSize=5');
    expect(admins.statusCode).toBe(200);
    const overview = await admin.get('/api/admin/overview');
    expect(overview.statusCode).toBe(200);
  });
});

describe('the largest cart the inputs allow', () => {
  let shopper: TestShopper;
  let pieces: Product[];

  it(`holds ${MAX_CART_LINES} lines of ${MAX_LINE_QUANTITY} of the dearest piece, priced exactly`, async () => {
    await setRate('Platinum', MAX_METAL_RATE_CENTS);
    pieces = [];
    for (let i = 0; i < MAX_CART_LINES + 1; i++) {
      pieces.push(await newPiece('Platinum', MAX_PRODUCT_WEIGHT_MG / 1000, MAX_LINE_QUANTITY));
    }
    shopper = new TestShopper(t.app);
    await shopper.register();
    for (const piece of pieces.slice(0, MAX_CART_LINES)) {
      const added = await shopper.post('/api/cart', { productId: piece.id, quantity: MAX_LINE_QUANTITY });
      expect(added.statusCode, added.body).toBe(200);
    }
    const cart = await shopper.get('/api/cart');
    expect(cart.statusCode).toBe(200);
    const expected = cartTotals(
      Array.from({ length: MAX_CART_LINES }, () => ({
        unitPriceCents: MAX_UNIT_PRICE_CENTS,
        quantity: MAX_LINE_QUANTITY,
      })),
    );
    expect(cart.json<Cart>()).toMatchObject({
      subtotal: expected.subtotalCents,
      tax: expected.taxCents,
      total: expected.totalCents,
      itemCount: MAX_CART_LINES * MAX_LINE_QUANTITY,
    });
  });

  it('refuses one more line with a clear 4xx', async () => {
    const extra = await shopper.post('/api/cart', { productId: pieces.at(-1)!.id, quantity: 1 });
    expect(extra.statusCode).toBe(409);
    expect(extra.json().message).toMatch(new RegExp(`at most ${MAX_CART_LINES} different pieces`));
    expect((await shopper.get('/api/cart')).json<Cart>().lines).toHaveLength(MAX_CART_LINES);
  });

  it('is not quoted for payment: a clear 4xx naming the most an order can be, and nothing stored', async () => {
    const quoted = await shopper.post('/api/checkout/quote');
    expect(quoted.statusCode).toBe(400);
    expect(quoted.json()).toMatchObject({ error: 'invalid_input' });
    expect(quoted.json().message).toContain('$999,999.99');
    const me = (await shopper.get('/api/me')).json<{ user: { id: string } }>().user.id;
    expect(await t.database.db.select().from(checkoutQuotes).where(eq(checkoutQuotes.userId, me))).toEqual([]);
  });

  it('a visitor’s cart merged at sign-in never takes a full cart past the limit', async () => {
    const email = `full-${Date.now()}@example.com`;
    const full = new TestShopper(t.app);
    await full.register(email);
    for (const piece of pieces.slice(0, MAX_CART_LINES)) {
      expect((await full.post('/api/cart', { productId: piece.id, quantity: 1 })).statusCode).toBe(200);
    }
    await full.signOut();
    expect((await full.post('/api/cart', { productId: pieces.at(-1)!.id, quantity: 1 })).statusCode).toBe(200);
    await full.signIn(email);
    const merged = await full.get('/api/cart');
    expect(merged.statusCode).toBe(200);
    expect(merged.json<Cart>().lines).toHaveLength(MAX_CART_LINES);
  });
});

describe('an order at the most a card payment can be', () => {
  it('is quoted, paid and stored to the cent; one piece more is refused with a clear 4xx', async () => {
    // 925.925 g at $1,000.00 a gram: $925,925.00, with 8% tax $999,999.00.
    await setRate('Platinum', 100_000);
    const piece = await newPiece('Platinum', 925.925, 5, { kind: 'none' });
    expect(piece.price).toBe(92_592_500);
    const shopper = new TestShopper(t.app);
    await shopper.register();
    await shopper.post('/api/cart', { productId: piece.id, quantity: 1 });
    const started = await shopper.post('/api/checkout/quote');
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json<CheckoutSession>();
    expect(session.quote.total).toBe(99_999_900);
    expect(session.quote.total).toBeLessThanOrEqual(MAX_ORDER_TOTAL_CENTS);
    const paid = await shopper.post('/api/checkout/pay', {
      quoteId: session.quote.id,
      shipping: TEST_SHIPPING,
      card: GOOD_CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { order } = paid.json<{ order: Order }>();
    expect(order).toMatchObject({ subtotal: 92_592_500, tax: 7_407_400, total: 99_999_900 });
    const db = t.database.db;
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      subtotalCents: 92_592_500,
      taxCents: 7_407_400,
      totalCents: 99_999_900,
    });
    expect((await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)))[0]).toMatchObject({
      unitPriceCents: 92_592_500,
      lineTotalCents: 92_592_500,
    });
    expect((await db.select().from(billingRecords).where(eq(billingRecords.orderId, order.id)))[0]!.totalCents).toBe(
      99_999_900,
    );
    expect(
      (await db.select().from(offlinePayments).where(eq(offlinePayments.id, order.payment.reference)))[0],
    ).toMatchObject({ amountCents: 99_999_900, status: 'succeeded' });

    await shopper.post('/api/cart', { productId: piece.id, quantity: 2 });
    const tooMuch = await shopper.post('/api/checkout/quote');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toContain('$999,999.99');
  });
});
