import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { URI, type TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH } from '../modules/accounts/better-auth.ts';
import { cookiesOf, fromShopPage, GOOD_PASSWORD, SHOP_ORIGIN, sessionCookie, signUp } from '../testing/accounts.ts';
import { capturedLog } from '../testing/captured-log.ts';
import { rawHttp } from '../testing/raw-http.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';
import { unusedCode, wrongCode } from '../testing/totp-codes.ts';

// The gate (routes/auth-handler.ts) counts an account request by the endpoint it judges from the parsed
// address; Better Auth must run that endpoint or none. This test is the difference between the
// two readers: every endpoint of the library, spelt every way a client could write it, sent over a
// real socket. The library's first hook refuses, and logs, any endpoint the gate did not judge.
const RUNS = Math.ceil(Number(process.env.FUZZ_RUNS ?? 1500) / 5);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const UNJUDGED = 'auth request reached an endpoint the gate did not judge';

/** One change to how an address is written. */
type Edit = (path: string, at: number, text: string) => string;
const insert: (prefix: string) => Edit = (prefix) => (path, at, text) =>
  `${path.slice(0, at)}${prefix}${text}${path.slice(at)}`;
const EDITS: Record<string, Edit> = {
  none: (path) => path,
  fragment: insert('#'),
  query: insert('?'),
  semicolon: insert(';'),
  escape: (path, at, text) => {
    const hex = path.charCodeAt(at).toString(16).padStart(2, '0');
    return at < path.length ? `${path.slice(0, at)}%${text ? hex.toUpperCase() : hex}${path.slice(at + 1)}` : path;
  },
  case: (path, at) => `${path.slice(0, at)}${path.charAt(at).toUpperCase()}${path.slice(at + 1)}`,
  dotSegment: (path, at, text) =>
    insert(['/.', '/..', '/%2e', '/%2E', '/x/..', '/.%2e'][text.length % 6]!)(path, at, ''),
  slash: insert('/'),
  backslash: (path, at) => `${path.slice(0, at)}\\${path.slice(at + 1)}`,
  control: (path, at, text) => insert(['%09', '%00', '%7f', '%0a', '\x7f', '%1F'][text.length % 6]!)(path, at, ''),
  space: insert('%20'),
};
const spelling = fc
  .array(
    fc.tuple(fc.constantFrom(...Object.keys(EDITS)), fc.nat(), fc.constantFrom('', 'x', 'a=1', '/sign-in/email')),
    {
      maxLength: 3,
    },
  )
  .map(
    (edits) => (path: string) =>
      edits.reduce((spelt, [edit, at, text]) => EDITS[edit]!(spelt, at % (spelt.length + 1), text), path),
  );

describe('the gate and Better Auth read one path', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;
  const log = capturedLog();
  const endpoints: { method: string; path: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS }, { logger: { level: 'error', stream: log.stream } });
    ({ cookie } = await signUp(t.app, t.database.db));
    for (const endpoint of Object.values(t.app.auth.api) as { path?: string; options?: { method?: unknown } }[]) {
      if (!endpoint.path || !endpoint.options?.method) continue;
      for (const method of [endpoint.options.method].flat() as string[]) {
        if (method === 'GET' || method === 'POST')
          endpoints.push({ method, path: endpoint.path.replace(/:\w+/g, 'x1') });
      }
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it(
    `runs, for every endpoint spelt ${RUNS} ways (seed ${SEED}), the endpoint the gate counted or none`,
    { timeout: 60_000 + RUNS * 100 },
    async () => {
      let ranByLibrary = 0;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...endpoints), spelling, fc.boolean(), async (endpoint, spell, signedIn) => {
          const target = spell(`${AUTH_BASE_PATH}${endpoint.path}`);
          const logged = log.text().length;
          const answer = await rawHttp(port, endpoint.method, target, {
            headers: { origin: SHOP_ORIGIN, ...(signedIn && { cookie }) },
            body: endpoint.method === 'POST' ? JSON.stringify({ email: 'nobody@example.com', password: 'x' }) : '',
          });
          const where = `${endpoint.method} ${JSON.stringify(target)}: ${answer.status} ${answer.body.slice(0, 200)}`;
          expect(answer.status, where).toBeGreaterThanOrEqual(200);
          expect(answer.status, where).toBeLessThan(500);
          expect(
            log
              .text()
              .slice(logged)
              .split('\n')
              .filter((line) => line.includes(UNJUDGED)),
            where,
          ).toEqual([]);
          if (answer.status !== 404 && !/normal form/.test(answer.body)) ranByLibrary++;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // Not a test of refusals alone: most spellings reach an endpoint of the library.
      expect(ranByLibrary).toBeGreaterThan(RUNS / 4);
    },
  );

  it.each([
    '/api/auth/sign-in/email#x',
    '/api/auth/sign-in/email#/../sign-up/email',
    '/api/auth/two-factor/verify-totp#',
    '/api/auth/sign-in/em%61il',
    '/api/auth/sign-in/email%09',
    '/api/auth/sign-in/email?callbackURL=%0a/evil',
  ])('refuses %s before either runs', async (target) => {
    const answer = await rawHttp(port, 'POST', target, {
      headers: { origin: SHOP_ORIGIN },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong12345' }),
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'invalid_input', message: /normal form/ });
  });
});

