import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList } from '#domain/admin/admin-orders.ts';
import type { Cart } from '#domain/cart/cart.ts';
import { pricedPieceOf, type PricedPiece } from '#domain/catalog/priced-piece.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { centsToDollarString, formatCents } from '#domain/money.ts';
import type { Order, OrderList } from '#domain/orders/order.ts';
import { breakupRows as rowsIn } from '#domain/pricing/breakup-lines.ts';
import { intlLocale } from '#domain/i18n/languages.ts';
import { translator } from '#server/i18n/translator.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { orderItems } from '../modules/orders/orders.tables.ts';
import { recordingMailer } from '../testing/recording-mailer.ts';
import { GOOD_CARD, TEST_SHIPPING, TestShopper } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';
import { orderConfirmationEmail } from '../workflows/place-order/order-email.ts';

/** The breakup's lines in English, as the shop's English pages and mails write them. */
const breakupRows = (piece: PricedPiece) => rowsIn(piece, translator('en'), intlLocale('en'));

// The breakup a shopper paid is frozen on every order line when the quote is made, and
// every place that shows an order (GET order, My Orders, the dashboard, the billing CSV, the
// e-mail) shows it, whatever happens to the rates and the product afterwards.

let t: TestApp;
let admin: TestShopper;
const mailer = recordingMailer();

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS }, { mailer });
  await seedDemoDataIfEmpty(t.database.db);
  admin = new TestShopper(t.app);
  await admin.register(undefined, 'Breakup Admin');
  const id = (await admin.get('/api/me')).json<{ user: { id: string } }>().user.id;
  await t.app.services.accounts.setRole({ id: 'system', role: 'owner' }, id, 'owner');
});
afterAll(() => t.close());

async function rateOf(metal: string): Promise<MetalPrice> {
  const metals = (await t.app.inject({ method: 'GET', url: '/api/metals' })).json<MetalPrice[]>();
  return metals.find((m) => m.metal === metal)!;
}

async function setRate(metal: string, cents: number): Promise<void> {
  const response = await admin.patch(`/api/metals/${(await rateOf(metal)).id}`, { pricePerGram: cents });
  expect(response.statusCode, response.body).toBe(200);
}

const getProduct = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();

async function createProduct(body: object): Promise<Product> {
  const response = await admin.post('/api/products', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Product>();
}

const PIECE = {
  shortDescription: 'A piece for the breakup tests.',
  description: 'A piece whose price breakup is frozen on the order that buys it.',
  size: '17 mm',
  stock: 10,
};

/** An 18K ring with wastage, a making charge in percent, a certified stone and a fee. */
const RING = {
  ...PIECE,
  name: 'Breakup Test Solitaire',
  category: 'Gold',
  weight: 4.2,
  metal: 'Gold',
  fineness: 750,
  wastageBasisPoints: 800,
  making: { kind: 'percent', basisPoints: 1_400 },
  stones: [
    {
      kind: 'Diamond',
      origin: 'natural',
      caratHundredths: 30,
      count: 1,
      price: { perCaratCents: 250_000 },
      certificate: { lab: 'GIA', number: '2141438167' },
    },
  ],
  feeCents: 2_500,
};

/** Sterling silver with a making charge per gram, bought two at a time. */
const BANGLE = {
  ...PIECE,
  name: 'Breakup Test Bangle',
  category: 'Silver',
  weight: 21.5,
  metal: 'Silver',
  fineness: 925,
  making: { kind: 'per-gram', centsPerGram: 150 },
};

const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);

/** Each line of a breakup adds up to its total. */
function expectAddsUp(piece: PricedPiece): void {
  const { breakup } = piece;
  expect(
    breakup.metalCents + breakup.wastageCents + breakup.makingCents + sum(breakup.stoneCents) + breakup.feeCents,
  ).toBe(breakup.totalCents);
  expect(sum(breakupRows(piece).map((row) => row.cents))).toBe(breakup.totalCents);
}

