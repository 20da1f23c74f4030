import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { FeedMetal } from '#domain/rates/rate-feed.ts';
import { rateFeedWarnings } from '#domain/rates/rate-feed-warnings.ts';
import type { Metal } from '#domain/rates/rate-table.ts';
import { centsToRate } from '#domain/rates/rate-units.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import type { RateFeedSettings } from '../modules/rate-feed/rate-feed.settings.ts';
import { standInSettings, startFeedStandIn, type FeedStandIn } from '../testing/rate-feed-stand-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { setMetalPrice } from '../workflows/admin/admin-writes.ts';
import {
  approvePendingRate,
  readRateFeedStatus,
  rejectPendingRate,
  setFeedPremiums,
} from '../workflows/rate-feed/rate-feed-actions.ts';
import { runRateFeed, type RateFeedReport } from './rate-feed.ts';
import { capturedLog } from '../testing/captured-log.ts';

// The live rate feed against a local stand-in of the metals APIs, driven round by round with a
// clock that moves 15 minutes a round (no real waiting, no timer).

const MINUTE = 60_000;
const OUNCE = 31.1035;
const ADMIN = { id: 'user_admin', name: 'Noor Admin', email: 'noor@example.com' };

let t: TestApp;
let feed: FeedStandIn;
let clock: Date;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDataIfEmpty(t.database.db);
  feed = await startFeedStandIn();
  clock = new Date();
});
afterAll(async () => {
  await feed.stop();
  await t.close();
});
beforeEach(() => {
  feed.mode = 'ok';
  feed.quotedAt = null;
});

const deps = () => t.app.workflowDeps;

function settings(overrides: Partial<RateFeedSettings> = {}): RateFeedSettings {
  return standInSettings(feed, overrides);
}

/** The next round, 15 minutes after the last; the feed quotes a minute before it unless told otherwise. */
async function round(overrides: Partial<RateFeedSettings> = {}, quotedAt?: Date): Promise<RateFeedReport> {
  clock = new Date(clock.getTime() + 15 * MINUTE);
  feed.quotedAt = quotedAt ?? new Date(clock.getTime() - MINUTE);
  return runRateFeed(deps(), settings(overrides), clock);
}

async function rates(): Promise<Record<Metal, { id: string; cents: number }>> {
  deps().services.rates.invalidate();
  const list = await deps().services.rates.list();
  return Object.fromEntries(list.map((m) => [m.metal, { id: m.id, cents: m.pricePerGram }])) as Record<
    Metal,
    { id: string; cents: number }
  >;
}

/** Tells the stand-in to quote these per-gram rates (cents), per troy ounce as the services do. */
function quote(perGramCents: Partial<Record<FeedMetal, number>>) {
  const ounce = (cents: number) => Math.round((cents / 100) * OUNCE * 1e6) / 1e6;
  if (perGramCents.Gold !== undefined) feed.prices.gold = ounce(perGramCents.Gold);
  if (perGramCents.Silver !== undefined) feed.prices.silver = ounce(perGramCents.Silver);
  if (perGramCents.Platinum !== undefined) feed.prices.platinum = ounce(perGramCents.Platinum);
}

/** Quotes every metal at its current rate, so only what a test moves moves. */
async function quoteCurrent() {
  const now = await rates();
  quote({ Gold: now.Gold.cents, Silver: now.Silver.cents, Platinum: now.Platinum.cents });
}

async function goldPiece(): Promise<Product> {
  const list = await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' });
  const pieces = list.json<{ items: Product[] }>().items.filter((p) => p.metal === 'Gold' && p.weight > 0);
  const piece = await t.app.inject({ method: 'GET', url: `/api/products/${pieces[0]!.id}` });
  return piece.json<Product>();
}

async function lastChange(metal: Metal) {
  const metals = await deps().services.rates.adminList();
  return metals.find((m) => m.metal === metal)!.history.at(-1)!;
}

