import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateToCents } from '#domain/rates/rate-units.ts';
import type { AuditList } from '#domain/admin/audit.ts';
import type { PendingImpact } from '#domain/rates/feed-guard.ts';
import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import type { RateFeedStatus } from '#domain/rates/rate-feed.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { productPrices } from '#server/modules/catalog/catalog.tables.ts';
import { startFeedStandIn, type FeedStandIn } from '#server/testing/rate-feed-stand-in.ts';
import { FeedRounds } from '#server/testing/rate-feed-rounds.ts';
import { TestShopper } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';

// The guard's admin API: the anchor and bands on the feed status, pinning a metal's rate, and
// the impact of a held move before it is approved.

let feed: FeedStandIn;
let rounds: FeedRounds;
let t: TestApp;
let admin: TestShopper;
let customer: TestShopper;
let visitor: TestShopper;

beforeAll(async () => {
  feed = await startFeedStandIn();
  rounds = new FeedRounds(() => t.app.workflowDeps, feed);
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS, rateFeed: rounds.settings() });
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

const ROUTES = [
  ['PUT', '/api/admin/metals/metal_x/pin', { until: null }],
  ['DELETE', '/api/admin/metals/metal_x/pin', undefined],
  ['GET', '/api/admin/rate-feed/pending/feedq_x/impact', undefined],
] as const;

describe('access', () => {
  it.each(ROUTES)('%s %s: a visitor gets 401, a customer 403', async (method, url, body) => {
    expect((await visitor.request(method, url, body)).statusCode).toBe(401);
    expect((await customer.request(method, url, body)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/rate-feed', () => {
  it("shows each metal's band, the future limit and the anchor a move is measured from", async () => {
    const gold = await metal('Gold');
    const { guard } = (await admin.get('/api/admin/rate-feed')).json<RateFeedStatus>();
    expect(guard!.maxFutureMinutes).toBe(5);
    expect(guard!.bands).toContainEqual({ metal: 'Gold', minCents: 10_00, maxCents: 500_00 });
    expect(guard!.anchors.find((anchor) => anchor.metal === 'Gold')).toMatchObject({
      rate: gold.pricePerGramHundredthCents,
      basis: 'day_ago',
      by: null,
    });
    expect(guard!.anchors.map((anchor) => anchor.metal)).not.toContain('Diamond');

    expect((await admin.patch(`/api/metals/${gold.id}`, { pricePerGram: gold.pricePerGram + 4 })).statusCode).toBe(200);
    const after = (await admin.get('/api/admin/rate-feed')).json<RateFeedStatus>().guard!;
    expect(after.anchors.find((anchor) => anchor.metal === 'Gold')).toMatchObject({
      rate: (gold.pricePerGram + 4) * 100,
      basis: 'admin',
      by: 'Samira Owner',
    });
  });
});

describe('PUT and DELETE /api/admin/metals/:id/pin', () => {
  it('pins until a time, shows it on the metal list, audits it, and unpins', async () => {
    const silver = await metal('Silver');
    expect(silver).toMatchObject({ pinned: false, pinnedAt: null, pinnedUntil: null });
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const pinned = await admin.request('PUT', `/api/admin/metals/${silver.id}/pin`, { until });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json<AdminMetal>()).toMatchObject({ pinned: true, pinnedUntil: until, pinnedBy: 'Samira Owner' });
    expect(await metal('Silver')).toMatchObject({ pinned: true, pinnedUntil: until });
    const [entry] = (await admin.get('/api/admin/audit?pageSize=1')).json<AuditList>().items;
    expect(entry).toMatchObject({ action: 'metal.pin', subject: 'Silver', changes: { pinned: { to: until } } });

    const unpinned = await admin.delete(`/api/admin/metals/${silver.id}/pin`);
    expect(unpinned.statusCode).toBe(200);
    expect(unpinned.json<AdminMetal>()).toMatchObject({ pinned: false, pinnedAt: null });
    const [last] = (await admin.get('/api/admin/audit?pageSize=1')).json<AuditList>().items;
    expect(last).toMatchObject({ action: 'metal.unpin', subject: 'Silver' });
  });

  it.each([
    [{}, 'no until'],
    [{ until: 'tomorrow' }, 'not a time'],
    [{ until: '2020-01-01T00:00:00Z' }, 'a time already past'],
    [{ until: null, extra: 1 }, 'an unknown field'],
  ] as Array<[unknown, string]>)('refuses %j (%s) with a 400', async (body) => {
    const gold = await metal('Gold');
    const response = await admin.request('PUT', `/api/admin/metals/${gold.id}/pin`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input' });
  });

  it('answers 404 for a metal that does not exist', async () => {
    expect((await admin.request('PUT', '/api/admin/metals/metal_missing/pin', { until: null })).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/metals/metal_missing/pin')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/rate-feed/pending/:id/impact', () => {
  it('counts the pieces a held move reprices, their total, smallest and largest change, as approving does', async () => {
    const current = await rounds.quoteCurrent();
    const wild = Math.round(current.Gold * 1.3);
    rounds.quote({ Gold: wild });
    expect((await rounds.round({ quotedAt: new Date(Date.now() + 60_000) })).Gold).toBe('pending');
    const [pending] = (await admin.get('/api/admin/rate-feed')).json<RateFeedStatus>().pending;

    const response = await admin.get(`/api/admin/rate-feed/pending/${pending!.id}/impact`);
    expect(response.statusCode).toBe(200);
    const impact = response.json<PendingImpact>();
    expect(impact).toMatchObject({
      id: pending!.id,
      metal: 'Gold',
      fromCents: rateToCents(current.Gold),
      toCents: rateToCents(wild),
    });

    // What approving really does to the kept prices.
    const prices = () =>
      t.database.db
        .select({ id: productPrices.productId, cents: productPrices.priceCents })
        .from(productPrices)
        .where(eq(productPrices.metal, 'Gold'));
    const before = new Map((await prices()).map((row) => [row.id, row.cents]));
    expect((await admin.post(`/api/admin/rate-feed/pending/${pending!.id}/approve`)).statusCode).toBe(200);
    const changes = (await prices()).map((row) => row.cents - before.get(row.id)!).filter((change) => change !== 0);
    const bySize = [...changes].sort((a, b) => Math.abs(a) - Math.abs(b));
    expect(changes.length).toBeGreaterThan(1);
    expect(impact).toMatchObject({
      pieces: changes.length,
      totalChangeCents: changes.reduce((sum, change) => sum + change, 0),
      smallestChangeCents: bySize[0],
      largestChangeCents: bySize.at(-1),
    });

    expect((await admin.get(`/api/admin/rate-feed/pending/${pending!.id}/impact`)).statusCode).toBe(404);
  });
});
