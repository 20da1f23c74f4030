// For the backup tests: a shop with a catalogue, customers, orders and an owner signed in with two
// factors, and the means to compare two databases row for row and to forge a session cookie.
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { URI, type TOTP } from 'otpauth';
import { buildApp } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { users } from '#server/modules/accounts/accounts.tables.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { GOOD_PASSWORD } from '#server/testing/accounts.ts';
import { buy, piecesAsTheyAre, TestShopper } from '#server/testing/shopper.ts';
import { ROOMY_AUTH_LIMITS, testConfig } from '#server/testing/test-app.ts';
import type { Query } from './row-counts.ts';

export interface ShopWithOrders {
  app: FastifyInstance;
  buyer: TestShopper;
  buyerEmail: string;
  /** The owner, signed in with password and authenticator code: the session the dashboard runs on. */
  owner: { shopper: TestShopper; email: string; backupCodes: string[] };
  orderIds: string[];
  /** GET /api/orders/:id as the buyer saw each order, body bytes as sent. */
  orderBodies: Map<string, string>;
}

/**
 * The real app on `database`: demo catalogue, two customers, three orders, one uploaded photo on
 * disk, an owner with two-factor sign-in on whose session has passed it, and a password reset asked
 * for (a one-time token in the database).
 */
export async function shopWithOrders(database: Database, dataDir: string): Promise<ShopWithOrders> {
  const app = await startApp(database, dataDir);
  await seedDemoDataIfEmpty(database.db);
  await database.db.update(products).set({ stock: 50 });
  const catalogue = (await piecesAsTheyAre(app)).slice(0, 4);
  const buyer = new TestShopper(app);
  const buyerEmail = await buyer.register();
  const other = new TestShopper(app);
  await other.register();
  const orders = [
    await buy(buyer, [{ productId: catalogue[0]!.id, quantity: 2 }, { productId: catalogue[1]!.id }]),
    await buy(other, [{ productId: catalogue[2]!.id }]),
    await buy(buyer, [{ productId: catalogue[3]!.id, quantity: 3 }]),
  ];
  // A cart left behind: it too must come back.
  await other.post('/api/cart', { productId: catalogue[1]!.id, quantity: 1 });
  const photo = join(dataDir, 'media', 'uploads', 'backup-test-800.webp');
  await mkdir(join(dataDir, 'media', 'uploads'), { recursive: true });
  await writeFile(photo, Buffer.from('RIFF0000WEBPVP8 not really a photo'));
  const orderIds = orders.map((order) => order.id);
  const orderBodies = await ordersSeenBy(buyer, [orders[0]!.id, orders[2]!.id]);
  const owner = await ownerWithTwoFactor(app, database);
  const reset = await new TestShopper(app).post('/api/auth/request-password-reset', {
    email: buyerEmail,
    redirectTo: '/reset-password',
  });
  if (reset.statusCode !== 200) throw new Error(`reset request failed: ${reset.statusCode} ${reset.body}`);
  return { app, buyer, buyerEmail, owner, orderIds, orderBodies };
}

/** An owner who turned two-factor on (password, then a first authenticator code), signed in with it. */
async function ownerWithTwoFactor(app: FastifyInstance, database: Database): Promise<ShopWithOrders['owner']> {
  const shopper = new TestShopper(app);
  const email = await shopper.register(undefined, 'Shop Owner');
  await database.db.update(users).set({ role: 'owner' }).where(eq(users.email, email));
  const enabled = await shopper.post('/api/auth/two-factor/enable', { password: GOOD_PASSWORD });
  if (enabled.statusCode !== 200) throw new Error(`two-factor enable failed: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const verified = await shopper.post('/api/auth/two-factor/verify-totp', {
    code: (URI.parse(totpURI) as TOTP).generate(),
  });
  if (verified.statusCode !== 200) throw new Error(`two-factor verify failed: ${verified.statusCode} ${verified.body}`);
  const overview = await shopper.get('/api/admin/overview');
  if (overview.statusCode !== 200) throw new Error(`owner's dashboard: ${overview.statusCode} ${overview.body}`);
  return { shopper, email, backupCodes };
}

/** A password sign-in passed with a two-factor backup code (which only the right auth secret decrypts). */
export async function signInWithBackupCode(app: FastifyInstance, email: string, code: string): Promise<TestShopper> {
  const shopper = new TestShopper(app);
  await shopper.signIn(email);
  const passed = await shopper.post('/api/auth/two-factor/verify-backup-code', { code });
  if (passed.statusCode !== 200) throw new Error(`backup code refused: ${passed.statusCode} ${passed.body}`);
  return shopper;
}

/** A session cookie's value as Better Auth signs it (better-call's signCookieValue): token.HMAC-SHA256, URL-encoded. */
export function forgedSessionCookie(token: string, secret: string): string {
  return encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);
}

/**
 * The app as the shop runs it without AUTH_SECRET, on this database and data folder: its signing
 * secret is the one generated into DATA_DIR/auth-secret (no web build).
 */
export async function startApp(database: Database, dataDir: string): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ authRateLimits: ROOMY_AUTH_LIMITS, dataDir, redisUrl: undefined, authSecret: undefined }),
    db: database.db,
    logger: false,
  });
  await app.ready();
  return app;
}

export async function ordersSeenBy(shopper: TestShopper, ids: string[]): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const id of ids) {
    const response = await shopper.get(`/api/orders/${id}`);
    if (response.statusCode !== 200) throw new Error(`GET /api/orders/${id}: ${response.statusCode} ${response.body}`);
    bodies.set(id, response.body);
  }
  return bodies;
}

/** A shopper on another app instance with the same cookies (the same session, if the database has it). */
export function sameShopperOn(app: FastifyInstance, shopper: TestShopper): TestShopper {
  const copy = new TestShopper(app);
  for (const [name, value] of shopper.cookies) copy.cookies.set(name, value);
  return copy;
}

/** Every session token and one-time token (reset links) in a database: the keys a backup must not hold. */
export async function liveTokens(query: Query): Promise<string[]> {
  const sessions = await query<{ token: string }>('SELECT token FROM sessions');
  const oneTime = await query<{ identifier: string; value: string }>('SELECT identifier, value FROM verifications');
  return [
    ...sessions.map((row) => row.token),
    // A reset link's token is the identifier's tail ("reset-password:<token>").
    ...oneTime.map((row) => row.identifier.slice(row.identifier.indexOf(':') + 1)),
  ];
}

/** Every row of the order tables as PostgreSQL's own text of the row, in a fixed order. */
export async function orderRows(query: Query): Promise<string[]> {
  const rows: string[] = [];
  for (const table of ['orders', 'order_items', 'billing_records', 'checkout_quotes']) {
    const result = await query<{ row: string }>(`SELECT t::text AS row FROM ${table} t ORDER BY t::text`);
    rows.push(...result.map((row) => `${table} ${row.row}`));
  }
  return rows;
}

export const queryOf =
  (database: Database): Query =>
  async <Row>(text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;

/** Every file under a folder (what someone holding a backup folder can read) (gzip archives unpacked), with its path. */
export function filesUnder(folder: string): Array<{ path: string; bytes: Buffer }> {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const bytes = readFileSync(path);
      return { path, bytes: path.endsWith('.gz') ? gunzipSync(bytes) : bytes };
    });
}

/** The session cookie's name and value in a test browser. */
export function sessionCookieOf(shopper: TestShopper): { name: string; value: string } {
  const [name, value] = [...shopper.cookies].find(([cookie]) => cookie.includes('session_token'))!;
  return { name, value };
}
