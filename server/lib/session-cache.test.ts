import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { URI, type TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unusedCode } from '../testing/totp-codes.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createThrowawayPostgres } from '../db/throwaway-database.ts';
import { migratedPostgresTemplateName } from '../testing/postgres-template.ts';
import { createSessionCache } from './session-cache.ts';
import { sessions, users } from '../modules/accounts/accounts.tables.ts';
import { fromShopPage, GOOD_PASSWORD, sessionCookie, signIn, signUp } from '../testing/accounts.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, testConfig, type TestApp } from '../testing/test-app.ts';
import { buildApp } from '../app.ts';
import type { SessionUser } from '../plugins/access.ts';
import { singleCookieValue } from './cookies.ts';

// A shopper's reads reuse the session Better Auth resolved for the same cookie a few
// seconds ago (decision 0011); admin routes and every write (money, the account) always ask the
// database, and a sign-out, a revoked session, a new password, role or second factor drops what
// is kept at once, here and on the other instances.

const get = (app: FastifyInstance, url: string, cookie: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });
const post = (app: FastifyInstance, url: string, cookie: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: fromShopPage(cookie), payload });

/** A 'user' read that the cache serves: the shopper's own orders (401 without a session). */
const ordersStatus = async (app: FastifyInstance, cookie: string) => (await get(app, '/api/orders', cookie)).statusCode;
/** A money route: asking for a checkout quote (401 without a session; 4xx other than 401 for an empty cart). */
const quoteStatus = async (app: FastifyInstance, cookie: string) =>
  (await post(app, '/api/checkout/quote', cookie)).statusCode;

/** Deletes a session row behind the app's back (no hook, no notice): only a database check notices. */
async function deleteBehindTheAppsBack(t: TestApp, cookie: string) {
  const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;
  const deleted = await t.database.db.delete(sessions).where(eq(sessions.token, token)).returning();
  expect(deleted).toHaveLength(1);
}

