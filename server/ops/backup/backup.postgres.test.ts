import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { createThrowawayPostgres } from '#server/db/throwaway-database.ts';
import { TestShopper } from '#server/testing/shopper.ts';
import {
  orderRows,
  ordersSeenBy,
  sameShopperOn,
  sessionCookieOf,
  shopWithOrders,
  signInWithBackupCode,
  startApp,
} from './backup-test-shop.ts';
import type { BackupManifest } from './manifest.ts';
import { countRows, type Query } from './row-counts.ts';

// PostgreSQL's round trip through the real commands (`npm run backup`, `npm run restore`): a shop on
// its own database takes orders, is backed up with pg_dump while it runs, and is restored into a new
// database with pg_restore; every table has the same rows but the sessions and one-time tokens, which
// no backup holds, the orders are the same byte for byte, old sessions are over, and with the auth
// secret put back the buyer and the two-factor owner sign in again. It needs a PostgreSQL server, so
// it runs only when DATABASE_URL is set (CI's second pass, `.ci/run`); backup.test.ts covers PGlite.

const serverUrl = process.env.DATABASE_URL;
const run = promisify(execFile);

/** The CLI as `npm run backup` / `npm run restore` run it, with this environment. */
async function cli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', ['server/ops/backup/cli.ts', ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function withClient<T>(url: string, use: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(async <Row>(sql: string) => (await client.query(sql)).rows as Row[]);
  } finally {
    await client.end();
  }
}

describe.runIf(serverUrl)('backup and restore on PostgreSQL (runs only with DATABASE_URL: it needs a server)', () => {
  let scratch: string;
  let backupDir: string;
  let source: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let target: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let database: Database;
  let shop: Awaited<ReturnType<typeof shopWithOrders>>;
  let folder: string;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'shop-backup-pg-'));
    backupDir = join(scratch, 'backups');
    source = await createThrowawayPostgres(serverUrl!);
    target = await createThrowawayPostgres(serverUrl!);
    database = await openDatabase({ databaseUrl: source.url });
    shop = await shopWithOrders(database, join(scratch, 'data'));
  }, 240_000);
  afterAll(async () => {
    await shop?.app.close();
    await database?.close();
    await source?.drop();
    await target?.drop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('npm run backup: pg_dump custom format of the running shop, its row counts, and the photos', async () => {
    const result = await cli(['backup'], {
      DATABASE_URL: source.url,
      DATA_DIR: join(scratch, 'data'),
      BACKUP_DIR: backupDir,
    });
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    const [name] = readdirSync(backupDir);
    expect(name).toMatch(/^shop-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    folder = join(backupDir, name!);
    expect(result.stdout).toContain(`Backup written: ${folder}`);
    expect(readdirSync(folder).sort()).toEqual(['database.pgdump', 'manifest.json', 'media']);
    expect(readFileSync(join(folder, 'database.pgdump')).subarray(0, 5).toString()).toBe('PGDMP');
    // Owner-only, whatever the umask or pg_dump made of it.
    expect((statSync(join(folder, 'database.pgdump')).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(folder).mode & 0o777).toString(8)).toBe('700');
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.database.kind).toBe('postgres');
    const live = await withClient(source.url, countRows);
    expect(live['public.sessions']).toBeGreaterThanOrEqual(3);
    expect(manifest.database.rowCounts).toEqual({ ...live, 'public.sessions': 0, 'public.verifications': 0 });
    expect(manifest.database.rowsLeftOut).toEqual(['public.sessions', 'public.verifications']);
    expect(manifest.media).toMatchObject({ kind: 'disk', files: 1 });
  }, 180_000);

  it('npm run restore into a new database: every table, orders byte for byte, no session; the owner signs in again', async () => {
    const restoredData = join(scratch, 'restored-data');
    const result = await cli(['restore', folder], { DATABASE_URL: target.url, DATA_DIR: restoredData });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/restored and checked, \d+ tables and \d+ rows as in the backup/);
    expect(result.stdout).toMatch(/auth secret: the backup holds none/);

    const [before, after] = [
      await withClient(source.url, async (query) => ({ counts: await countRows(query), rows: await orderRows(query) })),
      await withClient(target.url, async (query) => ({ counts: await countRows(query), rows: await orderRows(query) })),
    ];
    expect(Object.keys(after.counts).length).toBeGreaterThan(15);
    expect(after.counts).toEqual({ ...before.counts, 'public.sessions': 0, 'public.verifications': 0 });
    expect(after.rows.filter((row) => row.startsWith('orders '))).toHaveLength(3);
    expect(after.rows).toEqual(before.rows);
    expect(readdirSync(join(restoredData, 'media', 'uploads'))).toEqual(['backup-test-800.webp']);

    // The operator puts the auth secret back from where it is kept (it is in no backup).
    cpSync(join(scratch, 'data', 'auth-secret'), join(restoredData, 'auth-secret'));
    const restored = await openDatabase({ databaseUrl: target.url });
    const app = await startApp(restored, restoredData);
    try {
      const owner = sessionCookieOf(shop.owner.shopper);
      const ownersOldCookie = { cookie: `${owner.name}=${owner.value}` };
      const overview = await app.inject({ method: 'GET', url: '/api/admin/overview', headers: ownersOldCookie });
      expect(overview.statusCode).toBe(401);
      expect((await sameShopperOn(app, shop.buyer).get(`/api/orders/${shop.orderIds[0]}`)).statusCode).toBe(401);
      const buyer = new TestShopper(app);
      await buyer.signIn(shop.buyerEmail);
      expect(await ordersSeenBy(buyer, [...shop.orderBodies.keys()])).toEqual(shop.orderBodies);
      const ownerAgain = await signInWithBackupCode(app, shop.owner.email, shop.owner.backupCodes[0]!);
      expect((await ownerAgain.get('/api/admin/overview')).statusCode).toBe(200);
    } finally {
      await app.close();
      await restored.close();
    }
  }, 180_000);

  it('refuses a database that is not empty and says why; --force drops it and restores', async () => {
    const refused = await cli(['restore', folder], { DATABASE_URL: target.url, DATA_DIR: join(scratch, 'x') });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Refused: the database "scratch_[0-9a-f]+" is not empty \(\d+ tables/);
    expect(refused.stderr).toContain('createdb');
    expect(refused.stderr).toContain('--force');

    const forced = await cli(['restore', folder, '--force'], {
      DATABASE_URL: target.url,
      DATA_DIR: join(scratch, 'x'),
    });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/--force: dropped every table/);
    expect(await withClient(target.url, countRows)).toEqual({
      ...(await withClient(source.url, countRows)),
      'public.sessions': 0,
      'public.verifications': 0,
    });
  }, 180_000);
});
