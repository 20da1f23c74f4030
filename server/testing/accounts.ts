import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Role } from '#domain/accounts/roles.ts';
import type { Db } from '../db/client.ts';
import { users } from '../modules/accounts/accounts.tables.ts';

export const GOOD_PASSWORD = 'Jewels2026';

/** The test app's PUBLIC_URL, which browsers of these tests send as Origin. */
export const SHOP_ORIGIN = 'http://localhost:3000';

/** Headers a browser on the shop's own page sends with a state-changing request (cookie optional). */
export function fromShopPage(cookie?: string): Record<string, string> {
  return { origin: SHOP_ORIGIN, ...(cookie && { cookie }) };
}
let counter = 0;

/** The session cookie from a Better Auth answer, ready for a Cookie header. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = [setCookie ?? []].flat();
  const session = cookies.find((cookie) => cookie.includes('session_token='));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session.split(';')[0]!;
}

/** Every cookie a Better Auth answer sets (a pending second factor, OAuth state), as one Cookie header. */
export function cookiesOf(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .filter((cookie) => !/max-age=0/i.test(cookie))
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Registers a user through the real endpoint (optionally with a role) and returns its cookie. */
export async function signUp(app: FastifyInstance, db: Db, role: Role = 'customer', email?: string) {
  const address = email ?? `user${++counter}-${Date.now()}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: `Test ${role}`, email: address, password: GOOD_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const id = response.json<{ user: { id: string } }>().user.id;
  if (role !== 'customer') await db.update(users).set({ role }).where(eq(users.id, id));
  return { id, email: address, cookie: sessionCookie(response.headers['set-cookie']) };
}

/** Signs an existing account in with GOOD_PASSWORD, as the shop's page does; answers its session cookie. */
export async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: fromShopPage(),
    payload: { email, password: GOOD_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email}: ${response.statusCode} ${response.body}`);
  return sessionCookie(response.headers['set-cookie']);
}
