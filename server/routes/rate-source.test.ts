import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { Order } from '#domain/orders/order.ts';
import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import type { RateFeedStatus } from '#domain/rates/rate-feed.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { runRateFeed } from '#server/jobs/rate-feed.ts';
import type { RateFeedSettings } from '#server/modules/rate-feed/rate-feed.settings.ts';
import { metalPrices } from '#server/modules/rates/rates.tables.ts';
import { standInSettings, startFeedStandIn, type FeedStandIn } from '#server/testing/rate-feed-stand-in.ts';
import { buy, TEST_SHIPPING, TestShopper } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';

// Every priced piece says where its rate came from (an admin's edit, the feed, an approved held
// move, the standby rate of a metal with no stored rate) and when it was set; an order line keeps
// both as they were quoted, and the billing CSV lists them line by line.

const OUNCE = 31.1035;
let feed: FeedStandIn;
let settings: RateFeedSettings;
let t: TestApp;
let admin: TestShopper;
let clock = new Date();

beforeAll(async () => {
  feed = await startFeedStandIn();
  settings = standInSettings(feed);
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS, rateFeed: settings });
  await seedDemoDataIfEmpty(t.database.db);
  admin = new TestShopper(t.app);
  await admin.register(undefined, 'Rate Source Owner');
  const me = (await admin.get('/api/me')).json<{ user: { id: string } }>().user;
  await t.app.services.accounts.setRole({ id: 'system', role: 'owner' }, me.id, 'owner');
});
afterAll(async () => {
  await t.close();
  await feed.stop();
});

async function metal(name: string): Promise<AdminMetal> {
  return (await admin.get('/api/admin/metals')).json<AdminMetal[]>().find((m) => m.metal === name)!;
}

/** The stand-in quotes these per-gram rates (cents) per troy ounce, a minute old; then one round of the job. */
async function fetchQuoting(perGram: { gold: number; silver: number; platinum: number }) {
  feed.prices = {
    gold: (perGram.gold / 100) * OUNCE,
    silver: (perGram.silver / 100) * OUNCE,
    platinum: (perGram.platinum / 100) * OUNCE,
  };
  clock = new Date(clock.getTime() + 15 * 60_000);
  feed.quotedAt = new Date(clock.getTime() - 60_000);
  return runRateFeed(t.app.workflowDeps, settings, clock);
}

async function setRate(name: string, cents: number): Promise<void> {
  const response = await admin.patch(`/api/metals/${(await metal(name)).id}`, { pricePerGram: cents });
  expect(response.statusCode, response.body).toBe(200);
}

const getProduct = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();

const PIECE = {
  shortDescription: 'A piece for the rate source tests.',
  description: 'A piece whose order line keeps where its rate came from.',
  size: '17 mm',
  stock: 20,
  wastageBasisPoints: 0,
  making: { kind: 'none' },
  stones: [],
  feeCents: 0,
};