/** An address nothing listens on: a port the system gave out and took back. */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1/latest`;
}

async function warnings() {
  return rateFeedWarnings(await readRateFeedStatus(deps(), settings()), clock);
}

describe('a good fetch', () => {
  it('moves the rates, every price of the metal and the history, who = the feed', async () => {
    await quoteCurrent();
    const before = await rates();
    const pieceBefore = await goldPiece();
    quote({ Gold: before.Gold.cents + 150, Platinum: before.Platinum.cents - 40 });

    const report = await round();

    expect(report).toMatchObject({ outcome: 'ok', failure: null });
    const after = await rates();
    expect(after.Gold.cents).toBe(before.Gold.cents + 150);
    expect(after.Platinum.cents).toBe(before.Platinum.cents - 40);
    expect(after.Silver.cents).toBe(before.Silver.cents);
    expect(after.Diamond.cents).toBe(before.Diamond.cents);
    if (report.skipped) throw new Error('skipped');
    expect(report.metals.map((m) => [m.metal, m.verdict])).toEqual([
      ['Gold', 'applied'],
      ['Silver', 'unchanged'],
      ['Platinum', 'applied'],
    ]);

    const pieceAfter = await goldPiece();
    expect(pieceAfter.id).toBe(pieceBefore.id);
    expect(pieceAfter.perGram).toBe(before.Gold.cents + 150);
    expect(pieceAfter.price).toBeGreaterThan(pieceBefore.price);

    expect(await lastChange('Gold')).toMatchObject({
      from: before.Gold.cents,
      to: before.Gold.cents + 150,
      by: 'Rate feed',
    });
    const audit = await deps().services.audit.list({ page: 1, pageSize: 1 });
    expect(audit.items[0]).toMatchObject({ action: 'metal.price', actor: { name: 'Rate feed' } });

    // The request the stand-in received: metals.dev's own parameters, the key as api_key.
    const request = feed.requests.at(-1)!;
    expect(request.path).toBe('/v1/latest');
    expect(Object.fromEntries(request.query)).toEqual({ api_key: feed.key, currency: 'USD', unit: 'toz' });
    expect(await warnings()).toEqual([]);
  });

  it("applies the shop's premium per metal, from the next fetch on", async () => {
    await quoteCurrent();
    const spot = (await rates()).Gold.cents;
    await setFeedPremiums(deps(), ADMIN, { Gold: 250 });
    await round();
    // spot × 1.025, rounded half-up once
    expect((await rates()).Gold.cents).toBe(Math.floor((spot * 10_250 + 5_000) / 10_000));
    const status = await readRateFeedStatus(deps(), settings());
    expect(status.premiums.find((p) => p.metal === 'Gold')).toMatchObject({
      basisPoints: 250,
      updatedBy: 'Noor Admin',
    });
    expect(status.lastFetch!.metals.find((m) => m.metal === 'Gold')).toMatchObject({
      verdict: 'applied',
      spotCents: spot,
    });
    await setFeedPremiums(deps(), ADMIN, { Gold: 0 });
    await round();
    expect((await rates()).Gold.cents).toBe(spot);
  });
});

describe('a failed fetch keeps the last good rate and warns', () => {
  it('an HTTP 500', async () => {
    await quoteCurrent();
    const before = await rates();
    quote({ Gold: before.Gold.cents + 100 });
    feed.mode = 'fail';
    const report = await round();
    expect(report).toMatchObject({ outcome: 'failed', failure: 'http', problem: 'HTTP 500: Internal server error.' });
    expect(await rates()).toEqual(before);
    const status = await readRateFeedStatus(deps(), settings());
    expect(status.lastFetch).toMatchObject({ outcome: 'failed', failure: 'http' });
    expect(status.lastGoodAt).not.toBeNull();
    expect(await warnings()).toEqual([expect.objectContaining({ kind: 'feed_fetch_failed', metal: null })]);

    // The next good fetch clears the warning.
    feed.mode = 'ok';
    await round();
    expect((await rates()).Gold.cents).toBe(before.Gold.cents + 100);
    expect(await warnings()).toEqual([]);
  });

  it('no answer within RATE_FEED_TIMEOUT_MS', async () => {
    await quoteCurrent();
    const before = await rates();
    feed.mode = 'hang';
    const started = Date.now();
    const report = await round({ timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(report).toMatchObject({ outcome: 'failed', failure: 'timeout', problem: 'no answer within 300 ms' });
    expect(await rates()).toEqual(before);
    expect((await warnings())[0]!.message).toMatch(/did not answer in time/);
  });

  it('malformed JSON, an answer of another shape, and a refused key', async () => {
    const before = await rates();
    feed.mode = 'malformed';
    expect(await round()).toMatchObject({ outcome: 'failed', failure: 'malformed', problem: 'the answer is not JSON' });
    feed.mode = 'wrong-shape';
    expect(await round()).toMatchObject({ outcome: 'failed', failure: 'malformed' });
    feed.mode = 'ok';
    expect(await round({ key: 'not-the-key' })).toMatchObject({
      outcome: 'failed',
      failure: 'http',
      problem: 'HTTP 401: Invalid API Key: [key]',
    });
    expect(await rates()).toEqual(before);
  });

  it('a feed that cannot be reached', async () => {
    const before = await rates();
    const report = await round({ url: await closedAddress() });
    expect(report).toMatchObject({
      outcome: 'failed',
      failure: 'network',
      problem: 'the request failed (ECONNREFUSED)',
    });
    expect(await rates()).toEqual(before);
  });
});

describe('implausible quotes', () => {
  it('a wild value waits for approval; approving applies it, who = the admin (feed)', async () => {
    await quoteCurrent();
    const before = await rates();
    const wild = Math.round(before.Gold.cents * 1.2);
    quote({ Gold: wild });
    const report = await round();
    if (report.skipped) throw new Error('skipped');
    expect(report.metals.find((m) => m.metal === 'Gold')!.verdict).toBe('pending');
    expect((await rates()).Gold.cents).toBe(before.Gold.cents);

    const status = await readRateFeedStatus(deps(), settings());
    expect(status.pending).toEqual([
      expect.objectContaining({ metal: 'Gold', fromCents: before.Gold.cents, toCents: wild, moveBasisPoints: 2000 }),
    ]);
    const [warning] = await warnings();
    expect(warning).toMatchObject({ kind: 'feed_move_pending', metal: 'Gold' });
    expect(warning!.message).toContain('+20.00 %');

    // Still wild at the next fetch: the newer quote replaces the held one, the rate stays.
    await round();
    const again = await readRateFeedStatus(deps(), settings());
    expect(again.pending).toHaveLength(1);
    expect(again.pending[0]!.id).not.toBe(status.pending[0]!.id);

    const applied = await approvePendingRate(deps(), ADMIN, again.pending[0]!.id);
    expect(applied.pricePerGram).toBe(wild);
    expect((await rates()).Gold.cents).toBe(wild);
    expect(await lastChange('Gold')).toMatchObject({ from: before.Gold.cents, to: wild, by: 'Noor Admin (feed)' });
    expect((await readRateFeedStatus(deps(), settings())).pending).toEqual([]);
    await expect(approvePendingRate(deps(), ADMIN, again.pending[0]!.id)).rejects.toMatchObject({ code: 'not_found' });

    // The approved rate is the base for the next fetch: the same quote changes nothing.
    const next = await round();
    if (next.skipped) throw new Error('skipped');
    expect(next.metals.find((m) => m.metal === 'Gold')!.verdict).toBe('unchanged');
  });

  it('rejecting discards the move and keeps the rate', async () => {
    await quoteCurrent();
    const before = await rates();
    quote({ Silver: before.Silver.cents * 3 });
    await round();
    const [pending] = (await readRateFeedStatus(deps(), settings())).pending;
    expect(pending).toMatchObject({ metal: 'Silver', toCents: before.Silver.cents * 3 });
    await rejectPendingRate(deps(), ADMIN, pending!.id);
    expect((await rates()).Silver.cents).toBe(before.Silver.cents);
    expect((await readRateFeedStatus(deps(), settings())).pending).toEqual([]);
    const audit = await deps().services.audit.list({ page: 1, pageSize: 1 });
    expect(audit.items[0]).toMatchObject({ action: 'rate_feed.reject', subject: 'Silver' });
  });

  it('a held move is not approved once the rate changed meanwhile (409), and is dropped', async () => {
    await quoteCurrent();
    const before = await rates();
    quote({ Platinum: before.Platinum.cents * 2 });
    await round();
    const [pending] = (await readRateFeedStatus(deps(), settings())).pending;
    await setMetalPrice(deps(), ADMIN, before.Platinum.id, centsToRate(before.Platinum.cents + 1));
    await expect(approvePendingRate(deps(), ADMIN, pending!.id)).rejects.toMatchObject({ code: 'conflict' });
    expect((await rates()).Platinum.cents).toBe(before.Platinum.cents + 1);
    expect((await readRateFeedStatus(deps(), settings())).pending).toEqual([]);
  });

  it('a quote older than RATE_FEED_MAX_AGE_HOURS keeps the last good rate and warns', async () => {
    await quoteCurrent();
    const before = await rates();
    quote({ Gold: before.Gold.cents + 20 });
    const report = await round({}, new Date(clock.getTime() + 15 * MINUTE - 73 * 60 * MINUTE));
    if (report.skipped) throw new Error('skipped');
    expect(report.metals.map((m) => m.verdict)).toEqual(['stale', 'stale', 'stale']);
    expect((await rates()).Gold.cents).toBe(before.Gold.cents);
    expect((await warnings()).map((w) => [w.kind, w.metal])).toEqual([
      ['feed_quote_stale', 'Gold'],
      ['feed_quote_stale', 'Silver'],
      ['feed_quote_stale', 'Platinum'],
    ]);
  });
});

describe('a manual edit wins until the next good fetch', () => {
  it('is kept against a quote older than the edit, and replaced by the first newer quote', async () => {
    await quoteCurrent();
    const before = await rates();
    // An admin sets gold now; the feed's answer was quoted a minute before the edit.
    const quotedBeforeEdit = new Date(Date.now() - MINUTE);
    await setMetalPrice(deps(), ADMIN, before.Gold.id, centsToRate(before.Gold.cents + 7));
    const report = await round({}, quotedBeforeEdit);
    if (report.skipped) throw new Error('skipped');
    expect(report.metals.find((m) => m.metal === 'Gold')!.verdict).toBe('manual');
    expect((await rates()).Gold.cents).toBe(before.Gold.cents + 7);

    // The next fetch quotes after the edit: the feed's rate again.
    const next = await round({}, new Date(Date.now() + MINUTE));
    if (next.skipped) throw new Error('skipped');
    expect(next.metals.find((m) => m.metal === 'Gold')!.verdict).toBe('applied');
    expect((await rates()).Gold.cents).toBe(before.Gold.cents);
    expect(await lastChange('Gold')).toMatchObject({ by: 'Rate feed' });
  });
});

describe('one instance fetches at a time', () => {
  it('a round while another is fetching skips (busy), and one right after it skips too (recent)', async () => {
    feed.mode = 'hang';
    clock = new Date(clock.getTime() + 15 * MINUTE);
    const first = runRateFeed(deps(), settings({ timeoutMs: 300 }), clock);
    // Another instance's timer fires while the first waits for the feed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await runRateFeed(deps(), settings(), new Date(clock.getTime() + MINUTE / 2))).toEqual({ skipped: 'busy' });
    expect(await first).toMatchObject({ outcome: 'failed', failure: 'timeout' });
    feed.mode = 'ok';
    expect(await runRateFeed(deps(), settings(), new Date(clock.getTime() + 2 * MINUTE))).toEqual({
      skipped: 'recent',
    });
    const requestsBefore = feed.requests.length;
    expect(await round()).toMatchObject({ outcome: 'ok' });
    expect(feed.requests.length).toBe(requestsBefore + 1);
  });
});

describe('other formats', () => {
  it('goldapi.io: one request a metal, the key in x-access-token', async () => {
    await quoteCurrent();
    const before = await rates();
    quote({ Silver: before.Silver.cents + 1 });
    const report = await round({ format: 'goldapi', url: `${feed.origin}/api` });
    expect(report).toMatchObject({ outcome: 'ok' });
    expect((await rates()).Silver.cents).toBe(before.Silver.cents + 1);
    const last = feed.requests.slice(-3);
    expect(last.map((r) => r.path)).toEqual(['/api/XAU/USD', '/api/XAG/USD', '/api/XPT/USD']);
    expect(last.every((r) => r.headers['x-access-token'] === feed.key)).toBe(true);
  });

  it('generic JSON: a path per metal, a unit, a timestamp path, the key as a bearer token', async () => {
    await quoteCurrent();
    const before = await rates();
    quote({ Gold: before.Gold.cents - 30, Silver: before.Silver.cents + 2 });
    const json = {
      paths: { Gold: ['data', 'prices', 'gold'], Silver: ['data', 'prices', 'silver'] },
      unit: 'per_ounce' as const,
      timestampPath: ['asOf'],
    };
    const report = await round({ format: 'json', url: `${feed.origin}/json`, json });
    if (report.skipped) throw new Error('skipped');
    // Platinum has no path: the feed leaves it to the admin.
    expect(report.metals.map((m) => [m.metal, m.verdict])).toEqual([
      ['Gold', 'applied'],
      ['Silver', 'applied'],
    ]);
    const after = await rates();
    expect(after.Gold.cents).toBe(before.Gold.cents - 30);
    expect(after.Silver.cents).toBe(before.Silver.cents + 2);
    expect(after.Platinum.cents).toBe(before.Platinum.cents);
    expect(feed.requests.at(-1)!.headers.authorization).toBe(`Bearer ${feed.key}`);

    // A path the answer does not have: that metal keeps its rate, with a warning.
    const missing = await round({
      format: 'json',
      url: `${feed.origin}/json`,
      json: { ...json, paths: { ...json.paths, Platinum: ['data', 'prices', 'xpt'] } },
    });
    if (missing.skipped) throw new Error('skipped');
    expect(missing.metals.find((m) => m.metal === 'Platinum')!.verdict).toBe('missing');
    expect((await warnings()).map((w) => w.kind)).toEqual(['feed_quote_missing']);
  });
});

describe('the key is never logged', () => {
  it('through good, failed, refused and timed-out fetches at LOG_LEVEL=trace', async () => {
    const { stream, text } = capturedLog();
    const logged = await createTestApp({ logLevel: 'trace' }, { logger: { level: 'trace', stream } });
    try {
      await seedDemoDataIfEmpty(logged.database.db);
      const run = (overrides: Partial<RateFeedSettings> = {}) => {
        clock = new Date(clock.getTime() + 15 * MINUTE);
        feed.quotedAt = new Date(clock.getTime() - MINUTE);
        return runRateFeed(logged.app.workflowDeps, settings(overrides), clock);
      };
      logged.app.log.info('the log is captured');
      quote({ Gold: 7541, Silver: 98, Platinum: 3325 });
      await run();
      feed.mode = 'fail';
      await run();
      feed.mode = 'ok';
      // The stand-in echoes the key it was sent in its refusal, as some services do.
      await run({ key: `${feed.key}-wrong` });
      await run({ url: await closedAddress() });
      feed.mode = 'hang';
      await run({ timeoutMs: 200 });
      feed.mode = 'ok';
      await run({
        format: 'json',
        url: `${feed.origin}/json`,
        json: { paths: { Gold: ['nope'] }, unit: 'per_gram', timestampPath: undefined },
      });

      expect(text()).toContain('the log is captured');
      expect(text()).toContain('rate feed: fetch failed');
      expect(text()).toContain('rate feed: fetched');
      expect(text()).not.toContain(feed.key);
      expect(text()).not.toContain('api_key');
    } finally {
      await logged.close();
    }
  });
});

afterEach(async () => {
  // Each test starts with no move waiting and no premium.
  for (const pending of (await readRateFeedStatus(deps(), settings())).pending) {
    await rejectPendingRate(deps(), ADMIN, pending.id);
  }
  await setFeedPremiums(deps(), ADMIN, { Gold: 0, Silver: 0, Platinum: 0 });
});
