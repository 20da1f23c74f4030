import { and, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedDemoDataIfEmpty } from './db/seed.ts';
import { createThrowawayPostgres } from './db/throwaway-database.ts';
import { migratedPostgresTemplateName } from './testing/postgres-template.ts';
import { products } from './modules/catalog/catalog.tables.ts';
import { fromShopPage, GOOD_PASSWORD, signUp } from './testing/accounts.ts';
import { migratedPgliteTemplate } from './testing/pglite-template.ts';
import { hostAndPort, startTcpProxy, type TcpProxy } from './testing/tcp-proxy.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, testConfig, type TestApp } from './testing/test-app.ts';

// While the database or Redis is unreachable, a request that needs it answers 503 with a
// Retry-After header in the API's error shape — never a 500, never a stack trace — and the shop
// answers again once the service is back. PostgreSQL and Redis are cut with a TCP proxy in front of
// the real service (the machine's shared services are never stopped); the embedded database is
// closed under the app.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 503 of an outage: Retry-After in seconds, the error shape with its reason and the request's id, nothing of the cause. */
function expectUnavailable(response: LightMyRequestResponse, where: string) {
  expect(response.statusCode, `${where}: ${response.body}`).toBe(503);
  expect(Number(response.headers['retry-after']), where).toBeGreaterThan(0);
  expect(response.json(), where).toEqual({
    error: 'unavailable',
    reason: 'problem.unavailable',
    message: expect.any(String),
    requestId: response.headers['x-request-id'],
  });
  expect(response.body, where).not.toMatch(/\s+at |ECONN|terminated|closed|postgres|pglite|redis|query|sql/i);
}

/** Every answer is a success, a refusal of the caller's input, or an outage's 503; never a 500. */
function expectNoServerFault(answers: Array<{ what: string; response: LightMyRequestResponse }>) {
  for (const { what, response } of answers) {
    const status = response.statusCode;
    expect(status < 500 || status === 503, `${what} answered ${status}: ${response.body}`).toBe(true);
    if (status === 503) expectUnavailable(response, what);
  }
}

describe('the embedded database gone from under the app', () => {
  let database: Database;
  let app: FastifyInstance;
  let shopper: { cookie: string; email: string };
  let productId: string;

  beforeAll(async () => {
    database = await openDatabase({ template: migratedPgliteTemplate() });
    // Every signed-in request looks its session up in the database.
    app = await buildApp({
      config: testConfig({ databaseUrl: undefined, redisUrl: undefined, sessionCacheSeconds: 0 }),
      db: database.db,
      logger: false,
    });
    await app.ready();
    await seedDemoDataIfEmpty(database.db);
    [{ id: productId }] = (await database.db
      .select({ id: products.id })
      .from(products)
      .where(and(isNull(products.sizing), gt(products.stock, 0)))
      .limit(1)) as [{ id: string }];
    shopper = await signUp(app, database.db);
    await database.close();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 with Retry-After to the session lookup, a write, a new visitor and a sign-in', async () => {
    const cart = { productId, quantity: 1 };
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: shopper.cookie } }),
      app.inject({ method: 'GET', url: '/api/me', headers: { cookie: shopper.cookie } }),
      app.inject({ method: 'POST', url: '/api/cart', headers: fromShopPage(shopper.cookie), payload: cart }),
      app.inject({ method: 'POST', url: '/api/cart', headers: fromShopPage(), payload: cart }),
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: fromShopPage(),
        payload: { email: shopper.email, password: GOOD_PASSWORD },
      }),
    ]);
    const names = ['session lookup (GET /api/cart)', 'GET /api/me', 'signed-in cart write', 'new visitor', 'sign-in'];
    answers.forEach((response, i) => expectUnavailable(response, names[i]!));
    // What needs no database still answers.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  // Better Auth answers a failed session read in its own endpoints with a bare 500; its after hook
  // (modules/accounts/better-auth.ts) turns that into an outage when the cause is one.
  it("answers 503 to the library's own session read (GET /api/auth/get-session)", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: shopper.cookie },
    });
    expectUnavailable(response, 'GET /api/auth/get-session');
  });

  // The library answers 200 to a sign-out whose session it could not delete: the session would
  // still work once the database is back, after the shopper was told it ended.
  it('answers 503 to a sign-out it cannot carry out, and keeps the cookie for a retry', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: fromShopPage(shopper.cookie),
      payload: {},
    });
    expectUnavailable(response, 'POST /api/auth/sign-out');
    expect(String(response.headers['set-cookie'] ?? '')).not.toMatch(/session_token=;|max-age=0/i);
  });
});

