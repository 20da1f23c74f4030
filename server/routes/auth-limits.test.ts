import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMIT_DEFAULTS } from '../modules/accounts/auth-limits.settings.ts';
import { GOOD_PASSWORD, signUp } from '../testing/accounts.ts';
import { recordingMailer } from '../testing/recording-mailer.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { capturedLog } from '../testing/captured-log.ts';

const WRONG_PASSWORD = 'Wrong12345';
const SIGN_IN = AUTH_RATE_LIMIT_DEFAULTS.SIGN_IN;

/** A POST sent over a real socket with its path exactly as written (no client normalises it). */
function rawPost(port: number, path: string, body: object): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Every way of writing /api/auth/sign-in/email that a URL parser turns back into it, and a few more. */
const OTHER_SPELLINGS = [
  '/api/auth/x/../sign-in/email',
  '/api/auth/sign-in/./email',
  '/api/auth/%2e/sign-in/email',
  '/api/auth/%2E/sign-in/email',
  '/api/auth/x/%2e%2e/sign-in/email',
  '/api/auth/x/.%2E/sign-in/email',
  '/api/auth/sign-in/email/.',
  '/api/auth/sign-in/email/x/..',
  '/api//auth/sign-in/email',
  '/api/auth//sign-in/email',
  '/api/auth/sign-in//email',
  '/api/auth/sign-in%2femail',
  '/api/auth/sign-in%2Femail',
  '/api/auth\\sign-in/email',
  '/api/auth/sign-in%5cemail',
];

describe('one gate for /api/auth', () => {
  let t: TestApp;
  let port: number;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    ({ email } = await signUp(t.app, t.database.db));
  });
  afterAll(() => t.close());

  it.each(OTHER_SPELLINGS)('refuses %s with a 400 before any handler runs', async (path) => {
    const response = await rawPost(port, path, { email, password: GOOD_PASSWORD });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ error: 'invalid_input', message: /normal form/ });
    expect(response.body).not.toContain('session');
  });

  it('refuses other spellings of a reset request too, so no extra mail goes out', async () => {
    const before = (await rawPost(port, '/api/auth/request-password-reset', { email })).status;
    expect(before).toBe(200);
    for (const path of ['/api/auth/x/../request-password-reset', '/api/auth/%2e/request-password-reset']) {
      expect((await rawPost(port, path, { email })).status).toBe(400);
    }
  });

  it('keeps counting once the limit is reached, whatever else the address carries', async () => {
    for (let i = 0; i < SIGN_IN.perEmailPerIp; i++) {
      expect((await rawPost(port, '/api/auth/sign-in/email', { email, password: WRONG_PASSWORD })).status).toBe(401);
    }
    // The right password, through every spelling that reaches the sign-in: refused for this address.
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-in/email?x=1']) {
      const response = await rawPost(port, path, { email, password: GOOD_PASSWORD });
      expect(response.status, path).toBe(429);
    }
    // Spellings the library routes to no endpoint run nothing, so they give no session either.
    for (const path of ['/api/auth/sign-in/email/', '/api/auth/SIGN-IN/email', '/api/auth/sign-in/email;x']) {
      const response = await rawPost(port, path, { email, password: GOOD_PASSWORD });
      expect(response.status, path).toBe(404);
      expect(response.body, path).not.toContain('session');
    }
    for (const path of OTHER_SPELLINGS) {
      expect((await rawPost(port, path, { email, password: GOOD_PASSWORD })).status, path).toBe(400);
    }
  });
});

