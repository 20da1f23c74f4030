import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#domain/errors.ts';
import { seedDemoDataIfEmpty } from './db/seed.ts';
import { AUTH_BASE_PATH } from './modules/accounts/better-auth.ts';
import { GOOD_PASSWORD, SHOP_ORIGIN, sessionCookie, signUp } from './testing/accounts.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from './testing/test-app.ts';

/**
 * Property-based fuzzing of the whole API: every route the app declares (its OpenAPI document and
 * its route table, so routes added later are covered without editing this file) and every
 * endpoint of the auth library, as a visitor, a customer and an admin, with hostile variants of
 * everything a request carries. Whatever comes in: no 5xx, the API's error shape with a request
 * id, nothing internal leaked, an answer within seconds, and the server still serving afterwards.
 *
 * CI runs FUZZ_RUNS cases (default 1500) from a fixed FUZZ_SEED; a longer hunt is
 * `FUZZ_RUNS=50000 FUZZ_SEED=$RANDOM npm run test:fuzz`.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ANSWER_WITHIN_MS = 10_000;

// Stack frames, file paths, SQL and driver names: none may reach a client.
const LEAKS =
  /\bat [\w$.<>]+ \(|node_modules|\/work\/|\/home\/|\.ts:\d+|\.js:\d+|DrizzleQueryError|Failed query|syntax error at|relation "|pglite|\bselect \w|\binsert into\b|ECONNREFUSED|"stack"/i;

type Identity = 'visitor' | 'customer' | 'admin';

interface Target {
  method: string;
  /** With `{name}` placeholders for path parameters. */
  path: string;
  params: string[];
  query: string[];
  bodyKeys: string[];
}

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
// Fields the auth endpoints read, so bodies resemble what they expect before being spoiled.
const AUTH_FIELDS = [
  'email',
  'password',
  'name',
  'token',
  'newPassword',
  'currentPassword',
  'callbackURL',
  'provider',
  'redirectTo',
  'image',
  'idToken',
  'sessionToken',
];