interface Answer {
  what: string;
  response: LightMyRequestResponse;
  /** The phase of the outage when the request was sent, and when its answer came. */
  sent: string;
  answered: string;
  ms: number;
}

/** Sends requests through app.inject and keeps each answer with the phase it was sent and answered in. */
function recorder(app: FastifyInstance) {
  const state = { phase: 'before', answers: [] as Answer[] };
  const send = async (what: string, request: InjectOptions) => {
    const sent = state.phase;
    const started = Date.now();
    const response = await app.inject(request);
    state.answers.push({ what, response, sent, answered: state.phase, ms: Date.now() - started });
    return response;
  };
  const sentIn = (phase: string, what?: string) =>
    state.answers.filter((a) => a.sent === phase && a.answered === phase && (what === undefined || a.what === what));
  return { state, send, sentIn };
}

/**
 * Holds a phase open until each kind of request was both sent and answered in it: on a slow
 * machine one round of the load can outlast the phase's planned time and leave it empty.
 */
async function untilAnsweredIn(
  sentIn: ReturnType<typeof recorder>['sentIn'],
  phase: string,
  whats: (string | undefined)[] = [undefined],
) {
  await vi.waitFor(
    () => {
      for (const what of whats)
        expect(sentIn(phase, what).length, `${what ?? 'any request'} in ${phase}`).toBeGreaterThan(0);
    },
    { timeout: 20_000, interval: 100 },
  );
}

/** One shopper's round: a signed-in write and read (each with its session looked up), then the cart emptied. */
async function shopperRound(send: ReturnType<typeof recorder>['send'], cookie: string, productId: string) {
  const headers = fromShopPage(cookie);
  await send('POST /api/cart (signed in)', {
    method: 'POST',
    url: '/api/cart',
    headers,
    payload: { productId, quantity: 1 },
  });
  await send('GET /api/cart (signed in)', { method: 'GET', url: '/api/cart', headers: { cookie } });
  await send('DELETE /api/cart (signed in)', { method: 'DELETE', url: '/api/cart', headers });
}

const databaseServer = process.env.DATABASE_URL;

/** Ends every connection to one database, from a connection of its own to the server (not through the proxy). */
async function endConnectionsTo(database: string) {
  const client = new pg.Client({ connectionString: databaseServer });
  await client.connect();
  try {
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]);
  } finally {
    await client.end();
  }
}

