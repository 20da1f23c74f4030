import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordGatedAction } from '../modules/accounts/auth-actions.ts';
import { GOOD_PASSWORD, sessionCookie, signUp } from '../testing/accounts.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// The test app's PUBLIC_URL is http://localhost:3000; these requests are addressed elsewhere.

let counter = 0;
const CROSS_SITE_REFUSED =
  "Cross-site request refused: it did not come from this shop's own pages. Please reload the page and try again.";

const newEmail = () => `origin-${++counter}-${Date.now()}@example.com`;

/** The three kinds of write: Better Auth without and with a session, and one of our own routes. */
function writes(t: TestApp, admin: { id: string; cookie: string }, staffMember: { id: string }) {
  return {
    signUp: (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers,
        payload: { name: 'Origin Test', email: newEmail(), password: GOOD_PASSWORD },
      }),
    async signOut(headers: Record<string, string>) {
      const { cookie } = await signUp(t.app, t.database.db);
      return t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...headers, cookie }, payload: {} });
    },
    changeRole: (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${staffMember.id}`,
        headers: { ...headers, cookie: admin.cookie },
        payload: { role: 'admin' },
      }),
  };
}

function expectRefused(response: { statusCode: number; json(): { error: string; message: string } }, what: string) {
  expect(response.statusCode, what).toBe(403);
  expect(response.json(), what).toMatchObject({ error: 'forbidden', message: CROSS_SITE_REFUSED });
}

describe('same-origin writes at whatever address the shop is reached by', () => {
  let t: TestApp;
  let admin: { id: string; cookie: string };
  let write: ReturnType<typeof writes>;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
    admin = await signUp(t.app, t.database.db, 'owner');
    // The last owner may not change their own role, so the admin write is made on someone else.
    write = writes(t, admin, await signUp(t.app, t.database.db, 'admin'));
  });
  afterAll(() => t.close());

  describe.each(['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'shop.lan:3000', 'shop.example.com'])(
    'Host: %s',
    (host) => {
      const own = `http://${host}`;

      it('accepts sign-up, sign-out and an admin write whose Origin is that address', async () => {
        const headers = { host, origin: own };
        expect((await write.signUp(headers)).statusCode).toBe(200);
        expect((await write.signOut(headers)).statusCode).toBe(200);
        expect((await write.changeRole(headers)).statusCode).toBe(200);
      });

      it('refuses any other Origin, before Better Auth or our handlers see it', async () => {
        for (const origin of [
          'https://evil.example',
          `https://${host}`,
          `http://${host.replace(/(:\d+)?$/, ':4000')}`,
          'http://shop.lan.evil.example:3000',
          'http://127.0.0.2:3000',
        ].filter((o) => o !== own)) {
          expectRefused(await write.signUp({ host, origin }), `sign-up from ${origin}`);
          expectRefused(await write.signOut({ host, origin }), `sign-out from ${origin}`);
          expectRefused(await write.changeRole({ host, origin }), `role change from ${origin}`);
        }
      });

      it('judges a request without Origin by Sec-Fetch-Site, which a page cannot forge', async () => {
        for (const site of ['cross-site', 'same-site', 'none']) {
          expectRefused(await write.signUp({ host, 'sec-fetch-site': site }), `sign-up, ${site}`);
          expectRefused(await write.signOut({ host, 'sec-fetch-site': site }), `sign-out, ${site}`);
        }
        // Better Auth checks the Origin of sign-ups itself: it gets the one we verified.
        expect((await write.signUp({ host, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
        expect((await write.signOut({ host, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
        expect((await write.changeRole({ host, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
      });
    },
  );

  it('also accepts PUBLIC_URL as Origin (a page from the canonical address)', async () => {
    const headers = { host: 'shop.lan:3000', origin: 'http://localhost:3000' };
    expect((await write.signUp(headers)).statusCode).toBe(200);
    expect((await write.changeRole(headers)).statusCode).toBe(200);
  });

  it('accepts a write with neither Origin nor Sec-Fetch-Site only when it carries no cookie', async () => {
    // A script or server (no browser metadata, no ambient session) may create an account...
    expect((await write.signUp({})).statusCode).toBe(200);
    // ...but a request carrying a cookie must show where it comes from.
    expectRefused(await write.signOut({}), 'sign-out with a cookie and no Origin');
    expectRefused(await write.changeRole({}), 'role change with a cookie and no Origin');
  });

  it('refuses every Origin but PUBLIC_URL when the Host header is malformed', async () => {
    for (const host of ['evil.example@shop.lan', 'shop.lan/evil', 'shop lan']) {
      expectRefused(await write.signUp({ host, origin: `http://${host}` }), `Host ${host}`);
    }
  });

  it('runs Better Auth with its own origin check on, trusting the address the request was sent to', async () => {
    const { cookie } = await signUp(t.app, t.database.db);
    const signOut = (url: string, origin: string) => {
      const request = new Request(url, { method: 'POST', headers: { cookie, origin } });
      // As the gate (routes/auth-handler.ts) hands it over: the library runs no request the gate did not judge.
      recordGatedAction(request, '/sign-out');
      return t.app.auth.handler(request);
    };
    expect((await signOut('http://shop.lan:3000/api/auth/sign-out', 'http://evil.example')).status).toBe(403);
    expect((await signOut('http://shop.lan:3000/api/auth/sign-out', 'http://other.lan:3000')).status).toBe(403);
    expect((await signOut('http://shop.lan:3000/api/auth/sign-out', 'http://shop.lan:3000')).status).toBe(200);
  });
});

describe('behind a reverse proxy', () => {
  const proxied = { host: 'app:8080', 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https' };

  it('with TRUST_PROXY on, the forwarded scheme and host are the address', async () => {
    const t = await createTestApp({ trustProxy: 1, authRateLimits: ROOMY_AUTH_LIMITS });
    try {
      const admin = await signUp(t.app, t.database.db, 'owner');
      const write = writes(t, admin, await signUp(t.app, t.database.db, 'admin'));
      const signedUp = await write.signUp({ ...proxied, origin: 'https://shop.example.com' });
      expect(signedUp.statusCode).toBe(200);
      expect(sessionCookie(signedUp.headers['set-cookie'])).toBeTruthy();
      expect((await write.signOut({ ...proxied, origin: 'https://shop.example.com' })).statusCode).toBe(200);
      expect((await write.changeRole({ ...proxied, origin: 'https://shop.example.com' })).statusCode).toBe(200);
      expect((await write.signUp({ ...proxied, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
      expectRefused(await write.signUp({ ...proxied, origin: 'http://app:8080' }), 'the internal address');
      expectRefused(await write.signUp({ ...proxied, origin: 'http://shop.example.com' }), 'plain http');
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY off, forwarded headers are ignored', async () => {
    const t = await createTestApp({ trustProxy: false, authRateLimits: ROOMY_AUTH_LIMITS });
    try {
      const admin = await signUp(t.app, t.database.db, 'owner');
      const write = writes(t, admin, await signUp(t.app, t.database.db, 'admin'));
      expectRefused(await write.signUp({ ...proxied, origin: 'https://shop.example.com' }), 'forwarded origin');
      expect((await write.signUp({ ...proxied, origin: 'http://app:8080' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
