import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { createS3Storage } from '#server/providers/storage/s3-storage.ts';
import { TestShopper } from '#server/testing/shopper.ts';
import { migratedPgliteTemplate } from '#server/testing/pglite-template.ts';
import {
  filesUnder,
  forgedSessionCookie,
  liveTokens,
  orderRows,
  ordersSeenBy,
  queryOf,
  sameShopperOn,
  sessionCookieOf,
  shopWithOrders,
  signInWithBackupCode,
  startApp,
} from './backup-test-shop.ts';
import { createBackup } from './backup.ts';
import { pgliteFolder } from './pglite-dump.ts';
import type { S3ListedObject } from './manifest.ts';
import { BackupError } from './postgres-tools.ts';
import { restoreBackup, RestoreRefused } from './restore.ts';
import { countRows, type Query } from './row-counts.ts';

// The embedded database's round trip, which runs everywhere: a shop on PGlite in its own DATA_DIR
// takes orders and has its owner signed in with two factors; it is stopped, backed up, and restored
// into a new DATA_DIR. The backup holds no key to the shop (no session or reset token, no signing
// secret, nothing readable by other users); the restored shop has every other row, the orders byte
// for byte and the photos, and once the secret is put back its owner signs in with two factors.
// (PostgreSQL's: backup.postgres.test.ts.)