describe('limits count the account Better Auth acts for', () => {
  const perAccount = 5;
  let t: TestApp;
  let owner: { email: string; cookie: string };
  let totp: TOTP;
  const post = (url: string, payload: object, cookie?: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload, headers: fromShopPage(cookie), remoteAddress });
  beforeAll(async () => {
    t = await createTestApp({
      authRateLimits: {
        ...ROOMY_AUTH_LIMITS,
        VERIFY: { perIp: 1e6, perEmailPerIp: 1e6, perEmail: perAccount, windowMinutes: 10 },
        ACCOUNT: { perIp: 4, perEmailPerIp: 1e6, perEmail: 1e6, windowMinutes: 10 },
        SIGN_IN: { perIp: 3, perEmailPerIp: 1e6, perEmail: 1e6, windowMinutes: 10 },
      },
    });
    const signedUp = await signUp(t.app, t.database.db, 'owner');
    const enabled = await post('/api/auth/two-factor/enable', { password: GOOD_PASSWORD }, signedUp.cookie);
    totp = URI.parse(enabled.json<{ totpURI: string }>().totpURI) as TOTP;
    const verified = await post('/api/auth/two-factor/verify-totp', { code: await unusedCode(totp) }, signedUp.cookie);
    expect(verified.statusCode).toBe(200);
    owner = { email: signedUp.email, cookie: sessionCookie(verified.headers['set-cookie']) };
  });
  afterAll(() => t.close());

  it('a decoy session cookie before the real one does not lift the per-account limit', async () => {
    const decoyed = `a.session_token=x.c2lnbmF0dXJl; ${owner.cookie}`;
    const answers: number[] = [];
    for (let i = 0; i < perAccount + 3; i++) {
      answers.push((await post('/api/auth/two-factor/verify-totp', { code: wrongCode(totp) }, decoyed)).statusCode);
    }
    expect(answers).toEqual([...Array(perAccount).fill(401), 429, 429, 429]);
  });

  it('those wrong codes from a session lock the sign-in challenge too; two session cookies are refused', async () => {
    const pending = await post('/api/auth/sign-in/email', { email: owner.email, password: GOOD_PASSWORD });
    expect(pending.json()).toMatchObject({ twoFactorRedirect: true });
    const challenge = cookiesOf(pending.headers['set-cookie']);
    const right = await post(
      '/api/auth/two-factor/verify-totp',
      { code: await unusedCode(totp) },
      challenge,
      '10.9.9.9',
    );
    expect(right.statusCode).toBe(429);

    const [name] = owner.cookie.split('=');
    const twice = await post('/api/auth/two-factor/verify-totp', { code: '000000' }, `${owner.cookie}; ${name}=x.sig`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/twice/);
  });

  it('does not serve /verify-password, which checks a password and nothing else', async () => {
    expect((await post('/api/auth/verify-password', { password: GOOD_PASSWORD }, owner.cookie)).statusCode).toBe(404);
  });

  it('counts every account write not listed, and never a sign-out', async () => {
    const visitor = await signUp(t.app, t.database.db);
    const renames = [];
    for (let i = 0; i < 5; i++) {
      renames.push((await post('/api/auth/update-user', { name: `Name ${i}` }, visitor.cookie, '10.7.0.1')).statusCode);
    }
    expect(renames).toEqual([200, 200, 200, 200, 429]);
    for (let i = 0; i < 6; i++) {
      expect((await post('/api/auth/sign-out', {}, undefined, '10.7.0.1')).statusCode).toBe(200);
    }
  });

  it('counts an IPv6 client by its /64', async () => {
    const wrong = (address: string, n: number) =>
      post('/api/auth/sign-in/email', { email: `v6.${n}@example.com`, password: 'Wrong12345' }, undefined, address);
    const network = ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:abcd::3'];
    for (const [n, address] of network.entries()) expect((await wrong(address, n)).statusCode).toBe(401);
    expect((await wrong('2001:db8:5:6:ffff:ffff:ffff:fffe', 9)).statusCode).toBe(429);
    expect((await wrong('2001:db8:5:7::1', 10)).statusCode).toBe(401);
  });
});
