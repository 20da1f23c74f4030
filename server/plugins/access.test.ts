import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/accounts/accounts.tables.ts';
import { fromShopPage, signUp } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('admin routes are an allow-list of roles', () => {
  it.each(['superuser', 'Admin', 'owner ', ''])(
    'refuse a user whose stored role is %j, which is neither admin nor owner',
    async (stored) => {
      const user = await signUp(t.app, t.database.db);
      // Written behind the app's back, as a bad migration or a hand edit could.
      await t.database.db
        .update(users)
        .set({ role: stored as 'admin' })
        .where(eq(users.id, user.id));
      const read = await t.app.inject({ method: 'GET', url: '/api/admin/metals', headers: { cookie: user.cookie } });
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ error: 'forbidden', message: 'This needs an admin account.' });
      const write = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        payload: { role: 'owner' },
        headers: fromShopPage(user.cookie),
      });
      expect(write.statusCode).toBe(403);
      const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
      expect(row!.role).toBe(stored);
    },
  );

  it('let admins and owners through', async () => {
    for (const role of ['admin', 'owner'] as const) {
      const user = await signUp(t.app, t.database.db, role);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/metals', headers: { cookie: user.cookie } })).statusCode,
      ).toBe(200);
    }
  });
});