const scratch = mkdtempSync(join(tmpdir(), 'shop-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function withPglite<T>(dataDir: string, use: (query: Query) => Promise<T>): Promise<T> {
  const db = new PGlite({ dataDir: pgliteFolder(dataDir), extensions: { pg_trgm } });
  try {
    return await use(async <Row>(sql: string) => (await db.query<Row>(sql)).rows);
  } finally {
    await db.close();
  }
}

describe('backup and restore of the embedded PGlite database', () => {
  const dataDir = join(scratch, 'data');
  const backupDir = join(scratch, 'backups');
  const restoredDir = join(scratch, 'restored');
  let shop: Awaited<ReturnType<typeof shopWithOrders>>;
  let folder: string;
  /** The shop's generated signing secret (DATA_DIR/auth-secret) and its live tokens when it was backed up. */
  let secret: string;
  let tokens: string[];
  let countsBefore: Record<string, number>;
  let refusedWhileOpen: unknown;
  const log: string[] = [];

  beforeAll(async () => {
    // The run's migrated template as the starting data folder: no initdb on a busy machine.
    await mkdir(dataDir, { recursive: true });
    await new PGlite({ dataDir: pgliteFolder(dataDir), loadDataDir: migratedPgliteTemplate() }).close();
    const database = await openDatabase({ dataDir });
    shop = await shopWithOrders(database, dataDir);
    secret = readFileSync(join(dataDir, 'auth-secret'), 'utf8').trim();
    tokens = await liveTokens(queryOf(database));
    countsBefore = await countRows(queryOf(database));

    refusedWhileOpen = await createBackup({
      shop: { databaseUrl: undefined, dataDir, s3: undefined },
      backupDir,
    }).catch((error: unknown) => error);
    await shop.app.close();
    await database.close();

    const made = await createBackup({
      shop: { databaseUrl: undefined, dataDir, s3: undefined },
      backupDir,
      now: new Date('2026-11-25T19:03:12.345Z'),
      log: (line) => log.push(line),
    });
    folder = made.folder;
  }, 240_000);

  it('refuses while a shop holds the data folder, in one line', () => {
    expect(refusedWhileOpen).toBeInstanceOf(Error);
    expect((refusedWhileOpen as Error).message).toBe(
      `DATA_DIR ${dataDir} is in use by another running shop (process ${process.pid}); stop it first (the embedded database belongs to one process at a time), then back up.`,
    );
    expect(readdirSync(backupDir)).toEqual(['shop-backup-2026-11-25T19-03-12Z']);
  });

  it('writes one folder named with the time: the dump, the photos and a manifest, and no signing secret', () => {
    expect(readdirSync(folder).sort()).toEqual(['database.pglite.tar.gz', 'manifest.json', 'media']);
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      version: 2,
      database: {
        kind: 'pglite',
        file: 'database.pglite.tar.gz',
        rowsLeftOut: ['public.sessions', 'public.verifications'],
      },
      media: { kind: 'disk', files: 1 },
    });
    expect(manifest).not.toHaveProperty('authSecret');
    expect(manifest.database.rowCounts['public.orders']).toBe(3);
    expect(manifest.database.rowCounts['public.sessions']).toBe(0);
    expect(manifest.database.rowCounts['drizzle.__drizzle_migrations']).toBeGreaterThan(10);
    expect(log.join('\n')).toMatch(/database: PGlite .* data folder dump/);
    expect(log.join('\n')).toMatch(/auth secret: .*auth-secret is not copied into backups/);
  });

  it.runIf(process.platform !== 'win32')('is readable by its owner only: every file 0600, every folder 0700', () => {
    const modes = [folder, ...readdirSync(folder, { recursive: true }).map((path) => join(folder, String(path)))].map(
      (path) => `${path.slice(folder.length) || '/'} ${(statSync(path).mode & 0o777).toString(8)}`,
    );
    expect(modes.sort()).toEqual(
      [
        '/ 700',
        '/database.pglite.tar.gz 600',
        '/manifest.json 600',
        '/media 700',
        '/media/uploads 700',
        '/media/uploads/backup-test-800.webp 600',
      ].sort(),
    );
  });

  it('holds no key to the shop: no session or reset token, no secret; a cookie forged from it gets 401', async () => {
    const owner = sessionCookieOf(shop.owner.shopper);
    const ownerToken = decodeURIComponent(owner.value).split('.')[0]!;
    expect(tokens).toContain(ownerToken);
    expect(tokens.length).toBeGreaterThanOrEqual(4); // the two customers' and the owner's sessions, a reset link

    // What someone holding the backup folder finds in it, every byte of it (the archive unpacked).
    const files = filesUnder(folder);
    const found = tokens.filter((token) => files.some((file) => file.bytes.includes(token)));
    const secrets = files.some((file) => file.bytes.includes(secret)) ? [secret] : [];

    // The live shop again, on its own folder; the forging recipe is right (it makes the owner's cookie).
    const database = await openDatabase({ dataDir });
    const app = await startApp(database, dataDir);
    try {
      expect(forgedSessionCookie(ownerToken, secret)).toBe(owner.value);
      const overview = (value: string) =>
        app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: `${owner.name}=${value}` } });
      expect((await overview(owner.value)).statusCode).toBe(200);
      // Every token found, signed with every secret found (or the shop's own, as if it leaked elsewhere).
      for (const token of found) {
        for (const key of secrets.length > 0 ? secrets : [secret]) {
          expect((await overview(forgedSessionCookie(token, key))).statusCode, `forged from ${token}`).toBe(401);
        }
      }
    } finally {
      await app.close();
      await database.close();
    }
    const filesWithTokens = files.filter((file) => tokens.some((token) => file.bytes.includes(token)));
    expect(filesWithTokens.map((file) => file.path.slice(folder.length))).toEqual([]);
    expect(secrets).toEqual([]);
  }, 120_000);

  it('restores into a new data folder: every row but sessions and one-time tokens, orders byte for byte, photos', async () => {
    const restoreLog: string[] = [];
    const result = await restoreBackup({
      from: folder,
      shop: { databaseUrl: undefined, dataDir: restoredDir, s3: undefined },
      log: (line) => restoreLog.push(line),
    });
    expect(restoreLog.join('\n')).toMatch(/restored and checked/);
    expect(restoreLog.join('\n')).toMatch(/auth secret: the backup holds none/);

    const [before, after] = [
      await withPglite(dataDir, orderRows),
      await withPglite(restoredDir, async (query) => ({
        counts: await countRows(query),
        rows: await orderRows(query),
      })),
    ];
    expect(countsBefore['public.sessions']).toBeGreaterThanOrEqual(3);
    expect(countsBefore['public.verifications']).toBeGreaterThanOrEqual(1);
    expect(after.counts).toEqual({ ...countsBefore, 'public.sessions': 0, 'public.verifications': 0 });
    expect(result.rowCounts).toEqual(after.counts);
    expect(after.rows).toEqual(before);
    expect(after.rows.filter((row) => row.startsWith('orders '))).toHaveLength(3);
    expect(readFileSync(join(restoredDir, 'media', 'uploads', 'backup-test-800.webp'), 'utf8')).toContain('WEBP');
    expect(existsSync(join(restoredDir, 'auth-secret'))).toBe(false);
  }, 180_000);

  it('the restored shop, with the secret put back: old sessions end, shoppers sign in again, the owner with two factors', async () => {
    // What the restore guide says: DATA_DIR/auth-secret comes back from where it is kept, apart from backups.
    cpSync(join(dataDir, 'auth-secret'), join(restoredDir, 'auth-secret'));
    const database = await openDatabase({ dataDir: restoredDir });
    const app = await startApp(database, restoredDir);
    try {
      const owner = sessionCookieOf(shop.owner.shopper);
      const ownersOldCookie = { cookie: `${owner.name}=${owner.value}` };
      expect(
        (await app.inject({ method: 'GET', url: '/api/admin/overview', headers: ownersOldCookie })).statusCode,
      ).toBe(401);
      const buyerAsBefore = sameShopperOn(app, shop.buyer);
      expect((await buyerAsBefore.get(`/api/orders/${shop.orderIds[0]}`)).statusCode).toBe(401);

      const buyer = new TestShopper(app);
      await buyer.signIn(shop.buyerEmail);
      expect(await ordersSeenBy(buyer, [...shop.orderBodies.keys()])).toEqual(shop.orderBodies);
      // The two-factor secrets are encrypted with the auth secret: a backup code opens the dashboard.
      const ownerAgain = await signInWithBackupCode(app, shop.owner.email, shop.owner.backupCodes[0]!);
      expect((await ownerAgain.get('/api/admin/overview')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);

  it('refuses to restore over a database that is there or held by a shop, and with --force keeps the old one aside', async () => {
    const attempt = restoreBackup({
      from: folder,
      shop: { databaseUrl: undefined, dataDir: restoredDir, s3: undefined },
    });
    await expect(attempt).rejects.toBeInstanceOf(RestoreRefused);
    await expect(attempt).rejects.toThrow(/already holds a database.*--force/s);

    const running = await openDatabase({ dataDir: restoredDir });
    try {
      await expect(
        restoreBackup({
          from: folder,
          shop: { databaseUrl: undefined, dataDir: restoredDir, s3: undefined },
          force: true,
        }),
      ).rejects.toThrow(
        `DATA_DIR ${restoredDir} is in use by another running shop (process ${process.pid}); stop it first`,
      );
    } finally {
      await running.close();
    }

    await restoreBackup({
      from: folder,
      shop: { databaseUrl: undefined, dataDir: restoredDir, s3: undefined },
      force: true,
      now: new Date('2026-11-25T20:00:00Z'),
    });
    expect(existsSync(`${pgliteFolder(restoredDir)}.replaced-2026-11-25T20-00-00.000Z`)).toBe(true);
  }, 180_000);

  it('still restores a backup of the previous format (version 1, with the secret inside it)', async () => {
    const legacy = join(scratch, 'legacy-backup');
    cpSync(folder, legacy, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(legacy, 'manifest.json'), 'utf8'));
    delete manifest.database.rowsLeftOut;
    writeFileSync(join(legacy, 'manifest.json'), JSON.stringify({ ...manifest, version: 1, authSecret: true }));
    writeFileSync(join(legacy, 'auth-secret'), 'generated-secret-0123456789-abcdefghijkl');
    const legacyDir = join(scratch, 'restored-legacy');
    await restoreBackup({ from: legacy, shop: { databaseUrl: undefined, dataDir: legacyDir, s3: undefined } });
    expect(readFileSync(join(legacyDir, 'auth-secret'), 'utf8')).toBe('generated-secret-0123456789-abcdefghijkl');

    writeFileSync(join(legacy, 'manifest.json'), JSON.stringify({ ...manifest, version: 3 }));
    await expect(
      restoreBackup({ from: legacy, shop: { databaseUrl: undefined, dataDir: join(scratch, 'x'), s3: undefined } }),
    ).rejects.toThrow(/version 3.*this shop reads versions 1 and 2/);
  }, 180_000);

  it('refuses a folder that is not a finished backup, and a PGlite backup into PostgreSQL', async () => {
    await mkdir(join(scratch, 'half.partial'));
    await expect(
      restoreBackup({ from: join(scratch, 'half.partial'), shop: { databaseUrl: undefined, dataDir, s3: undefined } }),
    ).rejects.toThrow(/not a finished backup/);
    await expect(
      restoreBackup({
        from: folder,
        shop: { databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir, s3: undefined },
      }),
    ).rejects.toThrow(BackupError);
  });
});

describe('photos in a bucket', () => {
  let s3: S3rver;
  let settings: NonNullable<ReturnType<typeof loadConfig>['s3']>;

  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(join(scratch, 's3-')),
      configureBuckets: [{ name: 'shop-media', configs: [] }],
    });
    const port = ((await s3.run()) as unknown as { port: number }).port;
    settings = loadConfig({
      S3_BUCKET: 'shop-media',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'al-zahra/',
    }).s3!;
  });
  afterAll(() => s3.close());

  it('lists the keys (the bucket keeps the objects), and a restore names the ones gone from it', async () => {
    const storage = createS3Storage(settings);
    await storage.put('uploads/a-400.webp', Buffer.from('a'), 'image/webp');
    await storage.put('uploads/b-400.webp', Buffer.from('bb'), 'image/webp');
    const dataDir = join(scratch, 'data');
    const { folder, manifest } = await createBackup({
      shop: { databaseUrl: undefined, dataDir, s3: settings },
      backupDir: join(scratch, 'backups-s3'),
    });
    expect(manifest.media).toMatchObject({ kind: 's3', bucket: 'shop-media', prefix: 'al-zahra/', objects: 2 });
    const listing = JSON.parse(readFileSync(join(folder, 'media-s3-listing.json'), 'utf8')) as {
      objects: S3ListedObject[];
    };
    expect(listing.objects.map((object) => [object.key, object.size])).toEqual([
      ['al-zahra/uploads/a-400.webp', 1],
      ['al-zahra/uploads/b-400.webp', 2],
    ]);

    await s3.close();
    s3 = new S3rver({
      port: Number(new URL(settings.endpoint!).port),
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(join(scratch, 's3-empty-')),
      configureBuckets: [{ name: 'shop-media', configs: [] }],
    });
    await s3.run();
    await createS3Storage(settings).put('uploads/a-400.webp', Buffer.from('a'), 'image/webp');
    const result = await restoreBackup({
      from: folder,
      shop: { databaseUrl: undefined, dataDir: join(scratch, 'restored-s3'), s3: settings },
    });
    expect(result.missingObjects).toEqual(['uploads/b-400.webp']);
  }, 180_000);
});
