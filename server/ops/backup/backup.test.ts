import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import { migratedPgliteTemplate } from '#server/testing/pglite-template.ts';
import { orderRows, ordersSeenBy, sameShopperOn, shopWithOrders, startApp } from './backup-test-shop.ts';
import { createBackup, pgliteFolder } from './backup.ts';
import type { S3ListedObject } from './manifest.ts';
import { BackupError } from './postgres-tools.ts';
import { restoreBackup, RestoreRefused } from './restore.ts';
import { countRows, type Query } from './row-counts.ts';

// The embedded database's round trip, which runs everywhere: a shop on PGlite in its own DATA_DIR
// takes orders, is stopped, backed up, and restored into a new DATA_DIR; the restored shop has every
// row, the orders byte for byte, the photos and the signing secret. (PostgreSQL's: backup.postgres.test.ts.)

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
  const log: string[] = [];

  beforeAll(async () => {
    // The run's migrated template as the starting data folder: no initdb on a busy machine.
    const template = migratedPgliteTemplate();
    await mkdir(dataDir, { recursive: true });
    if (template) await new PGlite({ dataDir: pgliteFolder(dataDir), loadDataDir: template }).close();
    const database = await openDatabase({ dataDir });
    shop = await shopWithOrders(database, dataDir);
    // The generated signing secret a shop without AUTH_SECRET keeps in DATA_DIR.
    writeFileSync(join(dataDir, 'auth-secret'), 'generated-secret-0123456789-abcdefghijkl');

    await expect(createBackup({ shop: { databaseUrl: undefined, dataDir, s3: undefined }, backupDir })).rejects.toThrow(
      /is open: stop the shop first/,
    );
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

  it('writes one folder named with the time: the dump, the photos, the secret and a manifest', () => {
    expect(readdirSync(backupDir)).toEqual(['shop-backup-2026-11-25T19-03-12Z']);
    expect(readdirSync(folder).sort()).toEqual(['auth-secret', 'database.pglite.tar.gz', 'manifest.json', 'media']);
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      database: { kind: 'pglite', file: 'database.pglite.tar.gz' },
      media: { kind: 'disk', files: 1 },
      authSecret: true,
    });
    expect(manifest.database.rowCounts['public.orders']).toBe(3);
    expect(manifest.database.rowCounts['drizzle.__drizzle_migrations']).toBeGreaterThan(10);
    expect(log.join('\n')).toMatch(/database: PGlite .* data folder dump/);
  });

  it('restores into a new data folder: every table, the orders byte for byte, photos, secret, sessions', async () => {
    const restoreLog: string[] = [];
    const result = await restoreBackup({
      from: folder,
      shop: { databaseUrl: undefined, dataDir: restoredDir, s3: undefined },
      log: (line) => restoreLog.push(line),
    });
    expect(restoreLog.join('\n')).toMatch(/restored and checked/);

    const [before, after] = [
      await withPglite(dataDir, async (query) => ({ counts: await countRows(query), rows: await orderRows(query) })),
      await withPglite(restoredDir, async (query) => ({
        counts: await countRows(query),
        rows: await orderRows(query),
      })),
    ];
    expect(after.counts).toEqual(before.counts);
    expect(result.rowCounts).toEqual(before.counts);
    expect(after.rows).toEqual(before.rows);
    expect(after.rows.filter((row) => row.startsWith('orders '))).toHaveLength(3);

    expect(readFileSync(join(restoredDir, 'media', 'uploads', 'backup-test-800.webp'), 'utf8')).toContain('WEBP');
    expect(readFileSync(join(restoredDir, 'auth-secret'), 'utf8')).toBe('generated-secret-0123456789-abcdefghijkl');

    // The shop on the restored folder: the buyer's session still holds, and the orders read the same.
    const database = await openDatabase({ dataDir: restoredDir });
    const app = await startApp(database, restoredDir);
    try {
      const bodies = await ordersSeenBy(sameShopperOn(app, shop.buyer), [...shop.orderBodies.keys()]);
      expect(bodies).toEqual(shop.orderBodies);
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);

  it('refuses to restore over a database that is there, and with --force keeps the old one aside', async () => {
    const attempt = restoreBackup({
      from: folder,
      shop: { databaseUrl: undefined, dataDir: restoredDir, s3: undefined },
    });
    await expect(attempt).rejects.toBeInstanceOf(RestoreRefused);
    await expect(attempt).rejects.toThrow(/already holds a database.*--force/s);

    await restoreBackup({
      from: folder,
      shop: { databaseUrl: undefined, dataDir: restoredDir, s3: undefined },
      force: true,
      now: new Date('2026-11-25T20:00:00Z'),
    });
    expect(existsSync(`${pgliteFolder(restoredDir)}.replaced-2026-11-25T20-00-00.000Z`)).toBe(true);
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