/** Every route to attack: the OpenAPI document's, the route table's, and the auth library's. */
async function collectTargets(t: TestApp): Promise<Target[]> {
  const targets = new Map<string, Target>();
  const add = (target: Target) => targets.set(`${target.method} ${target.path}`, target);

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>>;
  }>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const body = JSON.stringify(operation.requestBody ?? {});
      add({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: [...body.matchAll(/"properties":\{"(\w+)"/g), ...body.matchAll(/,"(\w+)":\{"type"/g)].map(
          (m) => m[1]!,
        ),
      });
    }
  }
  // Routes hidden from the document (and any added later without one) are attacked blind.
  for (const route of t.app.routeAccessTable) {
    if (route.url.includes('*')) continue;
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    if (!targets.has(`${route.method} ${path}`) && route.method !== 'HEAD') {
      add({
        method: route.method,
        path,
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        query: [],
        bodyKeys: AUTH_FIELDS,
      });
    }
  }
  for (const endpoint of Object.values(t.app.auth.api) as {
    path?: string;
    options?: { method?: string | string[] };
  }[]) {
    if (!endpoint.path || !endpoint.options?.method) continue;
    const path = `${AUTH_BASE_PATH}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
    for (const method of [endpoint.options.method].flat()) {
      if (method === '*') continue;
      add({
        method,
        path,
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        query: ['callbackURL', 'token', 'error'],
        bodyKeys: AUTH_FIELDS,
      });
    }
  }
  return [...targets.values()];
}

// ---- generators of hostile pieces ----

const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'abc\u0000def',
    '\ud800',
    'x\udfffy',
    '💍👑',
    "' OR 1=1 --",
    '"; drop table users; --',
    '../../../../etc/passwd',
    '..%2f..%2fpackage.json',
    '<script>alert(1)</script>',
    '%',
    '%00',
    '%E0%A4%A',
    '%C0%80',
    '1e309',
    '-1',
    'NaN',
    'Infinity',
    '9007199254740993',
    '__proto__',
    'constructor',
    'null',
    'true',
    '[object Object]',
    'owner@example.com',
    GOOD_PASSWORD,
  ),
  fc.integer({ min: 1, max: 20_000 }).map((n) => 'a'.repeat(n)),
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, Number.MAX_VALUE, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 63), 0.1 + 0.2),
);

/** A JSON value: any type where a string is expected and the other way round. */
const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Percent-escaped as a client would; a lone surrogate (which has no UTF-8) as the bytes some clients send for it. */
function escapeForAddress(text: string): string {
  return text.isWellFormed() ? encodeURIComponent(text) : `${encodeURIComponent(text.toWellFormed())}%ED%A0%80`;
}

/** Text as it goes into an address: properly escaped, or raw escapes that may be malformed. */
const addressPiece = fc.oneof(
  nastyText.map(escapeForAddress),
  fc.constantFrom('%', '%zz', '%00', '%E0%A4%A', '%C0%80', '%ED%A0%80', '%2e%2e%2f%2e%2e', '..', '%FF%FE', '+%20+'),
  fc.integer({ min: 100, max: 12_000 }).map((n) => 'b'.repeat(n)),
);

const bodyOf = (keys: string[]) =>
  fc.oneof(
    // Shaped like what the route expects, with hostile values and extra fields.
    fc
      .record({
        known: fc.dictionary(fc.constantFrom(...(keys.length ? keys : AUTH_FIELDS)), nastyValue, { maxKeys: 6 }),
        extra: fc.dictionary(nastyText, nastyValue, { maxKeys: 2 }),
      })
      .map(({ known, extra }) => JSON.stringify({ ...extra, ...known })),
    // Not the right kind of JSON at all.
    nastyValue.map((value) => JSON.stringify(value) ?? 'null'),
    // Deeper than anything the API takes.
    fc.integer({ min: 20, max: 6000 }).map((levels) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)),
    fc.integer({ min: 20, max: 6000 }).map((levels) => '['.repeat(levels) + ']'.repeat(levels)),
    // Not JSON, or not UTF-8.
    fc.constantFrom(
      '{',
      '{"a":',
      'nul\u0000l',
      '{"a":1}{"b":2}',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{}}}',
    ),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(undefined),
  );

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=latin1',
  'application/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json, text/html',
  undefined,
);

const origin = fc.constantFrom<string | undefined>(
  SHOP_ORIGIN,
  SHOP_ORIGIN,
  'http://localhost:80',
  undefined,
  'https://evil.example',
  'null',
);

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'accept-encoding',
    'accept-language',
    'x-forwarded-for',
    'x-forwarded-host',
    'sec-fetch-site',
    'if-none-match',
    'range',
    'x-request-id',
    'user-agent',
  ),
  fc.oneof(
    nastyText.map((text) => text.replace(/[^\x20-\x7e]/g, '?')),
    fc.integer({ min: 1000, max: 16_000 }).map((n) => 'h'.repeat(n)),
  ),
  { maxKeys: 3 },
);

/** One hostile request against one of the targets. */
function requestArbitrary(targets: Target[]) {
  return fc
    .record({
      target: fc.constantFrom(...targets),
      identity: fc.constantFrom<Identity>('visitor', 'customer', 'admin'),
      method: fc.option(fc.constantFrom(...HTTP_METHODS), { freq: 6 }),
      params: fc.array(addressPiece, { minLength: 3, maxLength: 3 }),
      query: fc.array(
        fc.record({ name: fc.oneof(fc.constant(null), nastyText.map(escapeForAddress)), value: addressPiece }),
        { maxLength: 5 },
      ),
      origin,
      junkCookie: fc.option(
        fc.integer({ min: 1, max: 12_000 }).map((n) => `junk=${'c'.repeat(n)}`),
        { freq: 4 },
      ),
      contentType,
      headers: extraHeaders,
    })
    .chain((base) => bodyOf(base.target.bodyKeys).map((body) => ({ ...base, body })));
}

describe('fuzzing every route with hostile input', () => {
  let t: TestApp;
  let targets: Target[];
  const cookies: Record<Identity, string | undefined> = { visitor: undefined, customer: undefined, admin: undefined };
  const accounts = { customer: 'fuzz.customer@example.com', admin: 'fuzz.admin@example.com' };

  async function signIn(identity: 'customer' | 'admin') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: accounts[identity], password: GOOD_PASSWORD },
    });
    cookies[identity] = sessionCookie(response.headers['set-cookie']);
  }

  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
    await seedDemoDataIfEmpty(t.database.db);
    cookies.customer = (await signUp(t.app, t.database.db, 'customer', accounts.customer)).cookie;
    cookies.admin = (await signUp(t.app, t.database.db, 'owner', accounts.admin)).cookie;
    targets = await collectTargets(t);
  });
  afterAll(() => t.close());

  it('covers the API routes and the auth endpoints', () => {
    const paths = targets.map((target) => `${target.method} ${target.path}`);
    for (const route of t.app.routeAccessTable.filter((r) => !r.url.includes('*') && r.method !== 'HEAD')) {
      expect(paths).toContain(`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    }
    expect(paths).toEqual(
      expect.arrayContaining(['POST /api/auth/sign-up/email', 'GET /api/auth/reset-password/{token}']),
    );
  });

  it(
    `answers ${RUNS} hostile requests (seed ${SEED}) with no 5xx, in the error shape, leaking nothing`,
    { timeout: 120_000 + RUNS * 200 },
    async () => {
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(targets), async (c) => {
          let url = c.target.path;
          c.target.params.forEach((name, i) => (url = url.replace(`{${name}}`, c.params[i % c.params.length]!)));
          const knownNames = c.target.query.length ? c.target.query : ['q'];
          const query = c.query.map((q, i) => `${q.name ?? knownNames[i % knownNames.length]}=${q.value}`).join('&');
          if (query) url += `?${query}`;
          const method = (c.method ?? c.target.method) as InjectOptions['method'];
          const cookie = cookies[c.identity];
          const headers: Record<string, string> = {
            ...c.headers,
            ...(c.origin && { origin: c.origin }),
            ...((cookie || c.junkCookie) && { cookie: [cookie, c.junkCookie].filter(Boolean).join('; ') }),
            ...(c.contentType && { 'content-type': c.contentType }),
          };
          const withBody = method !== 'GET' && method !== 'HEAD' && c.body !== undefined;

          const response = await answerOrTimeout(
            t.app.inject({ method, url, headers, ...(withBody && { payload: c.body }) }),
            `${method} ${url.slice(0, 200)}`,
          );
          const where = `${method} ${url.slice(0, 300)} as ${c.identity}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          expect(response.body, where).not.toMatch(LEAKS);
          if (response.statusCode >= 400 && method !== 'HEAD') expectErrorShape(response, where);

          // Sessions the case may have ended are renewed, so identities stay what they say.
          if (c.identity !== 'visitor' && /sign-out|revoke|delete-user|update-session/.test(c.target.path)) {
            await signIn(c.identity);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // The failing request, not fast-check's dump of a counterexample that can be megabytes long.
      if (result.failed) {
        const error = result.errorInstance;
        throw new Error(
          `Case ${result.numRuns} of seed ${SEED} failed (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${result.numRuns}):\n` +
            (error instanceof Error ? error.message : String(error)).slice(0, 2000),
        );
      }

      // Still serving, and still sane.
      expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
      await signIn('admin');
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookies.admin! } });
      expect(me.json().user).toMatchObject({ email: accounts.admin, role: 'owner' });
    },
  );
});

/** Other spellings of a path, each of which a URL parser or a router could read as the path itself. */
const respelling = fc.constantFrom(
  (head: string, tail: string) => `${head}/.${tail}`,
  (head: string, tail: string) => `${head}/x/..${tail}`,
  (head: string, tail: string) => `${head}/%2e${tail}`,
  (head: string, tail: string) => `${head}/%2E%2e${tail}`,
  (head: string, tail: string) => `${head}/x/.%2E${tail}`,
  (head: string, tail: string) => `${head}/${tail}`,
  (head: string, tail: string) => `${head}%2f${tail.slice(1)}`,
  (head: string, tail: string) => `${head}%2F${tail.slice(1)}`,
  (head: string, tail: string) => `${head}\\${tail.slice(1)}`,
  (head: string, tail: string) => `${head}%5C${tail.slice(1)}`,
);

describe('fuzzing the spelling of every route', () => {
  let t: TestApp;
  let targets: Target[];
  let port: number;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
    adminCookie = (await signUp(t.app, t.database.db, 'owner', 'spelling.admin@example.com')).cookie;
    targets = (await collectTargets(t)).filter((target) => target.method !== 'HEAD');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it(
    `refuses ${Math.ceil(RUNS / 5)} other spellings of routes (seed ${SEED}) with a 400, before any handler or limit`,
    { timeout: 60_000 + RUNS * 50 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...targets),
          respelling,
          fc.nat(),
          fc.boolean(),
          async (target, respell, at, signedIn) => {
            const path = target.path.replace(/\{\w+\}/g, 'x1');
            const slashes = [...path.matchAll(/\//g)].map((m) => m.index);
            const cut = slashes[at % slashes.length]!;
            const spelt = respell(path.slice(0, cut), path.slice(cut));
            const answer = await rawRequest(port, target.method, spelt, signedIn ? adminCookie : undefined);
            const where = `${target.method} ${spelt}: ${answer.status} ${answer.body.slice(0, 200)}`;
            expect(answer.status, where).toBe(400);
            expect(JSON.parse(answer.body), where).toMatchObject({ error: 'invalid_input', message: /normal form/ });
          },
        ),
        { numRuns: Math.ceil(RUNS / 5), seed: SEED },
      );
    },
  );
});

/** A request over a real socket with its path exactly as written: app.inject would normalise it first. */
function rawRequest(port: number, method: string, path: string, cookie?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          origin: SHOP_ORIGIN,
          ...(cookie && { cookie }),
          ...(hasBody && { 'content-type': 'application/json', 'content-length': 2 }),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('error', reject);
    req.end(hasBody ? '{}' : undefined);
  });
}

function expectErrorShape(response: LightMyRequestResponse, where: string) {
  let body: { error?: unknown; message?: unknown; requestId?: unknown };
  try {
    body = JSON.parse(response.body) as typeof body;
  } catch {
    throw new Error(`not JSON: ${where}`);
  }
  expect(ERROR_CODES, where).toContain(body.error);
  expect(typeof body.message === 'string' && body.message.length > 0, where).toBe(true);
  expect(typeof body.requestId === 'string' && body.requestId.length > 0, where).toBe(true);
  expect(response.headers['x-request-id'], where).toBe(body.requestId);
}

function answerOrTimeout<T>(answer: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms: ${what}`)), ANSWER_WITHIN_MS);
  });
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}
