import { and, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateFeedWarnings } from '#domain/rates/rate-feed-warnings.ts';
import type { FeedMetal } from '#domain/rates/rate-feed.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { startFeedStandIn, type FeedStandIn } from '../testing/rate-feed-stand-in.ts';
import { FeedRounds } from '../testing/rate-feed-rounds.ts';
import { GOOD_CARD, TEST_SHIPPING, TestShopper } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';
import { setMetalPrice } from '../workflows/admin/admin-writes.ts';
import { readRateFeedStatus, rejectPendingRate } from '../workflows/rate-feed/rate-feed-actions.ts';

// A feed that lies, drifts or breaks, against the stand-in of the metals APIs: in every case no
// stored rate moves past the guard (RATE_FEED_MAX_MOVE_PERCENT of the anchor, 5 % here), and a
// move beyond it only waits for an admin.

const ADMIN = { id: 'user_admin', name: 'Noor Admin', email: 'noor@example.com' };
const JSON_FEED = {
  paths: {
    Gold: ['data', 'prices', 'gold'],
    Silver: ['data', 'prices', 'silver'],
    Platinum: ['data', 'prices', 'platinum'],
  },
  unit: 'per_ounce' as const,
  timestampPath: ['asOf'],
};

let t: TestApp;
let feed: FeedStandIn;
let rounds: FeedRounds;

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  feed = await startFeedStandIn();
  rounds = new FeedRounds(() => t.app.workflowDeps, feed);
});
afterAll(async () => {
  await feed.stop();
  await t.close();
});
beforeEach(() => {
  feed.mode = 'ok';
  feed.omit = [];
  feed.jsonUnit = 'toz';
});
afterEach(async () => {
  for (const pending of (await status()).pending) await rejectPendingRate(t.app.workflowDeps, ADMIN, pending.id);
});

const status = () => readRateFeedStatus(t.app.workflowDeps, rounds.settings());
const pendingOf = async (metal: FeedMetal) => (await status()).pending.find((move) => move.metal === metal);
const anchorOf = async (metal: FeedMetal) => (await status()).guard!.anchors.find((anchor) => anchor.metal === metal)!;
const warningKinds = async () => rateFeedWarnings(await status(), rounds.clock).map((w) => [w.kind, w.metal]);

/** Within 5 % of the anchor, exactly as the guard compares. */
function withinGuard(cents: number, anchor: number): boolean {
  return Math.abs(cents - anchor) * 10_000 <= 500 * anchor;
}

describe('a feed walking the rate down in steps', () => {
  it('4 % a step for 30 rounds: one step is applied, every later one waits for approval', async () => {
    const start = await rounds.quoteCurrent();
    const anchor = (await anchorOf('Gold')).rate;
    let quoted = start.Gold;
    for (let step = 1; step <= 30; step++) {
      quoted = Math.round(quoted * 0.96);
      rounds.quote({ Gold: quoted });
      const verdicts = await rounds.round({ settings: { intervalMinutes: 1 }, minutes: 1 });
      expect(verdicts.Gold).toBe(step === 1 ? 'applied' : 'pending');
      expect(withinGuard((await rounds.rates()).Gold, anchor)).toBe(true);
    }
    expect((await rounds.rates()).Gold).toBe(Math.round(start.Gold * 0.96));
    // The one move waiting is the newest quote, from the rate the step left.
    expect(await pendingOf('Gold')).toMatchObject({ fromRate: Math.round(start.Gold * 0.96), toRate: quoted });
    expect(await anchorOf('Gold')).toMatchObject({ rate: anchor, basis: 'day_ago' });
  });

  it("95.1 % of the current rate each minute: held after one step, the guard's limit never passed", async () => {
    await rounds.quoteCurrent();
    const anchor = (await anchorOf('Gold')).rate;
    for (let minute = 0; minute < 10; minute++) {
      rounds.quote({ Gold: Math.round((await rounds.rates()).Gold * 0.951) });
      await rounds.round({ settings: { intervalMinutes: 1 }, minutes: 1 });
      expect(withinGuard((await rounds.rates()).Gold, anchor)).toBe(true);
    }
    expect(await pendingOf('Gold')).toBeDefined();
  });

  it('an approved move is the new anchor: the walk starts again from it', async () => {
    const start = await rounds.quoteCurrent();
    const goldId = await rounds.metalId('Gold');
    await setMetalPrice(t.app.workflowDeps, ADMIN, goldId, start.Gold + 1);
    expect(await anchorOf('Gold')).toMatchObject({ rate: start.Gold + 1, basis: 'admin', by: 'Noor Admin' });
    rounds.quote({ Gold: Math.round((start.Gold + 1) * 1.04) });
    expect((await rounds.round({ quotedAt: new Date(Date.now() + 60_000) })).Gold).toBe('applied');
    rounds.quote({ Gold: Math.round((start.Gold + 1) * 1.08) });
    expect((await rounds.round({ quotedAt: new Date(Date.now() + 60_000) })).Gold).toBe('pending');
    expect((await rounds.rates()).Gold).toBe(Math.round((start.Gold + 1) * 1.04));
  });
});

