import { eq } from 'drizzle-orm';
import { URI, type TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unusedCode, wrongCode } from '../testing/totp-codes.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { cookiesOf, fromShopPage, GOOD_PASSWORD, sessionCookie, signUp } from '../testing/accounts.ts';
import { signInWithGoogle } from '../testing/google.ts';
import { startOidcIssuer } from '../testing/oidc-issuer.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// Two-factor sign-in (Better Auth's plugin) and the per-session second factor the admin routes
// ask for. Wrong codes are sent on purpose: the limits have their own tests (auth-limits.test.ts).
let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
let t: TestApp;

beforeAll(async () => {
  issuer = await startOidcIssuer();
  t = await createTestApp({
    authRateLimits: ROOMY_AUTH_LIMITS,
    google: { clientId: 'shop-client', clientSecret: 'shop-secret', issuer: issuer.issuer },
  });
});
afterAll(async () => {
  await t.close();
  await issuer.stop();
});

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: fromShopPage(cookie) });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

interface Enabled {
  /** The session that turned it on (Better Auth replaces it when the first code is verified). */
  cookie: string;
  totp: TOTP;
  backupCodes: string[];
}

/** Turns two-factor on as the account page does: password, the authenticator's secret, a first code. */
async function enableTwoFactor(cookie: string, password: string | undefined = GOOD_PASSWORD): Promise<Enabled> {
  const enabled = await post('/api/auth/two-factor/enable', password === undefined ? {} : { password }, cookie);
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const totp = URI.parse(totpURI) as TOTP;
  const verified = await post('/api/auth/two-factor/verify-totp', { code: await unusedCode(totp) }, cookie);
  expect(verified.statusCode, verified.body).toBe(200);
  return { cookie: sessionCookie(verified.headers['set-cookie']), totp, backupCodes };
}

/** A password sign-in: the session cookie, or the pending second-factor challenge. */
async function passwordSignIn(email: string) {
  const response = await post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json<Record<string, unknown>>(), cookies: cookiesOf(response.headers['set-cookie']) };
}

async function security(cookie: string) {
  const response = await get('/api/account/security', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    twoFactorEnabled: boolean;
    secondFactorPassed: boolean;
    hasPassword: boolean;
    adminTwoFactor: 'off' | 'required';
    adminAccess: string;
  }>();
}

describe('turning two-factor on', () => {
  it('asks for the password, gives the authenticator a secret, and is on only once a first code is verified', async () => {
    const user = await signUp(t.app, t.database.db, 'admin');
    expect(await security(user.cookie)).toEqual({
      twoFactorEnabled: false,
      secondFactorPassed: false,
      hasPassword: true,
      adminTwoFactor: 'off',
      adminAccess: 'granted',
    });

    const wrongPassword = await post('/api/auth/two-factor/enable', { password: 'Wrong12345' }, user.cookie);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ error: 'invalid_input' });

    const enabled = await post('/api/auth/two-factor/enable', { password: GOOD_PASSWORD }, user.cookie);
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    const totp = URI.parse(totpURI) as TOTP;
    expect(totp.issuer).toBe('Al Zahra Jewelers');
    expect(totp.label).toBe(user.email);
    expect(totp.digits).toBe(6);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    // Not on until the authenticator has proven it holds the secret.
    expect((await security(user.cookie)).twoFactorEnabled).toBe(false);

    const wrong = await post('/api/auth/two-factor/verify-totp', { code: wrongCode(totp) }, user.cookie);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'unauthorized' });
    expect((await security(user.cookie)).twoFactorEnabled).toBe(false);

    const verified = await post('/api/auth/two-factor/verify-totp', { code: await unusedCode(totp) }, user.cookie);
    expect(verified.statusCode).toBe(200);
    const cookie = sessionCookie(verified.headers['set-cookie']);
    expect(await security(cookie)).toMatchObject({
      twoFactorEnabled: true,
      secondFactorPassed: true,
      adminAccess: 'granted',
    });
    expect((await get('/api/admin/customers', cookie)).statusCode).toBe(200);
  });
});

