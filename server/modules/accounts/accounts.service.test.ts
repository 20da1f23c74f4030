import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { sessions, users } from './accounts.tables.ts';
import { ensureOwner } from './accounts.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ensureOwner', () => {
  it('creates the configured owner once, with a generated password that signs in', async () => {
    const generated = await ensureOwner(t.database.db, t.app.auth, 'Boss@Example.com', undefined);
    expect(generated).toMatch(/^[A-Za-z0-9_-]{16}Aa7$/);
    expect(await ensureOwner(t.database.db, t.app.auth, 'boss@example.com', undefined)).toBeUndefined();
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('owner');
    // Creating the account signs nobody in: no session is left that no browser holds (it would
    // show on the owner's security page as an unknown device).
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, rows[0]!.id))).toEqual([]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'boss@example.com', password: generated },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('uses ADMIN_PASSWORD when given and restores the owner role at start-up', async () => {
    expect(await ensureOwner(t.database.db, t.app.auth, 'chief@example.com', 'Chief12345')).toBeUndefined();
    await t.database.db.update(users).set({ role: 'customer' }).where(eq(users.email, 'chief@example.com'));
    await ensureOwner(t.database.db, t.app.auth, 'chief@example.com', 'Chief12345');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'chief@example.com'));
    expect(row!.role).toBe('owner');
  });
});