describe.runIf(databaseServer)('PostgreSQL cut under shoppers (runs only with DATABASE_URL)', () => {
  let scratch: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    scratch = await createThrowawayPostgres(databaseServer!, { template: migratedPostgresTemplateName() });
    proxy = await startTcpProxy(hostAndPort(scratch.url));
    const databaseUrl = proxy.url(scratch.url);
    database = await openDatabase({ databaseUrl });
    app = await buildApp({
      config: testConfig({
        databaseUrl,
        redisUrl: undefined,
        sessionCacheSeconds: 0,
        authRateLimits: ROOMY_AUTH_LIMITS,
        newVisitorRateLimit: { perIp: 1e6, windowMinutes: 1 },
      }),
      db: database.db,
      logger: false,
    });
    await app.ready();
    await seedDemoDataIfEmpty(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  it('answers 2xx, 4xx or 503 with Retry-After while it is down, and 200 again once it is back', async () => {
    const productIds = (
      await database.db
        .select({ id: products.id })
        .from(products)
        .where(and(isNull(products.sizing), gt(products.stock, 0)))
        .limit(8)
    ).map((row) => row.id);
    const shoppers = await Promise.all(productIds.map(() => signUp(app, database.db)));
    const { state, send, sentIn } = recorder(app);
    let stop = false;

    // Eight signed-in shoppers and a stream of new visitors and catalogue reads, going round until told to stop.
    const load = [
      ...shoppers.map(async (shopper, i) => {
        while (!stop) await shopperRound(send, shopper.cookie, productIds[i]!);
      }),
      (async () => {
        while (!stop) {
          await send('POST /api/cart (new visitor)', {
            method: 'POST',
            url: '/api/cart',
            headers: fromShopPage(),
            payload: { productId: productIds[0], quantity: 1 },
          });
          await send('GET /api/products', { method: 'GET', url: '/api/products?page=1' });
        }
      })(),
      // Account requests through Better Auth: a sign-in (a lookup and a new session), its session read, a sign-out.
      (async () => {
        const [, signingIn, signingOut] = shoppers;
        while (!stop) {
          await send('POST /api/auth/sign-in/email', {
            method: 'POST',
            url: '/api/auth/sign-in/email',
            headers: fromShopPage(),
            payload: { email: signingIn!.email, password: GOOD_PASSWORD },
          });
          await send('GET /api/auth/get-session', {
            method: 'GET',
            url: '/api/auth/get-session',
            headers: { cookie: signingOut!.cookie },
          });
          await send('POST /api/auth/sign-out', {
            method: 'POST',
            url: '/api/auth/sign-out',
            headers: fromShopPage(signingOut!.cookie),
          });
        }
      })(),
    ];

    await sleep(500);
    state.phase = 'down';
    // As a restart does: the server ends every connection (57P01 admin_shutdown), then refuses new ones.
    await endConnectionsTo(new URL(scratch.url).pathname.slice(1));
    await proxy.cut();
    await sleep(2000);
    await untilAnsweredIn(sentIn, 'down');
    state.phase = 'back';
    await proxy.restore();
    await sleep(1000);
    state.phase = 'after';
    await sleep(1000);
    await untilAnsweredIn(sentIn, 'after');
    stop = true;
    await Promise.all(load);

    expectNoServerFault(state.answers);
    expect(sentIn('before').filter((a) => a.response.statusCode !== 200)).toEqual([]);
    const during = sentIn('down');
    expect(during.filter((a) => a.response.statusCode === 503).length).toBeGreaterThan(0);
    // Once it is back, every shopper's reads and writes succeed.
    expect(sentIn('after').length).toBeGreaterThan(0);
    expect(sentIn('after').filter((a) => a.response.statusCode !== 200)).toEqual([]);
    const { send: sendAgain, state: again } = recorder(app);
    for (const shopper of shoppers) await shopperRound(sendAgain, shopper.cookie, productIds[0]!);
    expect(again.answers.filter((a) => a.response.statusCode !== 200)).toEqual([]);
  }, 60_000);
});

const redisServer = process.env.REDIS_URL;

describe.runIf(redisServer)('Redis cut under sign-ins and new visitors (runs only with REDIS_URL)', () => {
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    proxy = await startTcpProxy(hostAndPort(redisServer!));
    t = await createTestApp({
      redisUrl: proxy.url(redisServer!),
      authRateLimits: ROOMY_AUTH_LIMITS,
      newVisitorRateLimit: { perIp: 1e6, windowMinutes: 1 },
    });
    await seedDemoDataIfEmpty(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it('answers 503 with Retry-After to what is rate-limited while Redis is down, at once, and 200 once it is back', async () => {
    const [{ id: productId }] = (await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(isNull(products.sizing), gt(products.stock, 0)))
      .limit(1)) as [{ id: string }];
    const shopper = await signUp(t.app, t.database.db);
    const { state, send, sentIn } = recorder(t.app);
    let stop = false;
    const signIn = {
      method: 'POST' as const,
      url: '/api/auth/sign-in/email',
      headers: fromShopPage(),
      payload: { email: shopper.email, password: GOOD_PASSWORD },
    };
    const newVisitor = {
      method: 'POST' as const,
      url: '/api/cart',
      headers: fromShopPage(),
      payload: { productId, quantity: 1 },
    };
    const load = [0, 1, 2, 3].map(async () => {
      while (!stop) {
        await send('sign-in', signIn);
        await send('new visitor', newVisitor);
        await send('catalogue', { method: 'GET', url: '/api/products?page=1' });
      }
    });

    await sleep(500);
    state.phase = 'down';
    await proxy.cut();
    await sleep(2000);
    await untilAnsweredIn(sentIn, 'down', ['sign-in', 'new visitor']);
    state.phase = 'back';
    await proxy.restore();
    // ioredis reconnects on its own schedule (at most 2 s between attempts).
    await sleep(3000);
    state.phase = 'after';
    await sleep(500);
    await untilAnsweredIn(sentIn, 'after', ['sign-in', 'new visitor']);
    stop = true;
    await Promise.all(load);

    expectNoServerFault(state.answers);
    for (const what of ['sign-in', 'new visitor']) {
      expect(sentIn('before', what).filter((a) => a.response.statusCode !== 200)).toEqual([]);
      // No instance counts alone: the limited requests are refused while Redis is away, and at once.
      expect(sentIn('down', what).length).toBeGreaterThan(0);
      for (const answer of sentIn('down', what)) {
        expectUnavailable(answer.response, `${what} while Redis is down`);
        expect(answer.ms).toBeLessThan(2500);
      }
      expect(sentIn('after', what).length).toBeGreaterThan(0);
      expect(sentIn('after', what).filter((a) => a.response.statusCode !== 200)).toEqual([]);
    }
    // What needs no Redis never noticed.
    expect(state.answers.filter((a) => a.what === 'catalogue' && a.response.statusCode !== 200)).toEqual([]);
  }, 60_000);
});
