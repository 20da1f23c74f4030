import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import { RECIPE_DEFAULTS } from '#domain/catalog/piece-recipe.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import { rateAlertsOf } from '#domain/rates/rate-alerts.ts';
import type { FeedMetal } from '#domain/rates/rate-feed.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { runRateFeed } from '../jobs/rate-feed.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import type { RateFeedSettings } from '../modules/rate-feed/rate-feed.settings.ts';
import { offlinePayments } from '../providers/payments/offline-payments.tables.ts';
import {
  standInSettings,
  startFeedStandIn,
  TROY_OUNCE_GRAMS,
  type FeedStandIn,
} from '../testing/rate-feed-stand-in.ts';
import { GOOD_CARD, TEST_SHIPPING, TestShopper, piecesAsTheyAre } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';
import { rateWarnings } from '../workflows/admin/rate-warnings.ts';
import { rejectPendingRate } from '../workflows/rate-feed/rate-feed-actions.ts';

// A shop with a live feed (the stand-in of a metals API) and a clock of its own: a price is sold
// only while its rate is stored, no move waits for approval, and the feed confirmed it within
// RATE_MAX_AGE_MINUTES of market time. Each refusal is checked on the quote, on the payment of a
// quote made before, and in the product and cart answers.

const MINUTE = 60_000;
const ADMIN = { id: 'user_admin', name: 'Noor Admin', email: 'noor@example.com' };
/** A Wednesday, 10:00 in New York: the market trades. */
const WEDNESDAY = Date.parse('2026-12-02T15:00:00Z');
/** The Saturday after, 10:00 in New York: the market is shut. */
const SATURDAY = Date.parse('2026-12-05T15:00:00Z');

let t: TestApp;
let feed: FeedStandIn;
let clock = WEDNESDAY;
let catalogue: Product[];
let settings: RateFeedSettings;

beforeAll(async () => {
  feed = await startFeedStandIn();
  settings = standInSettings(feed);
  t = await createTestApp(
    { authRateLimits: ROOMY_AUTH_LIMITS, rateFeed: settings, rateMaxAgeMinutes: 60 },
    { now: () => new Date(clock) },
  );
  await seedDemoDataIfEmpty(t.database.db);
  await confirmRates();
  catalogue = await piecesAsTheyAre(t.app);
});
afterAll(async () => {
  await t.close();
  await feed.stop();
});

/** The stand-in quotes these per-gram rates (cents), per troy ounce as the services do. */
function quote(perGramCents: Partial<Record<FeedMetal, number>>) {
  const ounce = (cents: number) => Math.round((cents / 100) * TROY_OUNCE_GRAMS * 1e6) / 1e6;
  if (perGramCents.Gold !== undefined) feed.prices.gold = ounce(perGramCents.Gold);
  if (perGramCents.Silver !== undefined) feed.prices.silver = ounce(perGramCents.Silver);
  if (perGramCents.Platinum !== undefined) feed.prices.platinum = ounce(perGramCents.Platinum);
}

async function storedRates(): Promise<Record<string, number>> {
  const list = await t.app.services.rates.adminList();
  return Object.fromEntries(list.map((metal) => [metal.metal, metal.pricePerGram]));
}

/** A feed round 15 minutes on, quoting every rate as it stands: each is confirmed. */
async function confirmRates() {
  const now = await storedRates();
  quote({ Gold: now.Gold, Silver: now.Silver, Platinum: now.Platinum });
  await feedRound();
  // A confirmation writes no rate: every instance sees it when its 5-second copy expires.
  t.app.services.rates.invalidate();
}

async function feedRound() {
  clock += 15 * MINUTE;
  feed.quotedAt = new Date(clock - MINUTE);
  const report = await runRateFeed(t.app.workflowDeps, settings, new Date(clock));
  expect(report).toMatchObject({ outcome: 'ok' });
  return report;
}

/** The clock moved on with no fetch: noticed when the rates' 5-second copy expires. */
function timePasses(to: number) {
  clock = to;
  t.app.services.rates.invalidate();
}

let nextProduct = 0;
async function pieceOf(metal: Product['metal']): Promise<Product> {
  const candidates = catalogue.filter((p) => p.metal === metal && p.weight > 0);
  const product = candidates[nextProduct++ % candidates.length]!;
  await t.database.db.update(products).set({ stock: 5 }).where(eq(products.id, product.id));
  return product;
}

const productAnswer = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();

async function shopperWith(product: Product) {
  const shopper = new TestShopper(t.app);
  await shopper.register();
  expect((await shopper.post('/api/cart', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
  return shopper;
}

async function quoted(shopper: TestShopper): Promise<CheckoutSession> {
  const started = await shopper.post('/api/checkout/quote');
  expect(started.statusCode, started.body).toBe(200);
  return started.json<CheckoutSession>();
}

const pay = (shopper: TestShopper, quoteId: string) =>
  shopper.post('/api/checkout/pay', { quoteId, shipping: TEST_SHIPPING, card: GOOD_CARD });

const ordersFor = async (reference: string) =>
  (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.transactionId, reference)))[0]!.n;

const paymentStatus = async (id: string) =>
  (await t.database.db.select().from(offlinePayments).where(eq(offlinePayments.id, id)))[0]!.status;

/** The quote is refused, and so is paying the quote made before: no order, the payment released. */
async function expectRefused(shopper: TestShopper, product: Product, before: CheckoutSession) {
  const refused = await shopper.post('/api/checkout/quote');
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ error: 'price_under_review', reason: 'problem.checkout.priceUnderReview' });
  expect(refused.json().message).toContain(product.name);

  const paid = await pay(shopper, before.quote.id);
  expect(paid.statusCode).toBe(409);
  expect(paid.json().error).toBe('price_under_review');
  expect(await ordersFor(before.payment.intentId)).toBe(0);
  expect(await paymentStatus(before.payment.intentId)).toBe('canceled');
}