describe('the breakup paid, frozen on every order line', () => {
  let buyer: TestShopper;
  let ring: Product;
  let bangle: Product;
  let order: Order;
  /** What each line was quoted at, in the order's line order. */
  let paid: PricedPiece[];

  beforeAll(async () => {
    await setRate('Gold', 7_540);
    await setRate('Silver', 98);
    ring = await createProduct(RING);
    bangle = await createProduct(BANGLE);
    buyer = new TestShopper(t.app);
    await buyer.register(undefined, 'Breakup Buyer');
  });

  it('carries each cart line’s breakup and the facts that label it, as the product answer has them', async () => {
    expect((await buyer.post('/api/cart', { productId: ring.id, quantity: 1 })).statusCode).toBe(200);
    expect((await buyer.post('/api/cart', { productId: bangle.id, quantity: 2 })).statusCode).toBe(200);
    const cart = (await buyer.get('/api/cart')).json<Cart>();
    const byProduct = new Map(cart.lines.map((line) => [line.productId, line]));
    for (const product of [ring, bangle]) {
      const line = byProduct.get(product.id)!;
      expect(pricedPieceOf(line)).toEqual(pricedPieceOf(product));
      expect(line.breakup.totalCents).toBe(line.unitPrice);
      expectAddsUp(line);
    }
    // The labels name the karat, the weight and the rate, the making as quoted, and the certificate.
    expect(breakupRows(byProduct.get(ring.id)!).map((row) => [row.label, row.detail])).toEqual([
      ['18K gold', `4.200 g × ${formatCents(ring.perGram)}/g × 750/1000`],
      ['Wastage', '8% of the metal value'],
      ['Making charge', '14% of the metal value'],
      ['1 × 0.30 ct natural diamond, GIA 2141438167', '$2,500.00 per ct'],
      ['Fee', 'Hallmark, certificate'],
    ]);
    expect(breakupRows(byProduct.get(bangle.id)!).map((row) => [row.label, row.detail])).toEqual([
      ['925 silver', `21.500 g × ${formatCents(bangle.perGram)}/g × 925/1000`],
      ['Making charge', '$1.50 per g × 21.500 g'],
    ]);
  });

  it('freezes the breakup in the quote: a rate change during the hold does not reach the order', async () => {
    const started = await buyer.post('/api/checkout/quote');
    expect(started.statusCode, started.body).toBe(200);
    const { quote } = started.json<CheckoutSession>();
    paid = quote.lines.map((line) => line.breakup!);
    expect(paid.map((piece) => piece.breakup.totalCents)).toEqual(quote.lines.map((line) => line.unitPrice));
    expect(quote.lines.map((line) => line.breakup)).toEqual(
      quote.lines.map((line) => pricedPieceOf(line.productId === ring.id ? ring : bangle)),
    );

    // The gold rate moves while the shopper fills in the form: the quote holds its price, and the
    // order gets the breakup that was quoted, not today's.
    await setRate('Gold', 9_100);
    expect((await getProduct(ring.id)).price).not.toBe(ring.price);
    const mailsBefore = mailer.sent.length;
    const response = await buyer.post('/api/checkout/pay', {
      quoteId: quote.id,
      shipping: TEST_SHIPPING,
      card: GOOD_CARD,
    });
    expect(response.statusCode, response.body).toBe(200);
    order = response.json<{ order: Order }>().order;
    expect(order.total).toBe(quote.total);
    expect(order.lines.map((line) => line.breakup)).toEqual(paid);
    for (const line of order.lines) {
      expect(line.breakup!.breakup.totalCents).toBe(line.unitPrice);
      expectAddsUp(line.breakup!);
    }
    expect(mailer.sent.length).toBe(mailsBefore + 1);
  });

  it('shows the breakup paid everywhere after the rate moves again and the product is edited', async () => {
    await setRate('Gold', 6_000);
    await setRate('Silver', 150);
    const edited = await admin.patch(`/api/products/${ring.id}`, {
      fineness: 916,
      wastageBasisPoints: 0,
      making: { kind: 'fixed', cents: 9_900 },
      stones: [{ kind: 'Ruby', origin: 'lab-grown', caratHundredths: 50, count: 2, price: { fixedCents: 40_000 } }],
      feeCents: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Today's prices are something else entirely.
    const [ringNow, bangleNow] = [await getProduct(ring.id), await getProduct(bangle.id)];
    expect(pricedPieceOf(ringNow)).not.toEqual(paid.find((piece) => piece.metal === 'Gold'));
    expect(pricedPieceOf(bangleNow)).not.toEqual(paid.find((piece) => piece.metal === 'Silver'));

    // GET /api/orders/:id
    const one = (await buyer.get(`/api/orders/${order.id}`)).json<Order>();
    expect(one.lines.map((line) => line.breakup)).toEqual(paid);
    // My Orders
    const mine = (await buyer.get('/api/orders')).json<OrderList>().items.find((o) => o.id === order.id)!;
    expect(mine.lines.map((line) => line.breakup)).toEqual(paid);
    // The dashboard's orders (its drawer shows the listed order)
    const listed = (await admin.get(`/api/admin/orders?q=${encodeURIComponent(order.number)}`)).json<AdminOrderList>();
    expect(listed.items.map((o) => o.id)).toEqual([order.id]);
    expect(listed.items[0]!.lines.map((line) => line.breakup)).toEqual(paid);

    // The billing CSV: the order's split as paid, adding up to its subtotal, then tax and total.
    const csv = await admin.get(`/api/admin/billing.csv?q=${encodeURIComponent(TEST_SHIPPING.name)}`);
    expect(csv.statusCode).toBe(200);
    const rows = parse(csv.body, { columns: true }) as Array<Record<string, string>>;
    const row = rows.find((r) => r.order === order.number)!;
    expect(row, `a CSV row for ${order.number}`).toBeDefined();
    const part = (pick: (piece: PricedPiece) => number) =>
      sum(order.lines.map((line) => pick(line.breakup!) * line.quantity));
    const split = {
      metal: part((p) => p.breakup.metalCents),
      wastage: part((p) => p.breakup.wastageCents),
      making: part((p) => p.breakup.makingCents),
      stones: part((p) => sum(p.breakup.stoneCents)),
      fees: part((p) => p.breakup.feeCents),
    };
    expect(sum(Object.values(split))).toBe(order.subtotal);
    expect(row).toMatchObject({
      subtotal: centsToDollarString(order.subtotal),
      tax: centsToDollarString(order.tax),
      total: centsToDollarString(order.total),
      metal: centsToDollarString(split.metal),
      wastage: centsToDollarString(split.wastage),
      making: centsToDollarString(split.making),
      stones: centsToDollarString(split.stones),
      fees: centsToDollarString(split.fees),
    });

    // The confirmation e-mail that went out, and the same e-mail made again from the order now.
    const sent = mailer.sent.find((mail) => mail.subject.includes(order.number))!;
    expect(sent, 'the confirmation e-mail').toBeDefined();
    for (const mail of [sent, orderConfirmationEmail(one, 'http://shop.test/account/orders')]) {
      for (const piece of paid) {
        for (const line of breakupRows(piece)) {
          expect(mail.text).toContain(
            `${line.label}${line.detail ? ` (${line.detail})` : ''}: ${formatCents(line.cents)}`,
          );
        }
        expect(mail.text).toContain(`Total: ${formatCents(piece.breakup.totalCents)}`);
      }
      expect(mail.text).toContain('Price breakup, one piece:');
      expect(mail.html).toContain('1 × 0.30 ct natural diamond, GIA 2141438167');
      expect(mail.text).not.toContain('lab-grown ruby');
      expect(mail.text).not.toContain(formatCents(ringNow.price));
    }
  });

  it('shows an order placed before breakups were kept with its unit prices only', async () => {
    // As migration 0010 leaves the lines of earlier orders.
    await t.database.db.update(orderItems).set({ breakup: null }).where(eq(orderItems.orderId, order.id));
    const before = (await buyer.get(`/api/orders/${order.id}`)).json<Order>();
    expect(before.lines.map((line) => line.breakup)).toEqual([null, null]);
    expect(before.lines.map((line) => line.unitPrice)).toEqual(paid.map((piece) => piece.breakup.totalCents));
    const csv = await admin.get(`/api/admin/billing.csv?q=${encodeURIComponent(TEST_SHIPPING.name)}`);
    const row = (parse(csv.body, { columns: true }) as Array<Record<string, string>>).find(
      (r) => r.order === order.number,
    )!;
    expect(row).toMatchObject({
      subtotal: centsToDollarString(before.subtotal),
      metal: '',
      making: '',
      fees: '',
      'rate source': '',
      'rate set at': '',
    });
    const mail = orderConfirmationEmail(before, 'http://shop.test/account/orders');
    expect(mail.text).not.toContain('Price breakup');
    expect(mail.text).toContain(formatCents(before.lines[0]!.lineTotal));
  });
});
