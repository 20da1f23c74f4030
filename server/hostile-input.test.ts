import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#domain/errors.ts';
import { buildApp } from './app.ts';
import { MAX_JSON_DEPTH } from './lib/clean-text.ts';
import { fromShopPage, GOOD_PASSWORD, signUp } from './testing/accounts.ts';
import { createTestApp, testConfig, type TestApp } from './testing/test-app.ts';
import { createTestDatabase } from './testing/test-database.ts';

// The cases of the "hostile input" report, each answered with a 4xx in the API's error shape.

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

function expectRefusal(response: Answer, status: number, message: RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  const body = JSON.parse(response.body) as { error: string; message: string; requestId: string };
  expect(ERROR_CODES).toContain(body.error);
  expect(body.message).toMatch(message);
  expect(body.requestId).toBeTruthy();
  expect(response.headers['x-request-id']).toBe(body.requestId);
}

const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

let t: TestApp;
let admin: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, t.database.db, 'owner');
});
afterAll(() => t.close());

describe('deeply nested JSON', () => {
  it.each(['sign-up/email', 'sign-in/email', 'sign-out', 'request-password-reset', 'reset-password'])(
    'is refused on /api/auth/%s before the auth library sees it',
    async (path) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/auth/${path}`,
        headers: { 'content-type': 'application/json' },
        payload: nested(5000),
      });
      expectRefusal(response, 400, /nested more than 32 levels/);
    },
  );

  it('is accepted up to the limit (and then judged by the route)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: nested(MAX_JSON_DEPTH),
    });
    expectRefusal(response, 400, /email/);
  });
});

describe('NUL bytes and invalid UTF-8 in text', () => {
  it.each([
    ['GET', '/api/products?q=%00'],
    ['GET', '/api/products?category=%00'],
    ['GET', '/api/products?q=%C0%80'],
    ['GET', '/api/products?q=%ED%A0%80'],
    ['GET', '/api/admin/customers?q=%00'],
    ['PATCH', '/api/users/%00abc'],
    ['GET', '/api/auth/reset-password/%00?callbackURL=/reset-password'],
  ])('%s %s is a 400 naming the problem', async (method, url) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: fromShopPage(admin.cookie),
      ...(method === 'PATCH' && { payload: { role: 'admin' } }),
    });
    expectRefusal(response, 400, /NUL character|not UTF-8|not valid Unicode/);
  });

  it.each([
    ['a NUL in a reset token', '/api/auth/reset-password', { token: 'abc\u0000def', newPassword: GOOD_PASSWORD }],
    ['a NUL in an e-mail', '/api/auth/sign-in/email', { email: 'a\u0000@example.com', password: GOOD_PASSWORD }],
    [
      'a NUL in a name',
      '/api/auth/sign-up/email',
      { name: 'A\u0000', email: 'n@example.com', password: GOOD_PASSWORD },
    ],
    ['a NUL in a field name', '/api/auth/sign-in/email', { 'email\u0000': 'x', password: 'y' }],
  ])('%s is a 400', async (_label, url, payload) => {
    const response = await t.app.inject({ method: 'POST', url, payload });
    expectRefusal(response, 400, /NUL character/);
  });

  it('refuses an unpaired surrogate escape, which would be stored as U+FFFD', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"\\ud800","email":"surrogate@example.com","password":"${GOOD_PASSWORD}"}`,
    });
    expectRefusal(response, 400, /body\.name is not valid Unicode/);
  });

  it('refuses a body whose bytes are not UTF-8', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xfe]), Buffer.from('","password":"x"}')]),
    });
    expectRefusal(response, 400, /not valid UTF-8/);
  });

  it('refuses prototype pollution in a body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@example.com","password":"x","__proto__":{"role":"owner"}}',
    });
    expectRefusal(response, 400, /not valid JSON/);
  });
});

describe("the framework's own refusals speak the app's error format", () => {
  it('a malformed percent escape in the path', async () => {
    expectRefusal(await t.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' }), 400, /percent escape/);
  });

  it('an over-long path parameter', async () => {
    expectRefusal(await t.app.inject({ method: 'GET', url: `/api/products/${'a'.repeat(5000)}` }), 414, /too long/);
  });

  it('a body that is not JSON, and one too large', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expectRefusal(text, 415, /JSON bodies only/);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expectRefusal(huge, 413, /too large/);
  });

  it('headers too large and a malformed request line, over a real connection', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const big = await rawRequest(port, `GET /api/products HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    expectRefusal(big, 431, /headers are too large/);
    const garbled = await rawRequest(port, 'GET /api/products HTTP/1.1\r\nHost x\r\n\r\n');
    expectRefusal(garbled, 400, /malformed/);
    // And the server goes on answering.
    const fine = await rawRequest(port, 'GET /api/metals HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(fine.statusCode).toBe(200);
  });
});

describe('path traversal', () => {
  it('never reaches files outside what is served', async () => {
    for (const url of [
      '/api/docs/static/..%2f..%2f..%2fpackage.json',
      '/api/docs/static/../../../package.json',
      '/%2e%2e/%2e%2e/package.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('"jewelry-store"');
    }
  });
});

describe('a 5xx that can still happen', () => {
  /** An app whose log lines are collected, on a fresh database. */
  async function loggedApp(): Promise<{
    app: FastifyInstance;
    lines: Record<string, unknown>[];
    close(): Promise<void>;
  }> {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, next) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        next();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: { level: 'error', stream } });
    return { app, lines, close: async () => (await app.close(), await database.close()) };
  }

  it('is logged once, as one line with the request id, the route and the real cause', async () => {
    const { app, lines, close } = await loggedApp();
    try {
      app.get('/api/broken/:id', { config: { access: 'public' } }, async () => {
        throw new Error('disk on fire');
      });
      const response = await app.inject({ method: 'GET', url: '/api/broken/7' });
      expect(response.statusCode).toBe(500);
      const requestId = response.json().requestId;
      const logged = lines.filter((line) => line.reqId === requestId);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ route: '/api/broken/:id', method: 'GET', err: { message: 'disk on fire' } });
      expect(response.body).not.toContain('disk on fire');
    } finally {
      await close();
    }
  });

  it("from the auth library is logged with the library's own error, not only its 500", async () => {
    const { app, lines, close } = await loggedApp();
    try {
      await app.ready();
      await app.db.execute(sql`drop table verifications`);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'whatever-token', newPassword: GOOD_PASSWORD },
      });
      expect(response.statusCode).toBe(500);
      const requestId = response.json().requestId;
      expect(response.headers['x-request-id']).toBe(requestId);
      const logged = lines.filter((line) => line.reqId === requestId);
      expect(logged).toHaveLength(1);
      // The route pattern, never the address: a reset link's address is its token.
      expect(logged[0]).toMatchObject({ route: '/api/auth/*', method: 'POST' });
      expect(JSON.stringify(logged[0]!.err)).toMatch(/verifications/);
      expect(response.body).not.toMatch(/verifications|select|drizzle/i);
    } finally {
      await close();
    }
  });
});

/** Writes raw bytes to the server and reads the whole answer (the server closes the connection). */
function rawRequest(port: string, request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    let raw = '';
    socket.on('data', (chunk) => (raw += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ statusCode: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}
