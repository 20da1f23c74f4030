import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { startFeedStandIn, type FeedStandIn } from '../testing/rate-feed-stand-in.ts';
import { FeedRounds } from '../testing/rate-feed-rounds.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { readRateFeedStatus } from '../workflows/rate-feed/rate-feed-actions.ts';
import { pinMetalRate, unpinMetalRate } from '../workflows/rate-feed/rate-pins.ts';

// A rate an admin pins: the feed leaves it and holds no move for it, until it is unpinned or the
// time the admin chose passes; then the feed has its say again (still within the guard).

const ADMIN = { id: 'user_admin', name: 'Noor Admin', email: 'noor@example.com' };

let t: TestApp;
let feed: FeedStandIn;
let rounds: FeedRounds;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDataIfEmpty(t.database.db);
  feed = await startFeedStandIn();
  rounds = new FeedRounds(() => t.app.workflowDeps, feed);
});
afterAll(async () => {
  await feed.stop();
  await t.close();
});

const deps = () => t.app.workflowDeps;
const pending = async () => (await readRateFeedStatus(deps(), rounds.settings())).pending;

describe('a pinned rate', () => {
  it('is left alone by the feed, small moves and wild ones, and a held move is dropped by the pin', async () => {
    const start = await rounds.quoteCurrent();
    const goldId = await rounds.metalId('Gold');
    rounds.quote({ Gold: Math.round(start.Gold * 1.2) });
    expect((await rounds.round()).Gold).toBe('pending');

    const pinned = await pinMetalRate(deps(), ADMIN, goldId, { until: null });
    expect(pinned).toMatchObject({
      pinned: true,
      pinnedUntil: null,
      pinnedBy: 'Noor Admin',
      pricePerGramHundredthCents: start.Gold,
    });
    expect(await pending()).toEqual([]);
    expect(await deps().services.rates.isPinned('Gold', rounds.clock)).toBe(true);

    expect((await rounds.round()).Gold).toBe('pinned');
    rounds.quote({ Gold: start.Gold + 30 });
    expect((await rounds.round()).Gold).toBe('pinned');
    expect((await rounds.rates()).Gold).toBe(start.Gold);
    expect(await pending()).toEqual([]);

    const audit = await deps().services.audit.list({ page: 1, pageSize: 1 });
    expect(audit.items[0]).toMatchObject({ action: 'metal.pin', subject: 'Gold' });
  });

  it('unpinned, the next quote sets it again', async () => {
    const start = await rounds.rates();
    const goldId = await rounds.metalId('Gold');
    const unpinned = await unpinMetalRate(deps(), ADMIN, goldId);
    expect(unpinned).toMatchObject({ pinned: false, pinnedAt: null, pinnedBy: null });
    expect(await deps().services.rates.isPinned('Gold', rounds.clock)).toBe(false);
    rounds.quote({ Gold: start.Gold + 30 });
    expect((await rounds.round()).Gold).toBe('applied');
    expect((await rounds.rates()).Gold).toBe(start.Gold + 30);
    const audit = await deps().services.audit.list({ page: 1, pageSize: 2 });
    expect(audit.items.map((item) => item.action)).toContain('metal.unpin');
  });

  it('pinned until a time: the feed waits until then', async () => {
    const start = await rounds.quoteCurrent();
    const silverId = await rounds.metalId('Silver');
    const until = new Date(rounds.clock.getTime() + 20 * 60_000);
    const pinned = await pinMetalRate(deps(), ADMIN, silverId, { until: until.toISOString() });
    expect(pinned).toMatchObject({ pinned: true, pinnedUntil: until.toISOString() });
    rounds.quote({ Silver: start.Silver + 2 });
    expect((await rounds.round()).Silver).toBe('pinned');
    expect((await rounds.rates()).Silver).toBe(start.Silver);
    // 30 minutes on, the pin has run out.
    expect(await deps().services.rates.isPinned('Silver', new Date(until.getTime() + 1))).toBe(false);
    expect((await rounds.round()).Silver).toBe('applied');
    expect((await rounds.rates()).Silver).toBe(start.Silver + 2);
  });

  it('cannot be pinned until a time already past, nor for a metal that does not exist', async () => {
    const goldId = await rounds.metalId('Gold');
    await expect(
      pinMetalRate(deps(), ADMIN, goldId, { until: new Date(Date.now() - 60_000).toISOString() }),
    ).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(pinMetalRate(deps(), ADMIN, 'metal_missing', { until: null })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