describe('quotes the guard refuses outright: no rate moves and no move waits', () => {
  it('dated in the future (2099): refused, the owner’s manual rate stands, the dashboard says why', async () => {
    const start = await rounds.quoteCurrent();
    const goldId = await rounds.metalId('Gold');
    await setMetalPrice(t.app.workflowDeps, ADMIN, goldId, start.Gold - 5);
    rounds.quote({ Gold: start.Gold + 100, Silver: start.Silver + 1 });
    const verdicts = await rounds.round({ quotedAt: new Date('2099-01-01T00:00:00Z') });
    expect(verdicts).toEqual({ Gold: 'future', Silver: 'future', Platinum: 'future' });
    expect(await rounds.rates()).toMatchObject({ Gold: start.Gold - 5, Silver: start.Silver });
    expect((await status()).pending).toEqual([]);
    expect(await warningKinds()).toContainEqual(['feed_quote_future', 'Gold']);

    // A few minutes ahead is a clock's skew, not a lie: taken (RATE_FEED_MAX_FUTURE_MINUTES, 5).
    const skewed = await rounds.round({ quotedAt: new Date(rounds.clock.getTime() + 15 * 60_000 + 3 * 60_000) });
    expect(skewed.Gold).toBe('applied');
  });

  it('a tick ten times the rate, for each metal', async () => {
    const start = await rounds.quoteCurrent();
    rounds.quote({ Gold: start.Gold * 10, Silver: start.Silver * 10, Platinum: start.Platinum * 10 });
    expect(await rounds.round()).toEqual({ Gold: 'invalid', Silver: 'invalid', Platinum: 'invalid' });
    expect(await rounds.rates()).toEqual(start);
    expect((await status()).pending).toEqual([]);
    const [gold] = rateFeedWarnings(await status(), rounds.clock);
    expect(gold).toMatchObject({ kind: 'feed_quote_invalid', metal: 'Gold' });
    expect(gold!.message).toContain('the plausible range is $10.00–$500.00');
  });

  it('a price per kilogram, or per gram, read as per ounce', async () => {
    const start = await rounds.quoteCurrent();
    const json = { format: 'json' as const, url: `${feed.origin}/json`, json: JSON_FEED };
    for (const unit of ['kg', 'g'] as const) {
      feed.jsonUnit = unit;
      expect(await rounds.round({ settings: json })).toEqual({
        Gold: 'invalid',
        Silver: 'invalid',
        Platinum: 'invalid',
      });
      expect(await rounds.rates()).toEqual(start);
    }
    expect((await status()).pending).toEqual([]);
    // The same answer in the unit the shop reads is taken.
    feed.jsonUnit = 'toz';
    rounds.quote({ Gold: start.Gold + 10 });
    expect((await rounds.round({ settings: json })).Gold).toBe('applied');
  });

  it('a stale quote: four days old, each metal keeps its rate', async () => {
    const start = await rounds.quoteCurrent();
    rounds.quote({ Gold: start.Gold + 50 });
    const verdicts = await rounds.round({ quotedAt: new Date(rounds.clock.getTime() - 4 * 24 * 3_600_000) });
    expect(verdicts).toEqual({ Gold: 'stale', Silver: 'stale', Platinum: 'stale' });
    expect(await rounds.rates()).toEqual(start);
    expect((await status()).pending).toEqual([]);
  });

  it('a metal missing from the answer keeps its rate; the others follow', async () => {
    const start = await rounds.quoteCurrent();
    feed.omit = ['platinum'];
    rounds.quote({ Gold: start.Gold + 20, Platinum: start.Platinum * 2 });
    expect(await rounds.round()).toEqual({ Gold: 'applied', Silver: 'unchanged', Platinum: 'missing' });
    expect(await rounds.rates()).toMatchObject({ Gold: start.Gold + 20, Platinum: start.Platinum });
    expect(await pendingOf('Platinum')).toBeUndefined();
    expect(await warningKinds()).toContainEqual(['feed_quote_missing', 'Platinum']);
  });
});

describe('no order at a rate the guard holds', () => {
  it('a gold piece cannot be bought while a held gold move waits, and sells again once it is decided', async () => {
    const start = await rounds.quoteCurrent();
    const [piece] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.metal, 'Gold'), gt(products.stock, 0), isNull(products.sizing)))
      .limit(1);
    const shopper = new TestShopper(t.app);
    await shopper.register(undefined, 'Hostile Feed Buyer');
    expect((await shopper.post('/api/cart', { productId: piece!.id, quantity: 1 })).statusCode).toBe(200);
    const before = (await shopper.post('/api/checkout/quote')).json<{ quote: { id: string } }>().quote;
    const ordersBefore = (await t.database.db.select({ id: orders.id }).from(orders)).length;

    rounds.quote({ Gold: Math.round(start.Gold * 0.9) });
    expect((await rounds.round()).Gold).toBe('pending');
    const quote = await shopper.post('/api/checkout/quote');
    expect(quote.statusCode).toBe(409);
    expect(quote.json()).toMatchObject({ error: 'price_under_review' });
    const paid = await shopper.post('/api/checkout/pay', {
      quoteId: before.id,
      shipping: TEST_SHIPPING,
      card: GOOD_CARD,
    });
    expect(paid.statusCode).toBe(409);
    expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);

    await rejectPendingRate(t.app.workflowDeps, ADMIN, (await pendingOf('Gold'))!.id);
    expect((await shopper.post('/api/checkout/quote')).statusCode).toBe(200);
  });
});