describe('signing in with a second factor', () => {
  let admin: Awaited<ReturnType<typeof signUp>>;
  let enabled: Enabled;
  beforeAll(async () => {
    admin = await signUp(t.app, t.database.db, 'admin');
    enabled = await enableTwoFactor(admin.cookie);
  });

  it('a password sign-in answers that the code is needed, and gives no session until it is entered', async () => {
    const pending = await passwordSignIn(admin.email);
    expect(pending.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(pending.cookies).not.toContain('session_token=');
    expect(pending.cookies).toContain('two_factor=');
    expect((await get('/api/me', pending.cookies)).statusCode).toBe(401);

    const wrong = await post('/api/auth/two-factor/verify-totp', { code: wrongCode(enabled.totp) }, pending.cookies);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'unauthorized' });
    expect(wrong.headers['set-cookie'] ?? '').not.toContain('session_token=');

    const right = await post(
      '/api/auth/two-factor/verify-totp',
      { code: await unusedCode(enabled.totp) },
      pending.cookies,
    );
    expect(right.statusCode).toBe(200);
    const cookie = sessionCookie(right.headers['set-cookie']);
    expect((await get('/api/me', cookie)).json().user.email).toBe(admin.email);
    expect(await security(cookie)).toMatchObject({ secondFactorPassed: true, adminAccess: 'granted' });
    expect((await get('/api/admin/customers', cookie)).statusCode).toBe(200);
  });

  it('takes an authenticator code once: the same code again is refused while it is still shown', async () => {
    const owner = await signUp(t.app, t.database.db, 'owner');
    const { totp } = await enableTwoFactor(owner.cookie);
    const code = await unusedCode(totp);
    const first = await passwordSignIn(owner.email);
    const second = await passwordSignIn(owner.email);
    const [once, again] = await Promise.all([
      post('/api/auth/two-factor/verify-totp', { code }, first.cookies),
      post('/api/auth/two-factor/verify-totp', { code }, second.cookies),
    ]);
    expect([once.statusCode, again.statusCode].sort()).toEqual([200, 401]);
    const refused = once.statusCode === 401 ? once : again;
    expect(refused.json().message).toMatch(/used already/);
    // From a session that holds the account too, and once more after the first check is over.
    const signedIn = sessionCookie((once.statusCode === 200 ? once : again).headers['set-cookie']);
    expect((await post('/api/auth/two-factor/verify-totp', { code }, signedIn)).statusCode).toBe(401);
    // The challenge that was refused still waits: the next code passes it, and a wrong one first
    // does not use a right one up. (Which of the two went first is up to the database.)
    const pending = once.statusCode === 401 ? first.cookies : second.cookies;
    const next = await unusedCode(totp);
    expect((await post('/api/auth/two-factor/verify-totp', { code: wrongCode(totp) }, pending)).statusCode).toBe(401);
    expect((await post('/api/auth/two-factor/verify-totp', { code: next }, pending)).statusCode).toBe(200);
  });

  it('a backup code signs in instead of the code, once', async () => {
    const [first, second] = enabled.backupCodes;
    const pending = await passwordSignIn(admin.email);
    const used = await post('/api/auth/two-factor/verify-backup-code', { code: first }, pending.cookies);
    expect(used.statusCode).toBe(200);
    const cookie = sessionCookie(used.headers['set-cookie']);
    expect(await security(cookie)).toMatchObject({ secondFactorPassed: true });
    expect((await get('/api/admin/customers', cookie)).statusCode).toBe(200);

    const again = await passwordSignIn(admin.email);
    const reused = await post('/api/auth/two-factor/verify-backup-code', { code: first }, again.cookies);
    expect(reused.statusCode).toBe(401);
    const other = await post('/api/auth/two-factor/verify-backup-code', { code: second }, again.cookies);
    expect(other.statusCode).toBe(200);
  });

  it('a session that existed before two-factor was turned on must pass it before any admin route', async () => {
    const other = await signUp(t.app, t.database.db, 'owner');
    const laptop = (await passwordSignIn(other.email)).cookies;
    const phone = await enableTwoFactor(other.cookie);

    const refused = await get('/api/admin/customers', laptop);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'second_factor_required' });
    expect(refused.json().message).toMatch(/code/i);
    expect(refused.json().requestId).toBe(refused.headers['x-request-id']);
    // The rest of the shop, and the account page, still work for that session.
    expect((await get('/api/me', laptop)).statusCode).toBe(200);
    expect(await security(laptop)).toMatchObject({
      twoFactorEnabled: true,
      secondFactorPassed: false,
      adminAccess: 'second_factor_required',
    });
    // Nor may it change the account: its password (which would end every other session), e-mail or name.
    const changes: [string, object][] = [
      [
        '/api/auth/change-password',
        { currentPassword: GOOD_PASSWORD, newPassword: 'Jewels2027', revokeOtherSessions: true },
      ],
      ['/api/auth/change-email', { newEmail: 'taken.over@example.com' }],
      ['/api/auth/update-user', { name: 'Taken Over' }],
      ['/api/auth/revoke-other-sessions', {}],
    ];
    for (const [url, payload] of changes) {
      const change = await post(url, payload, laptop);
      expect(change.statusCode, url).toBe(403);
      expect(change.json().message, url).toMatch(/code/i);
    }
    const unchanged = (await get('/api/me', phone.cookie)).json().user;
    expect(unchanged.email).toBe(other.email);
    expect(unchanged.name).not.toBe('Taken Over');
    expect((await passwordSignIn(other.email)).body).toMatchObject({ twoFactorRedirect: true });

    const verified = await post('/api/auth/two-factor/verify-totp', { code: await unusedCode(phone.totp) }, laptop);
    expect(verified.statusCode).toBe(200);
    expect((await get('/api/admin/customers', laptop)).statusCode).toBe(200);
    expect((await get('/api/admin/customers', phone.cookie)).statusCode).toBe(200);
  });

  it('a password change that signs out the other devices keeps this session past the second factor', async () => {
    const owner = await signUp(t.app, t.database.db, 'owner');
    const { cookie, totp } = await enableTwoFactor(owner.cookie);
    const phone = await passwordSignIn(owner.email);
    const phoneCookie = sessionCookie(
      (await post('/api/auth/two-factor/verify-totp', { code: await unusedCode(totp) }, phone.cookies)).headers[
        'set-cookie'
      ],
    );
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: GOOD_PASSWORD, newPassword: 'Jewels2031', revokeOtherSessions: true },
      cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = sessionCookie(changed.headers['set-cookie']);
    expect(await security(renewed)).toMatchObject({ secondFactorPassed: true, adminAccess: 'granted' });
    expect((await get('/api/me', phoneCookie)).statusCode).toBe(401);
  });

  it('turning it off needs the password, and password sign-ins then ask for no code', async () => {
    const owner = await signUp(t.app, t.database.db, 'admin');
    const { cookie } = await enableTwoFactor(owner.cookie);
    expect((await post('/api/auth/two-factor/disable', { password: 'Wrong12345' }, cookie)).statusCode).toBe(400);
    const off = await post('/api/auth/two-factor/disable', { password: GOOD_PASSWORD }, cookie);
    expect(off.statusCode).toBe(200);
    expect((await security(sessionCookie(off.headers['set-cookie']))).twoFactorEnabled).toBe(false);
    const signedIn = await passwordSignIn(owner.email);
    expect(signedIn.cookies).toContain('session_token=');
    expect((await get('/api/admin/customers', signedIn.cookies)).statusCode).toBe(200);
  });

  it('new backup codes need the password and replace the old ones', async () => {
    const someone = await signUp(t.app, t.database.db, 'admin');
    const { cookie, backupCodes } = await enableTwoFactor(someone.cookie);
    expect(
      (await post('/api/auth/two-factor/generate-backup-codes', { password: 'Wrong12345' }, cookie)).statusCode,
    ).toBe(400);
    const fresh = await post('/api/auth/two-factor/generate-backup-codes', { password: GOOD_PASSWORD }, cookie);
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json<{ backupCodes: string[] }>().backupCodes;
    expect(codes).toHaveLength(10);
    const pending = await passwordSignIn(someone.email);
    expect(
      (await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, pending.cookies)).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/two-factor/verify-backup-code', { code: codes[0] }, pending.cookies)).statusCode,
    ).toBe(200);
  });
});

