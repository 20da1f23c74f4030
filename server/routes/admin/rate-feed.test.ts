import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '#domain/admin/audit.ts';
import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { moveBasisPoints, type RateFeedStatus } from '#domain/rates/rate-feed.ts';
import type { RateWarningList } from '#domain/rates/rate-warnings.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { runRateFeed } from '#server/jobs/rate-feed.ts';
import type { RateFeedSettings } from '#server/modules/rate-feed/rate-feed.settings.ts';
import { standInSettings, startFeedStandIn, type FeedStandIn } from '#server/testing/rate-feed-stand-in.ts';
import { TestShopper } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';

// The Metal Price page's feed API: who may use it, what it shows (never the address or the key),
// premiums, and approving or rejecting a move the guard held back.

const OUNCE = 31.1035;
let feed: FeedStandIn;
let settings: RateFeedSettings;
let t: TestApp;
let admin: TestShopper;
let customer: TestShopper;
let visitor: TestShopper;
let clock = new Date();

beforeAll(async () => {
  feed = await startFeedStandIn();
  settings = standInSettings(feed);
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS, rateFeed: settings });
  await seedDemoDataIfEmpty(t.database.db);
  admin = new TestShopper(t.app);
  await admin.register(undefined, 'Samira Owner');
  const me = (await admin.get('/api/me')).json<{ user: { id: string } }>().user;
  await t.app.services.accounts.setRole({ id: 'system', role: 'owner' }, me.id, 'owner');
  customer = new TestShopper(t.app);
  await customer.register();
  visitor = new TestShopper(t.app);
});
afterAll(async () => {
  await t.close();
  await feed.stop();
});

async function metal(name: string): Promise<AdminMetal> {
  return (await admin.get('/api/admin/metals')).json<AdminMetal[]>().find((m) => m.metal === name)!;
}

/** The stand-in quotes these per-gram rates (cents) per troy ounce; then one round of the job. */
async function fetchQuoting(perGram: { gold: number; silver: number; platinum: number }) {
  feed.prices = {
    gold: ((perGram.gold / 100) * OUNCE * 1e6) / 1e6,
    silver: ((perGram.silver / 100) * OUNCE * 1e6) / 1e6,
    platinum: ((perGram.platinum / 100) * OUNCE * 1e6) / 1e6,
  };
  clock = new Date(clock.getTime() + 15 * 60_000);
  feed.quotedAt = new Date(clock.getTime() - 60_000);
  return runRateFeed(t.app.workflowDeps, settings, clock);
}

const ROUTES = [
  ['GET', '/api/admin/rate-feed', undefined],
  ['PATCH', '/api/admin/rate-feed/premiums', { Gold: 100 }],
  ['POST', '/api/admin/rate-feed/pending/feedq_x/approve', undefined],
  ['POST', '/api/admin/rate-feed/pending/feedq_x/reject', undefined],
] as const;

describe('access', () => {
  it.each(ROUTES)('%s %s: a visitor gets 401, a customer 403', async (method, url, body) => {
    const asVisitor = await visitor.request(method, url, body);
    expect(asVisitor.statusCode).toBe(401);
    expect(asVisitor.json()).toMatchObject({ error: 'unauthorized' });
    const asCustomer = await customer.request(method, url, body);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ error: 'forbidden' });
  });
});

describe('GET /api/admin/rate-feed', () => {
  it('says whether the feed is configured, its format and host, never its address or key', async () => {
    const response = await admin.get('/api/admin/rate-feed');
    expect(response.statusCode).toBe(200);
    const status = response.json<RateFeedStatus>();
    expect(status).toMatchObject({
      configured: true,
      format: 'metals.dev',
      source: new URL(feed.origin).host,
      intervalMinutes: 15,
      maxMoveBasisPoints: 500,
      maxAgeHours: 72,
      lastFetch: null,
      pending: [],
    });
    expect(status.premiums.map((p) => [p.metal, p.basisPoints])).toEqual([
      ['Gold', 0],
      ['Silver', 0],
      ['Platinum', 0],
    ]);
    expect(response.body).not.toContain(feed.key);
    expect(response.body).not.toContain('/v1/latest');
  });

  it('is "not configured" on a shop without RATE_FEED_URL', async () => {
    const bare = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
    try {
      const owner = new TestShopper(bare.app);
      await owner.register();
      const me = (await owner.get('/api/me')).json<{ user: { id: string } }>().user;
      await bare.app.services.accounts.setRole({ id: 'system', role: 'owner' }, me.id, 'owner');
      expect((await owner.get('/api/admin/rate-feed')).json<RateFeedStatus>()).toMatchObject({
        configured: false,
        format: null,
        source: null,
        lastFetch: null,
      });
    } finally {
      await bare.close();
    }
  });
});