describe('limits that stop guessing without locking people out', () => {
  let t: TestApp;
  let mailer: ReturnType<typeof recordingMailer>;
  beforeAll(async () => {
    mailer = recordingMailer();
    t = await createTestApp({}, { mailer });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress,
    });

  it('never counts a successful sign-in: ten of one account in a minute all succeed', async () => {
    const { email } = await signUp(t.app, t.database.db);
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await signIn(email, GOOD_PASSWORD)).statusCode);
    expect(statuses).toEqual(Array(10).fill(200));
  });

  it('eight failures from one address do not stop the right password from another', async () => {
    const { email } = await signUp(t.app, t.database.db, 'owner');
    for (let i = 0; i < SIGN_IN.perEmailPerIp; i++) {
      expect((await signIn(email, WRONG_PASSWORD, '203.0.113.7')).statusCode).toBe(401);
    }
    expect((await signIn(email, GOOD_PASSWORD, '203.0.113.7')).statusCode).toBe(429);
    expect((await signIn(email, GOOD_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('limits one e-mail across all addresses at a higher figure', async () => {
    const { email } = await signUp(t.app, t.database.db);
    for (let i = 0; i < SIGN_IN.perEmail; i++) {
      expect((await signIn(email, WRONG_PASSWORD, `192.0.2.${i + 1}`)).statusCode).toBe(401);
    }
    expect((await signIn(email, GOOD_PASSWORD, '192.0.2.250')).statusCode).toBe(429);
  });

  it('counts guesses sent all at once before any of them is answered', async () => {
    const { email } = await signUp(t.app, t.database.db);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () => signIn(email, WRONG_PASSWORD, '203.0.113.99').then((r) => r.statusCode)),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(SIGN_IN.perEmailPerIp);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30 - SIGN_IN.perEmailPerIp);
  });

  it("never blocks a reset link because of someone else's failures or requests", async () => {
    const { email } = await signUp(t.app, t.database.db);
    for (let i = 0; i < SIGN_IN.perEmailPerIp; i++) await signIn(email, WRONG_PASSWORD, '203.0.113.50');
    const ask = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: '/reset-password' },
        remoteAddress,
      });
    for (let i = 0; i < AUTH_RATE_LIMIT_DEFAULTS.RESET_REQUEST.perEmailPerIp; i++) {
      expect((await ask('203.0.113.50')).statusCode).toBe(200);
    }
    expect((await ask('203.0.113.50')).statusCode).toBe(429);
    mailer.sent.length = 0;
    expect((await ask('198.51.100.8')).statusCode).toBe(200);
    expect(mailer.sent.map((mail) => mail.to)).toEqual([email]);
  });
});

describe('TRUST_PROXY', () => {
  /** Eight failures through one proxy hop, each with a different address written by the client in front. */
  async function failuresThroughProxy(t: TestApp, email: string, proxyAppends: string) {
    for (let i = 0; i < SIGN_IN.perEmailPerIp; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: WRONG_PASSWORD },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `10.9.${i}.${i}, ${proxyAppends}` },
      });
      expect(response.statusCode).toBe(401);
    }
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: GOOD_PASSWORD },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `10.99.99.99, ${proxyAppends}` },
    });
  }

  it.each([
    ['one hop', 1],
    ["the proxy's address", ['127.0.0.1']],
  ] as const)(
    'behind %s, a spoofed left-most X-Forwarded-For does not change the address counted',
    async (_, trust) => {
      const t = await createTestApp({ trustProxy: typeof trust === 'number' ? trust : [...trust] });
      try {
        const { email } = await signUp(t.app, t.database.db);
        const last = await failuresThroughProxy(t, email, '198.51.100.77');
        expect(last.statusCode).toBe(429);
        const other = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email, password: GOOD_PASSWORD },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '198.51.100.78' },
        });
        expect(other.statusCode).toBe(200);
      } finally {
        await t.close();
      }
    },
  );
});

describe('no secret in any log', () => {
  it('a reset at LOG_LEVEL=trace logs neither the token, the link, the password nor the session', async () => {
    const { stream, text } = capturedLog();
    // The outbox mailer of a machine without SMTP: the log names the file, the file holds the link.
    const dataDir = await mkdtemp(join(tmpdir(), 'reset-log-'));
    const t = await createTestApp({ logLevel: 'trace', dataDir }, { logger: { level: 'trace', stream } });
    try {
      const { email, cookie } = await signUp(t.app, t.database.db);
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: '/reset-password' },
      });
      expect(asked.statusCode).toBe(200);
      const [file] = await readdir(join(dataDir, 'outbox'));
      const mail = await readFile(join(dataDir, 'outbox', file!), 'utf8');
      const link = /https?:\/\/\S+\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.replace(/=\r?\n/g, ''));
      expect(link).not.toBeNull();
      const token = link![1]!;
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'Another2026' },
      });
      expect(reset.statusCode).toBe(200);
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: 'Another2026' },
      });
      expect(signedIn.statusCode).toBe(200);
      await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

      expect(text()).toContain(file);
      expect(text()).not.toContain(token);
      expect(text()).not.toContain('reset-password/');
      expect(text()).not.toContain('Another2026');
      expect(text()).not.toContain(GOOD_PASSWORD);
      expect(text()).not.toContain(cookie.split('=')[1]!.split('.')[0]!);
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