describe('an admin signed in with Google', () => {
  it('reaches no admin route until a code is verified in that session, whatever the sign-in', async () => {
    issuer.setIdentity({
      sub: '424242',
      email: 'leila.google@example.com',
      name: 'Leila Google',
      picture: 'https://lh3.googleusercontent.com/a/leila',
    });
    const first = await signInWithGoogle(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'leila.google@example.com'));
    expect((await get('/api/admin/customers', first)).statusCode).toBe(200);
    // A Google-only account has no password to confirm with: its session is the proof.
    expect((await security(first)).hasPassword).toBe(false);
    const { totp, cookie: enabledHere } = await enableTwoFactor(first, undefined);
    expect((await get('/api/admin/customers', enabledHere)).statusCode).toBe(200);

    const viaGoogle = await signInWithGoogle(t.app);
    const refused = await get('/api/admin/customers', viaGoogle);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'second_factor_required' });
    const adminWrite = await t.app.inject({
      method: 'PATCH',
      url: '/api/metals/gold-24k',
      payload: { pricePerGram: 1 },
      headers: fromShopPage(viaGoogle),
    });
    expect(adminWrite.statusCode).toBe(403);
    expect(adminWrite.json()).toMatchObject({ error: 'second_factor_required' });

    // Nor can that session take the lock off, or read new backup codes, before the code.
    const disable = await post('/api/auth/two-factor/disable', {}, viaGoogle);
    expect(disable.statusCode).toBe(403);
    const regenerate = await post('/api/auth/two-factor/generate-backup-codes', {}, viaGoogle);
    expect(regenerate.statusCode).toBe(403);
    const uri = await post('/api/auth/two-factor/get-totp-uri', {}, viaGoogle);
    expect(uri.statusCode).toBe(403);
    expect((await security(viaGoogle)).twoFactorEnabled).toBe(true);
    // The mark is not an input: a session cannot give it to itself.
    const selfMarked = await post(
      '/api/auth/update-session',
      { secondFactorVerifiedAt: new Date().toISOString() },
      viaGoogle,
    );
    expect(selfMarked.statusCode).toBeGreaterThanOrEqual(400);
    expect(selfMarked.statusCode).toBeLessThan(500);
    expect((await get('/api/admin/customers', viaGoogle)).statusCode).toBe(403);

    expect((await post('/api/auth/two-factor/verify-totp', { code: wrongCode(totp) }, viaGoogle)).statusCode).toBe(401);
    expect((await get('/api/admin/customers', viaGoogle)).statusCode).toBe(403);
    const verified = await post('/api/auth/two-factor/verify-totp', { code: await unusedCode(totp) }, viaGoogle);
    expect(verified.statusCode).toBe(200);
    expect((await get('/api/admin/customers', viaGoogle)).statusCode).toBe(200);
    expect(await security(viaGoogle)).toMatchObject({ secondFactorPassed: true, adminAccess: 'granted' });
  });

  it('a backup code also passes the second factor of a signed-in session', async () => {
    issuer.setIdentity({
      sub: '434343',
      email: 'samir.google@example.com',
      name: 'Samir Google',
      picture: 'https://lh3.googleusercontent.com/a/samir',
    });
    const first = await signInWithGoogle(t.app);
    await t.database.db.update(users).set({ role: 'owner' }).where(eq(users.email, 'samir.google@example.com'));
    const { backupCodes } = await enableTwoFactor(first, undefined);
    const later = await signInWithGoogle(t.app);
    expect((await get('/api/admin/customers', later)).statusCode).toBe(403);
    expect((await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[3] }, later)).statusCode).toBe(
      200,
    );
    expect((await get('/api/admin/customers', later)).statusCode).toBe(200);
  });
});