async function createProduct(name: string, metalName: string, fineness: number): Promise<Product> {
  const body = { ...PIECE, name, category: metalName, metal: metalName, fineness, weight: 5 };
  const response = await admin.post('/api/products', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Product>();
}

/** The billing CSV's row for an order. */
async function csvRow(order: Order): Promise<Record<string, string>> {
  const csv = await admin.get(`/api/admin/billing.csv?q=${encodeURIComponent(TEST_SHIPPING.name)}`);
  expect(csv.statusCode).toBe(200);
  const rows = parse(csv.body, { columns: true }) as Array<Record<string, string>>;
  return rows.find((row) => row.order === order.number)!;
}

describe('the rate source of every priced piece and order line', () => {
  let ring: Product;
  let bangle: Product;
  let buyer: TestShopper;

  beforeAll(async () => {
    ring = await createProduct('Source Test Ring', 'Gold', 750);
    bangle = await createProduct('Source Test Bangle', 'Silver', 925);
    buyer = new TestShopper(t.app);
    await buyer.register(undefined, 'Source Buyer');
  });

  it('says manual for the seeded rates, feed once the feed sets one, manual again after an edit', async () => {
    expect(await getProduct(ring.id)).toMatchObject({ rateSource: 'manual', rateIsFallback: false });

    const gold = await metal('Gold');
    const silver = await metal('Silver');
    const platinum = await metal('Platinum');
    const round = await fetchQuoting({
      gold: gold.pricePerGram + 60,
      silver: silver.pricePerGram,
      platinum: platinum.pricePerGram,
    });
    if (round.skipped) throw new Error(`the feed round was skipped: ${round.skipped}`);
    expect(round.metals.map((m) => [m.metal, m.verdict])).toEqual([
      ['Gold', 'applied'],
      ['Silver', 'unchanged'],
      ['Platinum', 'unchanged'],
    ]);
    const fed = await metal('Gold');
    expect(fed.updatedBy).toBe('Rate feed');
    expect(await getProduct(ring.id)).toMatchObject({
      perGram: gold.pricePerGram + 60,
      rateSource: 'feed',
      rateSetAt: fed.updatedAt,
      rateAsOf: fed.updatedAt,
    });

    await setRate('Silver', silver.pricePerGram + 2);
    const edited = await metal('Silver');
    expect(await getProduct(bangle.id)).toMatchObject({ rateSource: 'manual', rateSetAt: edited.updatedAt });
  });

  it('keeps each line’s source and time from the cart through the quote to the order, frozen', async () => {
    const goldAt = (await metal('Gold')).updatedAt;
    const silverAt = (await metal('Silver')).updatedAt;
    expect((await buyer.post('/api/cart', { productId: ring.id, quantity: 1 })).statusCode).toBe(200);
    expect((await buyer.post('/api/cart', { productId: bangle.id, quantity: 2 })).statusCode).toBe(200);
    const cart = (await buyer.get('/api/cart')).json<Cart>();
    expect(cart.lines.map((line) => [line.name, line.rateSource, line.rateSetAt])).toEqual([
      ['Source Test Ring', 'feed', goldAt],
      ['Source Test Bangle', 'manual', silverAt],
    ]);
    const started = await buyer.post('/api/checkout/quote');
    expect(started.statusCode, started.body).toBe(200);
    const { quote } = started.json<CheckoutSession>();
    expect(quote.lines.map((line) => [line.breakup?.rateSource, line.breakup?.rateSetAt])).toEqual([
      ['feed', goldAt],
      ['manual', silverAt],
    ]);

    // Bought at the quote: the order keeps the quoted rates' sources, not today's.
    const order = await buy(buyer, []);
    const frozen = [
      ['feed', goldAt],
      ['manual', silverAt],
    ];
    expect(order.lines.map((line) => [line.breakup?.rateSource, line.breakup?.rateSetAt])).toEqual(frozen);
    await setRate('Gold', (await metal('Gold')).pricePerGram + 5);
    expect((await getProduct(ring.id)).rateSource).toBe('manual');
    const again = (await buyer.get(`/api/orders/${order.id}`)).json<Order>();
    expect(again.lines.map((line) => [line.breakup?.rateSource, line.breakup?.rateSetAt])).toEqual(frozen);

    // The billing CSV: one value per line, in the order of its items.
    expect(await csvRow(order)).toMatchObject({
      items: 'Source Test Ring; Source Test Bangle',
      'rate source': 'feed; manual',
      'rate set at': `${goldAt}; ${silverAt}`,
    });
  });

  it('says feed for a held move an admin approved', async () => {
    const gold = await metal('Gold');
    const silver = await metal('Silver');
    const platinum = await metal('Platinum');
    const wild = Math.round(gold.pricePerGram * 1.2);
    await fetchQuoting({ gold: wild, silver: silver.pricePerGram, platinum: platinum.pricePerGram });
    const status = (await admin.get('/api/admin/rate-feed')).json<RateFeedStatus>();
    expect(status.pending.map((p) => p.metal)).toEqual(['Gold']);
    expect((await getProduct(ring.id)).rateSource).toBe('manual');
    const approved = await admin.post(`/api/admin/rate-feed/pending/${status.pending[0]!.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await metal('Gold');
    expect(after.updatedBy).toBe('Rate Source Owner (feed)');
    expect(await getProduct(ring.id)).toMatchObject({ perGram: wild, rateSource: 'feed', rateSetAt: after.updatedAt });
  });

  it('says standby, with no time, for a metal with no stored rate, and sells nothing at it', async () => {
    const band = await createProduct('Source Test Band', 'Platinum', 950);
    await t.database.db.delete(metalPrices).where(eq(metalPrices.metal, 'Platinum'));
    t.app.services.rates.invalidate();
    expect(await getProduct(band.id)).toMatchObject({ rateSource: 'standby', rateSetAt: null, rateIsFallback: true });

    const shopper = new TestShopper(t.app);
    await shopper.register(undefined, 'Standby Buyer');
    expect((await shopper.post('/api/cart', { productId: band.id, quantity: 1 })).statusCode).toBe(200);
    const [line] = (await shopper.get('/api/cart')).json<Cart>().lines;
    expect(line).toMatchObject({ rateSource: 'standby', rateSetAt: null, priceReview: 'standby' });
    const quote = await shopper.post('/api/checkout/quote');
    expect(quote.statusCode).toBe(409);
    expect(quote.json()).toMatchObject({ error: 'price_under_review' });
  });
});