/** Once the rate is trusted again, a new quote is paid. */
async function expectSellsAgain(shopper: TestShopper) {
  const session = await quoted(shopper);
  const paid = await pay(shopper, session.quote.id);
  expect(paid.statusCode, paid.body).toBe(200);
}

describe('with a live feed', () => {
  it('sells a piece whose rate the feed confirmed within the hour', async () => {
    const piece = await pieceOf('Gold');
    expect((await productAnswer(piece.id)).priceReview).toBeNull();
    await expectSellsAgain(await shopperWith(piece));
  });

  it('puts a price under review once its rate is older than RATE_MAX_AGE_MINUTES while the market trades', async () => {
    const piece = await pieceOf('Gold');
    const shopper = await shopperWith(piece);
    const before = await quoted(shopper);

    timePasses(clock + 61 * MINUTE);
    expect(await productAnswer(piece.id)).toMatchObject({ id: piece.id, priceReview: 'stale' });
    const cart = (await shopper.get('/api/cart')).json<Cart>();
    expect(cart.lines).toEqual([expect.objectContaining({ productId: piece.id, priceReview: 'stale' })]);
    await expectRefused(shopper, piece, before);
    // The dashboard says so, and the admins are mailed (rate-alerts.ts picks it).
    const { warnings } = await rateWarnings(t.app.workflowDeps, 48);
    const underReview = warnings.filter((warning) => warning.kind === 'rate_under_review');
    expect(underReview.map((warning) => [warning.metal, warning.level])).toContainEqual(['Gold', 'critical']);
    expect(rateAlertsOf(underReview).map((alert) => alert.rule.condition)).toContain(
      'Pieces cannot be bought: a rate is under review',
    );

    // A quote that gives the same rate confirms it.
    await confirmRates();
    expect((await productAnswer(piece.id)).priceReview).toBeNull();
    await expectSellsAgain(shopper);
  });

  it('does not age a rate over the weekend', async () => {
    const piece = await pieceOf('Silver');
    timePasses(SATURDAY);
    try {
      expect((await productAnswer(piece.id)).priceReview).toBeNull();
      await expectSellsAgain(await shopperWith(piece));
    } finally {
      timePasses(WEDNESDAY + 7 * 24 * 60 * MINUTE);
      await confirmRates();
    }
  });

  it("holds a metal's pieces while a move waits for approval, on every instance at once", async () => {
    await confirmRates();
    const gold = await pieceOf('Gold');
    const silver = await pieceOf('Silver');
    const shopper = await shopperWith(gold);
    const before = await quoted(shopper);

    const rates = await storedRates();
    quote({ Gold: Math.round(rates.Gold! * 1.1) });
    const report = await feedRound();
    expect(report).toMatchObject({ metals: expect.arrayContaining([expect.objectContaining({ verdict: 'pending' })]) });
    // No invalidate() here: holding the move announced it as a rate change.
    expect((await productAnswer(gold.id)).priceReview).toBe('move_pending');
    expect((await productAnswer(silver.id)).priceReview).toBeNull();
    await expectRefused(shopper, gold, before);

    const [pending] = await t.app.services.rateFeed.pending();
    await rejectPendingRate(t.app.workflowDeps, ADMIN, pending!.id);
    // The rejected quote confirmed nothing: the next quote at the stored rate does.
    expect((await productAnswer(gold.id)).priceReview).not.toBe('move_pending');
    await confirmRates();
    expect((await productAnswer(gold.id)).priceReview).toBeNull();
    await expectSellsAgain(shopper);
  });

  it('never holds a piece priced by its stones alone', async () => {
    const id = await t.app.services.catalog.create({
      ...RECIPE_DEFAULTS,
      name: 'Lab Solitaire Stone',
      category: 'Diamond',
      metal: null,
      weight: 0,
      stones: [{ kind: 'Diamond', origin: 'lab-grown', caratHundredths: 100, count: 1, price: { fixedCents: 90_000 } }],
      shortDescription: 'A loose stone',
      description: 'A loose lab-grown diamond.',
      size: '',
      images: [],
      stock: 3,
      featured: false,
    });
    t.app.workflowDeps.changes.productsChanged();
    timePasses(clock + 3 * 60 * MINUTE);
    try {
      expect((await productAnswer(id)).priceReview).toBeNull();
      const shopper = new TestShopper(t.app);
      await shopper.register();
      expect((await shopper.post('/api/cart', { productId: id, quantity: 1 })).statusCode).toBe(200);
      await expectSellsAgain(shopper);
    } finally {
      await confirmRates();
    }
  });
});