describe('PATCH /api/admin/rate-feed/premiums', () => {
  it.each([
    [{}, 'no metal'],
    [{ Gold: 2.5 }, 'not whole basis points'],
    [{ Gold: -10 }, 'negative'],
    [{ Silver: 10_001 }, 'above 100 %'],
    [{ Diamond: 100 }, 'diamond'],
    [{ Gold: '250' }, 'a string'],
    [[250], 'not an object'],
  ] as Array<[unknown, string]>)('refuses %j (%s) with a 400', async (body) => {
    const response = await admin.patch('/api/admin/rate-feed/premiums', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input' });
  });

  it('sets premiums, audited, and the next fetch applies them', async () => {
    const gold = await metal('Gold');
    const silver = await metal('Silver');
    const platinum = await metal('Platinum');
    const response = await admin.patch('/api/admin/rate-feed/premiums', { Gold: 250, Platinum: 100 });
    expect(response.statusCode).toBe(200);
    expect(response.json<RateFeedStatus>().premiums).toEqual([
      expect.objectContaining({ metal: 'Gold', basisPoints: 250, updatedBy: 'Samira Owner' }),
      expect.objectContaining({ metal: 'Silver', basisPoints: 0, updatedBy: null }),
      expect.objectContaining({ metal: 'Platinum', basisPoints: 100, updatedBy: 'Samira Owner' }),
    ]);
    const audit = (await admin.get('/api/admin/audit?pageSize=2')).json<AuditList>().items;
    // Both in one transaction, at the same time: in either order.
    expect(audit.map((entry) => [entry.action, entry.subject, entry.changes])).toEqual(
      expect.arrayContaining([
        ['rate_feed.premium', 'Platinum', { premiumBasisPoints: { from: 0, to: 100 } }],
        ['rate_feed.premium', 'Gold', { premiumBasisPoints: { from: 0, to: 250 } }],
      ]),
    );

    try {
      // Spot at today's rates: with the premium, gold +2.5 % (a move within the 5 % guard).
      const report = await fetchQuoting({
        gold: gold.pricePerGram,
        silver: silver.pricePerGram,
        platinum: platinum.pricePerGram,
      });
      expect(report).toMatchObject({ outcome: 'ok' });
      expect((await metal('Gold')).pricePerGram).toBe(Math.floor((gold.pricePerGram * 10_250 + 5_000) / 10_000));
      expect((await metal('Gold')).updatedBy).toBe('Rate feed');
    } finally {
      await admin.patch('/api/admin/rate-feed/premiums', { Gold: 0, Platinum: 0 });
    }
  });
});

describe('moves held back for approval', () => {
  it('shows a wild move on the status and in the dashboard warnings; approving applies it as the admin (feed)', async () => {
    const gold = await metal('Gold');
    const silver = await metal('Silver');
    const platinum = await metal('Platinum');
    const wild = gold.pricePerGram * 2;
    await fetchQuoting({ gold: wild, silver: silver.pricePerGram, platinum: platinum.pricePerGram });

    const status = (await admin.get('/api/admin/rate-feed')).json<RateFeedStatus>();
    expect(status.lastFetch).toMatchObject({ outcome: 'ok' });
    expect(status.pending).toEqual([
      // The feed's earlier quotes left gold at a hundredth of a cent ($77.2850): the move is measured from it.
      expect.objectContaining({
        metal: 'Gold',
        fromCents: gold.pricePerGram,
        fromRate: gold.pricePerGramHundredthCents,
        toCents: wild,
        toRate: wild * 100,
        moveBasisPoints: moveBasisPoints(gold.pricePerGramHundredthCents, wild * 100),
      }),
    ]);
    const warnings = (await admin.get('/api/admin/rate-warnings')).json<RateWarningList>().warnings;
    expect(warnings).toContainEqual(
      expect.objectContaining({ kind: 'feed_move_pending', metal: 'Gold', level: 'warning' }),
    );
    expect((await metal('Gold')).pricePerGram).toBe(gold.pricePerGram);

    const approved = await admin.post(`/api/admin/rate-feed/pending/${status.pending[0]!.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<MetalPrice>()).toMatchObject({ metal: 'Gold', pricePerGram: wild });
    const after = await metal('Gold');
    expect(after).toMatchObject({ pricePerGram: wild, updatedBy: 'Samira Owner (feed)' });
    expect(after.history.at(-1)).toMatchObject({ from: gold.pricePerGram, to: wild, by: 'Samira Owner (feed)' });
    // The storefront follows at once.
    const ticker = (await t.app.inject({ method: 'GET', url: '/api/metals' })).json<MetalPrice[]>();
    expect(ticker.find((m) => m.metal === 'Gold')!.pricePerGram).toBe(wild);

    const twice = await admin.post(`/api/admin/rate-feed/pending/${status.pending[0]!.id}/approve`);
    expect(twice.statusCode).toBe(404);
    expect((await admin.get('/api/admin/rate-warnings')).json<RateWarningList>().warnings).not.toContainEqual(
      expect.objectContaining({ kind: 'feed_move_pending' }),
    );
  });

  it('rejecting discards the move, keeps the rate and is audited', async () => {
    const gold = await metal('Gold');
    const silver = await metal('Silver');
    const platinum = await metal('Platinum');
    await fetchQuoting({ gold: gold.pricePerGram, silver: silver.pricePerGram, platinum: platinum.pricePerGram * 3 });
    const [pending] = (await admin.get('/api/admin/rate-feed')).json<RateFeedStatus>().pending;
    expect(pending).toMatchObject({ metal: 'Platinum' });

    const rejected = await admin.post(`/api/admin/rate-feed/pending/${pending!.id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<RateFeedStatus>().pending).toEqual([]);
    expect((await metal('Platinum')).pricePerGram).toBe(platinum.pricePerGram);
    const [entry] = (await admin.get('/api/admin/audit?pageSize=1')).json<AuditList>().items;
    expect(entry).toMatchObject({ action: 'rate_feed.reject', subject: 'Platinum', actor: { name: 'Samira Owner' } });
    expect((await admin.post(`/api/admin/rate-feed/pending/${pending!.id}/reject`)).statusCode).toBe(404);
  });

  it('refuses a move once the rate changed after the quote (409), and drops it', async () => {
    const gold = await metal('Gold');
    const silver = await metal('Silver');
    const platinum = await metal('Platinum');
    await fetchQuoting({ gold: gold.pricePerGram, silver: silver.pricePerGram * 2, platinum: platinum.pricePerGram });
    const [pending] = (await admin.get('/api/admin/rate-feed')).json<RateFeedStatus>().pending;
    expect((await admin.patch(`/api/metals/${silver.id}`, { pricePerGram: silver.pricePerGram + 3 })).statusCode).toBe(
      200,
    );
    const approve = await admin.post(`/api/admin/rate-feed/pending/${pending!.id}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ error: 'conflict' });
    expect((await metal('Silver')).pricePerGram).toBe(silver.pricePerGram + 3);
    expect((await admin.get('/api/admin/rate-feed')).json<RateFeedStatus>().pending).toEqual([]);
  });

  it('a failed fetch shows on the status and as a dashboard warning', async () => {
    feed.mode = 'fail';
    try {
      await fetchQuoting({ gold: 1, silver: 1, platinum: 1 });
    } finally {
      feed.mode = 'ok';
    }
    const status = (await admin.get('/api/admin/rate-feed')).json<RateFeedStatus>();
    expect(status.lastFetch).toMatchObject({
      outcome: 'failed',
      failure: 'http',
      problem: 'HTTP 500: Internal server error.',
    });
    const warnings = (await admin.get('/api/admin/rate-warnings')).json<RateWarningList>().warnings;
    expect(warnings).toContainEqual(expect.objectContaining({ kind: 'feed_fetch_failed', metal: null }));
  });
});