describe('ADMIN_2FA=required', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS, adminTwoFactor: 'required' });
  });
  afterAll(() => strict.close());

  it('keeps admins without two-factor out of every admin route, but lets them set it up', async () => {
    const admin = await signUp(strict.app, strict.database.db, 'owner');
    const refused = await strict.app.inject({
      method: 'GET',
      url: '/api/admin/customers',
      headers: { cookie: admin.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'second_factor_setup_required' });
    expect(refused.json().message).toMatch(/two-factor/i);
    expect(
      (await strict.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(200);
    const status = await strict.app.inject({
      method: 'GET',
      url: '/api/account/security',
      headers: { cookie: admin.cookie },
    });
    expect(status.json()).toMatchObject({ adminTwoFactor: 'required', adminAccess: 'second_factor_setup_required' });

    const enabled = await strict.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      payload: { password: GOOD_PASSWORD },
      headers: fromShopPage(admin.cookie),
    });
    const totp = URI.parse(enabled.json<{ totpURI: string }>().totpURI) as TOTP;
    const verified = await strict.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      payload: { code: await unusedCode(totp) },
      headers: fromShopPage(admin.cookie),
    });
    const cookie = sessionCookie(verified.headers['set-cookie']);
    expect(
      (await strict.app.inject({ method: 'GET', url: '/api/admin/customers', headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('changes nothing for customers', async () => {
    const customer = await signUp(strict.app, strict.database.db, 'customer');
    const status = await strict.app.inject({
      method: 'GET',
      url: '/api/account/security',
      headers: { cookie: customer.cookie },
    });
    expect(status.json()).toMatchObject({ adminAccess: 'not_admin', twoFactorEnabled: false });
    expect(
      (await strict.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: customer.cookie } })).statusCode,
    ).toBe(200);
  });
});

