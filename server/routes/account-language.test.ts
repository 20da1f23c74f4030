import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#domain/accounts/user.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { fromShopPage, GOOD_PASSWORD, sessionCookie, signUp } from '../testing/accounts.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// The account's language: the page's at sign-up, changed by PUT /api/me/language, used for its mails.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
});
afterAll(() => t.close());

let counter = 0;

async function register(acceptLanguage?: string): Promise<{ id: string; cookie: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { ...fromShopPage(), ...(acceptLanguage !== undefined && { 'accept-language': acceptLanguage }) },
    payload: { name: 'Layla Haddad', email: `lang${++counter}-${Date.now()}@example.com`, password: GOOD_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    id: response.json<{ user: { id: string } }>().user.id,
    cookie: sessionCookie(response.headers['set-cookie']),
  };
}

async function me(cookie: string): Promise<User> {
  const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: User }>().user;
}

const setLanguage = (payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'PUT', url: '/api/me/language', headers: fromShopPage(cookie), payload: payload as object });

describe("the account's language", () => {
  it("is the sign-up page's, from its Accept-Language, and English for anything else", async () => {
    expect((await me((await register('ar')).cookie)).language).toBe('ar');
    expect((await me((await register('ar-SA,ar;q=0.9,en;q=0.8')).cookie)).language).toBe('ar');
    expect((await me((await register('en')).cookie)).language).toBe('en');
    expect((await me((await register('fr-FR')).cookie)).language).toBe('en');
    expect((await me((await register()).cookie)).language).toBe('en');
  });

  it('cannot be chosen in the sign-up form or through the auth library', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { ...fromShopPage(), 'accept-language': 'en' },
      payload: { name: 'Sneaky', email: `sneaky-${Date.now()}@example.com`, password: GOOD_PASSWORD, language: 'xx' },
    });
    if (response.statusCode === 200) {
      const [row] = await t.database.db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, response.json<{ user: { id: string } }>().user.id));
      expect(row!.language).toBe('en');
    } else {
      expect(response.statusCode).toBe(400);
    }
    const { cookie, id } = await register('ar');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: fromShopPage(cookie),
      payload: { language: 'xx' },
    });
    const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, id));
    expect(row!.language).toBe('ar');
  });

  it('PUT /api/me/language: 401 signed out, 400 for anything but en or ar, 200 stores it', async () => {
    expect((await setLanguage({ language: 'ar' })).statusCode).toBe(401);
    const { cookie, id } = await register('en');
    for (const body of [{ language: 'fr' }, { language: 'AR' }, { language: '' }, {}, { language: 'ar', extra: 1 }]) {
      expect((await setLanguage(body, cookie)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const stored = await setLanguage({ language: 'ar' }, cookie);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json<{ user: User }>().user).toMatchObject({ id, language: 'ar' });
    expect((await me(cookie)).language).toBe('ar');
    expect((await setLanguage({ language: 'en' }, cookie)).statusCode).toBe(200);
    expect((await me(cookie)).language).toBe('en');
  });

  it('is refused by the database when it is not one of ours', async () => {
    const { id } = await register('en');
    await expect(
      t.database.db
        .update(users)
        .set({ language: 'fr' as 'en' })
        .where(eq(users.id, id)),
    ).rejects.toThrow();
  });
});

describe('a user made by signUp()', () => {
  it('is English', async () => {
    const user = await signUp(t.app, t.database.db);
    expect((await me(user.cookie)).language).toBe('en');
  });
});
