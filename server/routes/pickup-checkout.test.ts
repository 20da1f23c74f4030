import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { Fulfilment } from '#domain/checkout/fulfilment.ts';
import type { Order } from '#domain/orders/order.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { billingRecords } from '../modules/billing/billing.tables.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { GOOD_CARD, TEST_SHIPPING, TestShopper, piecesAsTheyAre } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let catalogue: Product[];

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  catalogue = await piecesAsTheyAre(t.app);
});
afterAll(() => t.close());

const COLLECTOR = { name: 'Amira Haddad', phone: '(713) 555-0110' };
const AT_HOUSTON: Fulfilment = { kind: 'pickup', branchId: 'houston' };

let nextProduct = 0;
/** A demo piece with exactly these counts at the branches. */
async function pieceAt(louisiana: number, houston: number): Promise<Product> {
  const product = catalogue[nextProduct++ % catalogue.length]!;
  await t.database.db
    .update(products)
    .set({ stockLouisiana: louisiana, stockHouston: houston })
    .where(eq(products.id, product.id));
  return product;
}

const branchCounts = async (id: string) => {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  return { louisiana: row!.stockLouisiana, houston: row!.stockHouston };
};

/** A signed-in customer with these pieces in the cart. */
async function customerWith(items: Array<[Product, number]>): Promise<TestShopper> {
  const shopper = new TestShopper(t.app);
  await shopper.register();
  for (const [product, quantity] of items) {
    const added = await shopper.post('/api/cart', { productId: product.id, quantity });
    expect(added.statusCode, added.body).toBe(200);
  }
  return shopper;
}

async function quote(shopper: TestShopper, fulfilment?: Fulfilment): Promise<CheckoutSession> {
  const answer = await shopper.post('/api/checkout/quote', fulfilment ? { fulfilment } : undefined);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<CheckoutSession>();
}

const pay = (shopper: TestShopper, quoteId: string, recipient: object) =>
  shopper.post('/api/checkout/pay', { quoteId, ...recipient, card: GOOD_CARD });