describe('sessions', () => {
  const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
  const SAFARI_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  async function signInFrom(email: string, userAgent: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: GOOD_PASSWORD },
      headers: { 'user-agent': userAgent },
    });
    return sessionCookie(response.headers['set-cookie']);
  }

  interface SessionRow {
    id: string;
    device: string;
    ipAddress: string | null;
    createdAt: string;
    lastSeenAt: string;
    current: boolean;
    secondFactorPassed: boolean;
  }
  const list = async (cookie: string) => {
    const response = await get('/api/account/sessions', cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: SessionRow[] }>().items;
  };
  const revoke = (cookie: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${id}`, headers: fromShopPage(cookie) });

  it('lists the account’s sessions with device, address and times, this one marked, and no token', async () => {
    const user = await signUp(t.app, t.database.db);
    const firefox = await signInFrom(user.email, FIREFOX_WINDOWS);
    await signInFrom(user.email, SAFARI_IPHONE);
    const rows = await list(firefox);
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.current)).toHaveLength(1);
    const mine = rows.find((row) => row.current)!;
    expect(mine).toMatchObject({ device: 'Firefox on Windows', ipAddress: '127.0.0.1', secondFactorPassed: false });
    expect(rows.map((row) => row.device)).toContain('Safari on iOS (iPhone)');
    for (const row of rows) {
      expect(new Date(row.createdAt).getTime()).toBeGreaterThan(0);
      expect(new Date(row.lastSeenAt).getTime()).toBeGreaterThan(0);
    }
    const body = (await get('/api/account/sessions', firefox)).body;
    expect(body).not.toContain(firefox.split('=')[1]!.split('.')[0]!);
    expect(body).not.toMatch(/token/i);
  });

  it('revokes another session, which is signed out at once; another account’s session is not found', async () => {
    const user = await signUp(t.app, t.database.db);
    const here = await signInFrom(user.email, FIREFOX_WINDOWS);
    const there = await signInFrom(user.email, SAFARI_IPHONE);
    const target = (await list(here)).find((row) => row.device.startsWith('Safari'))!;

    const stranger = await signUp(t.app, t.database.db);
    const notYours = await revoke(stranger.cookie, target.id);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toMatchObject({ error: 'not_found' });
    expect((await get('/api/me', there)).statusCode).toBe(200);

    const revoked = await revoke(here, target.id);
    expect(revoked.statusCode).toBe(204);
    expect((await get('/api/me', there)).statusCode).toBe(401);
    expect((await list(here)).map((row) => row.id)).not.toContain(target.id);
    expect((await revoke(here, target.id)).statusCode).toBe(404);
  });

  it('revoking this very session signs it out', async () => {
    const user = await signUp(t.app, t.database.db);
    const mine = (await list(user.cookie)).find((row) => row.current)!;
    expect((await revoke(user.cookie, mine.id)).statusCode).toBe(204);
    expect((await get('/api/me', user.cookie)).statusCode).toBe(401);
  });

  it('a session that has not passed the account’s second factor revokes no other session', async () => {
    const admin = await signUp(t.app, t.database.db, 'admin');
    const laptop = await signInFrom(admin.email, FIREFOX_WINDOWS);
    const { cookie, totp } = await enableTwoFactor(admin.cookie);
    const verifiedRow = (await list(cookie)).find((row) => row.current)!;
    expect(verifiedRow.secondFactorPassed).toBe(true);
    const refused = await revoke(laptop, verifiedRow.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'second_factor_required' });
    expect((await get('/api/me', cookie)).statusCode).toBe(200);
    // Its own session it may always end (that is signing out).
    const own = (await list(laptop)).find((row) => row.current)!;
    await post('/api/auth/two-factor/verify-totp', { code: await unusedCode(totp) }, laptop);
    expect((await revoke(laptop, own.id)).statusCode).toBe(204);
  });

  it('are not listed by the auth library’s own endpoint, whose answer carries every token', async () => {
    const user = await signUp(t.app, t.database.db);
    const response = await get('/api/auth/list-sessions', user.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(user.cookie.split('=')[1]!.split('.')[0]!);
  });

  it('answers a visitor 401 and a malformed id 400', async () => {
    expect((await get('/api/account/sessions')).statusCode).toBe(401);
    expect((await get('/api/account/security')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account/sessions/abc' })).statusCode).toBe(401);
    const user = await signUp(t.app, t.database.db);
    for (const id of ['not%20an%20id', "x'or'1", 'a.b']) {
      const bad = await revoke(user.cookie, id);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'invalid_input' });
    }
  });
});
