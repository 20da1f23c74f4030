import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMIT_DEFAULTS } from '../modules/accounts/auth-limits.settings.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { fromShopPage, GOOD_PASSWORD, sessionCookie, signUp } from '../testing/accounts.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('registration', () => {
  it('creates a customer, signs them in with an httpOnly SameSite=Lax cookie, and ignores a role in the body', async () => {
    const response = await post('/api/auth/sign-up/email', {
      name: 'Layla Haddad',
      email: 'Layla@Example.com',
      password: GOOD_PASSWORD,
      role: 'owner',
    });
    expect(response.statusCode).toBe(200);
    const cookie = [response.headers['set-cookie']].flat().find((c) => c?.includes('session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(cookie) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ name: 'Layla Haddad', email: 'layla@example.com', role: 'customer' });
  });

  it('stores only a slow hash of the password', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'layla@example.com'));
    const { accounts } = await import('../modules/accounts/accounts.tables.ts');
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, row!.id));
    expect(account!.password).toBeTruthy();
    expect(account!.password).not.toContain(GOOD_PASSWORD);
    expect(account!.password!.length).toBeGreaterThan(60);
  });

  it.each([
    ['short1A', 'at least 8 characters'],
    ['alllowercase1', 'an uppercase letter'],
    ['ALLUPPERCASE1', 'a lowercase letter'],
    ['NoDigitsHere', 'a digit'],
  ])('refuses the weak password %s with a clear message', async (password, missing) => {
    const response = await post('/api/auth/sign-up/email', {
      name: 'Weak',
      email: `weak-${password}@example.com`,
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input' });
    expect(response.json().message).toContain(missing);
  });

  it('refuses an e-mail that is already registered', async () => {
    const response = await post('/api/auth/sign-up/email', {
      name: 'Again',
      email: 'layla@example.com',
      password: GOOD_PASSWORD,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toMatch(/already exists/i);
  });

  it('refuses a missing name and a malformed e-mail', async () => {
    expect(
      (await post('/api/auth/sign-up/email', { name: ' ', email: 'x@example.com', password: GOOD_PASSWORD }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/sign-up/email', { name: 'X', email: 'not-an-email', password: GOOD_PASSWORD })).statusCode,
    ).toBe(400);
  });
});

describe('the one name rule at sign-up', () => {
  it("stores the name trimmed, and refuses one over 100 characters or on two lines with the rule's words", async () => {
    // From addresses of their own, so these sign-ups leave the rate-limit tests' counters alone.
    let address = 0;
    const signUpAs = (name: unknown, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: `192.0.2.${++address}`,
        payload: { name, email, password: GOOD_PASSWORD },
      });
    const good = await signUpAs('  Samira Khoury  ', 'samira@example.com');
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().user.name).toBe('Samira Khoury');
    for (const [name, message] of [
      ['a'.repeat(101), 'Please keep your name to 100 characters or fewer.'],
      ['Samira\r\nKhoury', 'Please write your name on one line.'],
      [null, 'Please enter your full name.'],
    ] as const) {
      const response = await signUpAs(name, `refused-${Math.random()}@example.com`);
      expect(response.statusCode, String(name)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input', message });
    }
  });
});

describe('the same rules however a password or photo is set', () => {
  // Its own shop: these sign-ups would use up the sign-up limit the rate-limit tests below count on.
  let roomy: TestApp;
  beforeAll(async () => {
    roomy = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  });
  afterAll(() => roomy.close());
  const send = (url: string, payload: object, cookie?: string) =>
    roomy.app.inject({ method: 'POST', url, payload, headers: fromShopPage(cookie) });

  it('sign-up refuses a photo that is not an https address, as update-user does', async () => {
    for (const image of ['javascript:alert(1)', 'http://example.com/me.jpg']) {
      const response = await send('/api/auth/sign-up/email', {
        name: 'Photo Test',
        email: `photo.${image.length}@example.com`,
        password: GOOD_PASSWORD,
        image,
      });
      expect(response.statusCode, image).toBe(400);
      expect(response.json().message, image).toMatch(/https/);
    }
    const [stored] = await roomy.database.db.select().from(users).where(eq(users.email, 'photo.19@example.com'));
    expect(stored).toBeUndefined();
  });

  it('change-password holds the new password to the policy', async () => {
    const { cookie } = await signUp(roomy.app, roomy.database.db);
    const weak = await send(
      '/api/auth/change-password',
      { currentPassword: GOOD_PASSWORD, newPassword: 'aaaaaaaa' },
      cookie,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/uppercase|digit|number/i);
    const strong = await send(
      '/api/auth/change-password',
      { currentPassword: GOOD_PASSWORD, newPassword: 'Jewels2099' },
      cookie,
    );
    expect(strong.statusCode).toBe(200);
  });
});

describe("changing one's own name (update-user)", () => {
  let cookie: string;
  let id: string;
  beforeAll(async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: '192.0.2.100',
      payload: { name: 'Rana Aziz', email: 'rana@example.com', password: GOOD_PASSWORD },
    });
    cookie = sessionCookie(response.headers['set-cookie']);
    id = response.json<{ user: { id: string } }>().user.id;
  });
  const update = (payload: object) => post('/api/auth/update-user', payload, fromShopPage(cookie));
  const storedName = async () => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.name;

  it.each([
    ['null', { name: null }],
    ['an object', { name: { a: 1 } }],
    ['a number', { name: 42 }],
    ['a list', { name: ['Layla'] }],
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['101 characters', { name: 'a'.repeat(101) }],
    ['5,000 characters', { name: 'a'.repeat(5000) }],
    ['a line break', { name: 'Layla\nHaddad' }],
    ['a photo that is not an address', { image: { a: 1 } }],
    ['a photo that is a script', { image: 'javascript:alert(1)' }],
  ])('refuses %s with a 400 in the error shape, storing nothing', async (_case, payload) => {
    const before = await storedName();
    const response = await update(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input', requestId: response.headers['x-request-id'] });
    expect(await storedName()).toBe(before);
  });

  it('says what a name must be, as sign-up does', async () => {
    const response = await update({ name: '' });
    expect(response.json().message).toBe('Please enter your full name.');
  });

  it('stores a good name, trimmed', async () => {
    const response = await update({ name: '  Layla Haddad-Nasser  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedName()).toBe('Layla Haddad-Nasser');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.name).toBe('Layla Haddad-Nasser');
  });

  it('still refuses a role or an e-mail change', async () => {
    expect((await update({ role: 'owner' })).statusCode).toBe(400);
    expect((await update({ email: 'other@example.com' })).statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.role).toBe('customer');
  });
});

describe('sign-in and sign-out', () => {
  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await post('/api/auth/sign-in/email', { email: 'layla@example.com', password: 'Wrong12345' });
    const unknown = await post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'Wrong12345' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(wrong.json().error).toBe('unauthorized');
  });

  it('signs in, and sign-out ends the session on the server', async () => {
    const signIn = await post('/api/auth/sign-in/email', { email: 'layla@example.com', password: GOOD_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const cookie = sessionCookie(signIn.headers['set-cookie']);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    const out = await post('/api/auth/sign-out', {}, fromShopPage(cookie));
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('answers a visitor at /api/me with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('unauthorized');
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per e-mail with a clear 429', async () => {
    const { email } = await signUp(t.app, t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push(
        (await post('/api/auth/sign-in/email', { email, password: 'Wrong12345' }, { 'x-forwarded-for': `10.0.0.${i}` }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    const limited = await post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    expect(limited.json().message).toMatch(/too many attempts/i);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits password reset requests per e-mail', async () => {
    const email = `limit-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('configured rate limits', () => {
  it('applies the limit and window from the configuration, and says how long to wait', async () => {
    const tight = await createTestApp({
      authRateLimits: {
        ...AUTH_RATE_LIMIT_DEFAULTS,
        SIGN_UP: { perIp: 2, perEmailPerIp: 5, perEmail: 5, windowMinutes: 3 },
      },
    });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 3; i++) {
        last = await tight.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { name: 'Eid Shopper', email: `eid-${i}@example.com`, password: GOOD_PASSWORD },
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(last!.json()).toMatchObject({
        error: 'rate_limited',
        message: 'Too many attempts. Please wait 3 minutes and try again.',
      });
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(120);
    } finally {
      await tight.close();
    }
  });
});

describe('rate limits without their store', () => {
  // Every instance must agree on a limit, so none counts alone while Redis is away.
  it('answers sign-ins 503 with Retry-After while Redis is unreachable', async () => {
    const noRedis = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      const response = await noRedis.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'redis-down@example.com', password: GOOD_PASSWORD },
      });
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toMatchObject({ error: 'unavailable', requestId: response.headers['x-request-id'] });
    } finally {
      await noRedis.close();
    }
  });
});

describe('cross-site protection and headers', () => {
  it('refuses a state-changing request from another origin', async () => {
    const response = await post(
      '/api/auth/sign-in/email',
      { email: 'layla@example.com', password: GOOD_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('forbidden');
    const fetchMeta = await post('/api/auth/sign-out', {}, { 'sec-fetch-site': 'cross-site' });
    expect(fetchMeta.statusCode).toBe(403);
  });

  it('accepts the same request from our own origin', async () => {
    const response = await post(
      '/api/auth/sign-in/email',
      { email: 'layla@example.com', password: GOOD_PASSWORD },
      { origin: 'http://localhost:3000' },
    );
    expect(response.statusCode).toBe(200);
  });

  it('sends security headers on every response', async () => {
    for (const [url, policy] of [
      ['/api/products', "default-src 'none'"],
      ['/api/nothing', "default-src 'none'"],
      ['/api/docs', "default-src 'self'"],
      ['/about', "default-src 'self'"],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: url! });
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy'], url).toContain(policy!);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS and Secure cookies when served over https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://shop.example', secureCookies: true });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'S', email: 'secure@example.com', password: GOOD_PASSWORD },
        headers: { origin: 'https://shop.example' },
      });
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
      expect([response.headers['set-cookie']].flat().join(';')).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });
});