describe('pick-up in store', () => {
  it('the cart says which branches hold every piece', async () => {
    const ring = await pieceAt(0, 2);
    const coin = await pieceAt(1, 1);
    const shopper = await customerWith([
      [ring, 1],
      [coin, 1],
    ]);
    expect((await shopper.get('/api/cart')).json<Cart>().pickupBranches).toEqual(['houston']);
    await shopper.post('/api/cart', { productId: ring.id, quantity: 1 });
    expect((await shopper.get('/api/cart')).json<Cart>().pickupBranches).toEqual(['houston']);
    await shopper.post('/api/cart', { productId: coin.id, quantity: 1 });
    expect((await shopper.get('/api/cart')).json<Cart>().pickupBranches).toEqual([]);
  });

  it('takes the pieces from its branch alone, with a code for the counter and no address', async () => {
    const ring = await pieceAt(3, 1);
    const shopper = await customerWith([[ring, 1]]);
    const session = await quote(shopper, AT_HOUSTON);
    expect(session.quote.fulfilment).toEqual(AT_HOUSTON);
    expect(session.quote.taxLines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(session.quote.tax);

    const paid = await pay(shopper, session.quote.id, { pickupContact: COLLECTOR });
    expect(paid.statusCode, paid.body).toBe(200);
    const { order } = paid.json<{ order: Order }>();
    expect(order).toMatchObject({
      fulfilment: 'pickup',
      shipping: null,
      pickup: { branchId: 'houston', name: COLLECTOR.name, phone: COLLECTOR.phone },
      total: session.quote.total,
      taxLines: session.quote.taxLines,
    });
    expect(order.pickup!.code).toMatch(/^\d{6}$/);
    expect(order.lines[0]!.takenFrom).toEqual({ louisiana: 0, houston: 1 });
    expect(await branchCounts(ring.id)).toEqual({ louisiana: 3, houston: 0 });
    const [billing] = await t.database.db.select().from(billingRecords).where(eq(billingRecords.orderId, order.id));
    expect(billing).toMatchObject({ name: COLLECTOR.name, city: 'Houston', state: 'TX', zip: '77036' });
    expect(billing!.address).toMatch(/^Pick-up at Houston Branch/);
    // The buyer sees the code in My Orders.
    const mine = (await shopper.get('/api/orders')).json<{ items: Order[] }>().items;
    expect(mine[0]!.pickup!.code).toBe(order.pickup!.code);
  });

  it('is refused, by name, at a branch that lacks a piece', async () => {
    const ring = await pieceAt(2, 0);
    const shopper = await customerWith([[ring, 1]]);
    const answer = await shopper.post('/api/checkout/quote', { fulfilment: AT_HOUSTON });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error: 'out_of_stock' });
    expect(answer.json().message).toBe(
      `${ring.name} is not at the Houston Branch today. Choose shipping, or pick up at the other store.`,
    );
  });

  it('needs who collects it, not an address', async () => {
    const ring = await pieceAt(0, 1);
    const shopper = await customerWith([[ring, 1]]);
    const session = await quote(shopper, AT_HOUSTON);
    const answer = await pay(shopper, session.quote.id, { shipping: TEST_SHIPPING });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      'Please enter who will collect the order: the name on their photo ID, and a phone number.',
    );
    expect(await branchCounts(ring.id)).toEqual({ louisiana: 0, houston: 1 });
  });

  it('of the last piece at a branch goes to exactly one of 8 buyers; the other branch keeps its own', async () => {
    const ring = await pieceAt(1, 1);
    const buyers: Array<{ shopper: TestShopper; session: CheckoutSession }> = [];
    for (let i = 0; i < 8; i++) {
      const shopper = await customerWith([[ring, 1]]);
      buyers.push({ shopper, session: await quote(shopper, AT_HOUSTON) });
    }
    const answers = await Promise.all(
      buyers.map(({ shopper, session }) => pay(shopper, session.quote.id, { pickupContact: COLLECTOR })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(7).fill(409)]);
    expect(await branchCounts(ring.id)).toEqual({ louisiana: 1, houston: 0 });
    const placed = await t.database.db.select().from(orders).where(eq(orders.pickupBranch, 'houston'));
    expect(placed.filter((row) => buyers.some((b) => b.session.payment.intentId === row.transactionId))).toHaveLength(
      1,
    );
  });
});

describe('shipping to a state', () => {
  it('is paid only to an address in the state the tax was worked out for', async () => {
    const ring = await pieceAt(2, 0);
    const shopper = await customerWith([[ring, 1]]);
    const session = await quote(shopper, { kind: 'ship', state: 'TX' });
    const answer = await pay(shopper, session.quote.id, { shipping: TEST_SHIPPING });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'Your address is in LA, but your total was worked out for TX. Please check the new total, then pay.',
    );
    const again = await quote(shopper, { kind: 'ship', state: 'LA' });
    expect(again.quote.id).not.toBe(session.quote.id);
    const paid = await pay(shopper, again.quote.id, { shipping: TEST_SHIPPING });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<{ order: Order }>().order).toMatchObject({ fulfilment: 'ship', pickup: null });
  });

  it('an empty quote body keeps the flat 8% and ships', async () => {
    const ring = await pieceAt(1, 0);
    const shopper = await customerWith([[ring, 1]]);
    const session = await quote(shopper);
    expect(session.quote).toMatchObject({ fulfilment: null, tax: Math.round(session.quote.subtotal * 0.08) });
    expect(session.quote.taxLines).toEqual([
      {
        jurisdiction: 'Sales tax',
        rateBasisPoints: 800,
        taxableCents: session.quote.subtotal,
        amountCents: session.quote.tax,
      },
    ]);
  });

  it('refuses a fulfilment it does not know', async () => {
    const shopper = await customerWith([[await pieceAt(1, 0), 1]]);
    for (const fulfilment of [
      { kind: 'drone' },
      { kind: 'pickup', branchId: 'dallas' },
      { kind: 'ship', state: 'XX' },
    ]) {
      const answer = await shopper.post('/api/checkout/quote', { fulfilment });
      expect(answer.statusCode, JSON.stringify(fulfilment)).toBe(400);
    }
  });
});