describe('the session cache on one instance', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
    owner = (await signUp(t.app, t.database.db, 'owner')).cookie;
  });
  afterAll(() => t.close());

  it('serves a signed-in read from the kept session, and a money route still asks the database', async () => {
    const { cookie } = await signUp(t.app, t.database.db);
    const before = t.app.sessionCache.size;
    expect(await ordersStatus(t.app, cookie)).toBe(200);
    expect(t.app.sessionCache.size).toBe(before + 1);
    expect(await ordersStatus(t.app, cookie)).toBe(200);
    expect((await get(t.app, '/api/cart', cookie)).statusCode).toBe(200);

    // The row goes without the app hearing of it: only the kept copy still knows the session.
    await deleteBehindTheAppsBack(t, cookie);
    expect(await ordersStatus(t.app, cookie)).toBe(200);
    expect(await quoteStatus(t.app, cookie)).toBe(401);
  });

  it('refuses a signed-out session at once, even on a read it was kept for', async () => {
    const { cookie } = await signUp(t.app, t.database.db);
    expect(await ordersStatus(t.app, cookie)).toBe(200);
    expect(await ordersStatus(t.app, cookie)).toBe(200);
    const out = await post(t.app, '/api/auth/sign-out', cookie);
    expect(out.statusCode, out.body).toBe(200);
    expect(await ordersStatus(t.app, cookie)).toBe(401);
    expect((await get(t.app, '/api/account/sessions', cookie)).statusCode).toBe(401);
  });

  it('refuses a session revoked from another one at once, on money routes and on reads', async () => {
    const { email, cookie: first } = await signUp(t.app, t.database.db);
    const second = await signIn(t.app, email);
    expect(await ordersStatus(t.app, second)).toBe(200);
    expect(await quoteStatus(t.app, second)).not.toBe(401);

    const listed = await get(t.app, '/api/account/sessions', first);
    const other = listed.json<{ items: Array<{ id: string; current: boolean }> }>().items.find((s) => !s.current)!;
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${other.id}`,
      headers: fromShopPage(first),
    });
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect(await quoteStatus(t.app, second)).toBe(401);
    expect(await ordersStatus(t.app, second)).toBe(401);
    expect(await ordersStatus(t.app, first)).toBe(200);
  });

  it('refuses a revoked session on money routes even when nothing told the cache', async () => {
    const { cookie } = await signUp(t.app, t.database.db);
    expect(await ordersStatus(t.app, cookie)).toBe(200);
    await deleteBehindTheAppsBack(t, cookie);
    expect(await quoteStatus(t.app, cookie)).toBe(401);
    expect((await post(t.app, '/api/cart', cookie, { productId: 'prod_none' })).statusCode).not.toBe(200);
    const pay = await post(t.app, '/api/checkout/pay', cookie, {});
    expect(pay.statusCode).toBe(401);
  });

  it('refuses a demoted admin on admin routes at once, through the role route or behind its back', async () => {
    const admin = await signUp(t.app, t.database.db, 'admin');
    expect((await get(t.app, '/api/admin/customers', admin.cookie)).statusCode).toBe(200);
    expect(await ordersStatus(t.app, admin.cookie)).toBe(200);
    const demoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${admin.id}`,
      headers: fromShopPage(owner),
      payload: { role: 'customer' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await get(t.app, '/api/admin/customers', admin.cookie)).statusCode).toBe(403);
    expect((await get(t.app, '/api/admin/overview', admin.cookie)).statusCode).toBe(403);

    // A role written straight into the database: admin routes never relied on a kept copy.
    const other = await signUp(t.app, t.database.db, 'admin');
    expect((await get(t.app, '/api/admin/customers', other.cookie)).statusCode).toBe(200);
    expect(await ordersStatus(t.app, other.cookie)).toBe(200);
    await t.database.db.update(users).set({ role: 'customer' }).where(eq(users.id, other.id));
    expect((await get(t.app, '/api/admin/customers', other.cookie)).statusCode).toBe(403);
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${admin.id}`,
      headers: fromShopPage(other.cookie),
      payload: { role: 'admin' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('drops what it kept when the password changes and other sessions are ended', async () => {
    const { email, cookie: first } = await signUp(t.app, t.database.db);
    const second = await signIn(t.app, email);
    expect(await ordersStatus(t.app, second)).toBe(200);
    const changed = await post(t.app, '/api/auth/change-password', first, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Sapphire2027',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await ordersStatus(t.app, second)).toBe(401);
  });

  it('drops what it kept when two-factor sign-in is turned on (the session that did it is replaced)', async () => {
    const { cookie } = await signUp(t.app, t.database.db);
    expect(await ordersStatus(t.app, cookie)).toBe(200);
    const enabled = await post(t.app, '/api/auth/two-factor/enable', cookie, { password: GOOD_PASSWORD });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const totp = URI.parse(enabled.json<{ totpURI: string }>().totpURI) as TOTP;
    const verified = await post(t.app, '/api/auth/two-factor/verify-totp', cookie, { code: await unusedCode(totp) });
    expect(verified.statusCode, verified.body).toBe(200);
    const replacement = sessionCookie(verified.headers['set-cookie']);
    expect(replacement).not.toBe(cookie);
    expect(await ordersStatus(t.app, cookie)).toBe(401);
    expect(await ordersStatus(t.app, replacement)).toBe(200);
    const security = await get(t.app, '/api/account/security', replacement);
    expect(security.json()).toMatchObject({ twoFactorEnabled: true, secondFactorPassed: true });
  });

  it('keeps nothing for a header with two session cookies of the same name', async () => {
    const { cookie } = await signUp(t.app, t.database.db);
    const before = t.app.sessionCache.size;
    expect(await ordersStatus(t.app, `${cookie}; ${cookie}`)).toBe(200);
    expect(t.app.sessionCache.size).toBe(before);
  });
});

describe('the session cache, bounded and optional', () => {
  it('keeps at most SESSION_CACHE_MAX_ENTRIES sessions, the least recently used going first', async () => {
    const t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS, sessionCacheMaxEntries: 2 });
    try {
      const shoppers = [];
      for (let i = 0; i < 4; i++) shoppers.push((await signUp(t.app, t.database.db)).cookie);
      for (const cookie of shoppers) expect(await ordersStatus(t.app, cookie)).toBe(200);
      expect(t.app.sessionCache.size).toBe(2);
      // The first ones were dropped from memory, not signed out.
      expect(await ordersStatus(t.app, shoppers[0]!)).toBe(200);
      expect(t.app.sessionCache.size).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('keeps nothing with SESSION_CACHE_SECONDS=0: every read asks the database', async () => {
    const t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS, sessionCacheSeconds: 0 });
    try {
      const { cookie } = await signUp(t.app, t.database.db);
      expect(await ordersStatus(t.app, cookie)).toBe(200);
      expect(await ordersStatus(t.app, cookie)).toBe(200);
      expect(t.app.sessionCache.enabled).toBe(false);
      expect(t.app.sessionCache.size).toBe(0);
      await deleteBehindTheAppsBack(t, cookie);
      expect(await ordersStatus(t.app, cookie)).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('reads SESSION_CACHE_SECONDS and SESSION_CACHE_MAX_ENTRIES from the environment, 30 s and 10,000 by default', () => {
    expect(loadConfig({})).toMatchObject({ sessionCacheSeconds: 30, sessionCacheMaxEntries: 10_000 });
    expect(loadConfig({ SESSION_CACHE_SECONDS: '0', SESSION_CACHE_MAX_ENTRIES: '50' })).toMatchObject({
      sessionCacheSeconds: 0,
      sessionCacheMaxEntries: 50,
    });
    for (const bad of ['-1', '301', '2.5', 'soon']) {
      expect(() => loadConfig({ SESSION_CACHE_SECONDS: bad })).toThrow(/SESSION_CACHE_SECONDS/);
    }
    expect(() => loadConfig({ SESSION_CACHE_MAX_ENTRIES: '0' })).toThrow(/SESSION_CACHE_MAX_ENTRIES/);
  });
});

describe('the kept sessions themselves', () => {
  const user = (id: string): SessionUser => ({
    id,
    email: `${id}@example.com`,
    name: id,
    role: 'customer',
    twoFactorEnabled: false,
    session: { id: `s-${id}`, secondFactorPassed: false },
  });
  const later = new Date(Date.now() + 3_600_000);

  it('never keeps an answer read while something was forgotten', () => {
    const cache = createSessionCache({ seconds: 30, maxEntries: 10 });
    const begun = cache.begin();
    cache.forget('someone-else');
    cache.set('cookie-a', user('a'), begun, later);
    expect(cache.get('cookie-a')).toBeUndefined();
    cache.set('cookie-a', user('a'), cache.begin(), later);
    expect(cache.get('cookie-a')?.id).toBe('a');
  });

  it("forgets one user's sessions, or everyone's, and never outlives its lifetime or the session", () => {
    let now = 1_000_000;
    const cache = createSessionCache({ seconds: 30, maxEntries: 10, now: () => now });
    cache.set('a1', user('a'), cache.begin(), later);
    cache.set('a2', user('a'), cache.begin(), later);
    cache.set('b1', user('b'), cache.begin(), later);
    cache.forget('a');
    expect([cache.get('a1'), cache.get('a2'), cache.get('b1')?.id]).toEqual([undefined, undefined, 'b']);
    cache.forget();
    expect(cache.size).toBe(0);
    // A session that ends in 0 s is not kept at all.
    now = later.getTime();
    cache.set('c1', user('c'), cache.begin(), later);
    expect(cache.size).toBe(0);
  });

  it('hands out frozen copies, so no request can change what the next one sees', () => {
    const cache = createSessionCache({ seconds: 30, maxEntries: 10 });
    cache.set('a1', user('a'), cache.begin(), later);
    const kept = cache.get('a1')!;
    expect(Object.isFrozen(kept) && Object.isFrozen(kept.session)).toBe(true);
  });

  it('reads the session cookie only when the header carries exactly one of that name', () => {
    const name = 'better-auth.session_token';
    expect(singleCookieValue(`a=1; ${name}=tok.sig%3D; b=2`, name)).toBe('tok.sig%3D');
    expect(singleCookieValue(`${name}=one; ${name}=two`, name)).toBeUndefined();
    expect(singleCookieValue(`x${name}=one`, name)).toBeUndefined();
    expect(singleCookieValue(`${name}=`, name)).toBeUndefined();
  });
});

// Two instances on one PostgreSQL (as change-bus.test.ts): a sign-out through one is refused by the other.
const serverUrl = process.env.DATABASE_URL;
describe.skipIf(!serverUrl)('the session cache on two instances', () => {
  let scratch: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  const databases: Database[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  async function instance(url: string): Promise<FastifyInstance> {
    const database = await openDatabase({ databaseUrl: url });
    databases.push(database);
    const app = await buildApp({
      config: testConfig({ databaseUrl: url, authRateLimits: ROOMY_AUTH_LIMITS }),
      db: database.db,
      logger: false,
    });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    scratch = await createThrowawayPostgres(serverUrl!, { template: migratedPostgresTemplateName() });
    a = await instance(scratch.url);
    b = await instance(scratch.url);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    for (const database of databases) await database.close();
    await scratch?.drop();
  });

  /** Polls through B until `ok`, every 10 ms; the notice travels through PostgreSQL. */
  async function timeUntil(ok: () => Promise<boolean>): Promise<number> {
    const start = Date.now();
    while (!(await ok())) {
      if (Date.now() - start > 3000) throw new Error('the other instance never heard of it');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Date.now() - start;
  }

  it('refuses through B, within a second, a session signed out through A', async () => {
    const { cookie } = await signUp(a, databases[0]!.db);
    expect(await ordersStatus(b, cookie)).toBe(200);
    expect(await ordersStatus(b, cookie)).toBe(200);
    expect(b.sessionCache.size).toBe(1);
    const out = await post(a, '/api/auth/sign-out', cookie);
    expect(out.statusCode, out.body).toBe(200);
    expect(await quoteStatus(b, cookie)).toBe(401);
    expect(await timeUntil(async () => (await ordersStatus(b, cookie)) === 401)).toBeLessThan(1000);
    expect(b.sessionCache.size).toBe(0);
  });

  it("drops through B, within a second, the kept session of a user demoted through A, and keeps others'", async () => {
    const owner = await signUp(a, databases[0]!.db, 'owner');
    const admin = await signUp(a, databases[0]!.db, 'admin');
    const shopper = await signUp(a, databases[0]!.db);
    expect(await ordersStatus(b, admin.cookie)).toBe(200);
    expect(await ordersStatus(b, shopper.cookie)).toBe(200);
    const size = b.sessionCache.size;
    const demoted = await a.inject({
      method: 'PATCH',
      url: `/api/users/${admin.id}`,
      headers: fromShopPage(owner.cookie),
      payload: { role: 'customer' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await get(b, '/api/admin/customers', admin.cookie)).statusCode).toBe(403);
    expect(await timeUntil(async () => b.sessionCache.size === size - 1)).toBeLessThan(1000);
  });
});
