import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, GOOD_PASSWORD, sessionCookie, signUp } from '../testing/accounts.ts';
import { startOidcIssuer } from '../testing/oidc-issuer.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Google sign-in through the authorization-code flow with PKCE, against a local OpenID
// issuer reached through discovery: the code path production uses with accounts.google.com.
let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
let t: TestApp;

beforeAll(async () => {
  issuer = await startOidcIssuer();
  t = await createTestApp({ google: { clientId: 'shop-client', clientSecret: 'shop-secret', issuer: issuer.issuer } });
});
afterAll(async () => {
  await t.close();
  await issuer.stop();
});

const CALLBACKS = {
  callbackURL: '/?auth=google',
  newUserCallbackURL: '/?auth=google-new',
  errorCallbackURL: '/login?error=google',
};

/** Runs the whole browser round trip and returns where the shop sends the user, plus its cookie. */
async function signInWithGoogle() {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider: 'google', ...CALLBACKS },
  });
  expect(start.statusCode).toBe(200);
  const authorizeUrl = new URL(start.json<{ url: string }>().url);
  expect(authorizeUrl.origin).toBe(new URL(issuer.issuer).origin);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeUrl.searchParams.get('scope')).toContain('openid');
  const stateCookies = cookiesOf(start.headers['set-cookie']);

  const atIssuer = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(atIssuer.status).toBe(302);
  const back = new URL(atIssuer.headers.get('location')!);
  expect(back.pathname).toBe('/api/auth/callback/google');

  const callback = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: stateCookies },
  });
  expect(callback.statusCode).toBe(302);
  const location = new URL(callback.headers.location as string, 'http://localhost:3000');
  const cookies = [callback.headers['set-cookie'] ?? []].flat();
  return { location, cookie: cookies.some((c) => c.includes('session_token=')) ? sessionCookie(cookies) : undefined };
}

async function me(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ user: { id: string; email: string; name: string; image: string | null; role: string } }>()
    .user;
}

describe('Google sign-in', () => {
  it('is announced as available', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth-providers' })).json()).toEqual({
      google: true,
      googleOrigin: 'http://localhost:3000',
    });
  });

  it('creates the user on first sign-in with name, e-mail, photo and role customer', async () => {
    const first = await signInWithGoogle();
    expect(first.location.pathname + first.location.search).toBe('/?auth=google-new');
    const user = await me(first.cookie!);
    expect(user).toMatchObject({
      email: 'google.tester@example.com',
      name: 'Google Tester',
      image: 'https://lh3.googleusercontent.com/a/test-photo',
      role: 'customer',
    });

    const second = await signInWithGoogle();
    expect(second.location.pathname + second.location.search).toBe('/?auth=google');
    expect((await me(second.cookie!)).id).toBe(user.id);
  });

  it('does not merge into a password account whose e-mail was never proven (pre-account takeover)', async () => {
    // Someone may have registered this address with a password of their own choosing.
    const existing = await signUp(t.app, t.database.db, 'customer', 'both.ways@example.com');
    issuer.setIdentity({
      sub: '555',
      email: 'both.ways@example.com',
      name: 'Both Ways',
      picture: 'https://lh3.googleusercontent.com/a/b',
    });
    const viaGoogle = await signInWithGoogle();
    expect(viaGoogle.location.pathname).toBe('/login');
    expect(viaGoogle.location.searchParams.getAll('error')).toContain('account_not_linked');
    expect(viaGoogle.cookie).toBeUndefined();
    const viaPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: existing.email, password: GOOD_PASSWORD },
    });
    expect(viaPassword.statusCode).toBe(200);
  });

  it('ends on /login with an error when the user cancels at Google', async () => {
    issuer.denyNextAuthorization();
    const denied = await signInWithGoogle();
    expect(denied.location.pathname).toBe('/login');
    expect(denied.location.searchParams.get('error')).toBeTruthy();
    expect(denied.cookie).toBeUndefined();
  });
});

describe('without Google configured', () => {
  it('says so instead of failing', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth-providers' })).json()).toMatchObject({
        google: false,
      });
      const start = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'google', ...CALLBACKS },
      });
      expect(start.statusCode).toBeGreaterThanOrEqual(400);
      expect(start.statusCode).toBeLessThan(500);
    } finally {
      await plain.close();
    }
  });
});
