import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { S3Client } from '@aws-sdk/client-s3';
import { lockDataDir } from '#server/db/data-dir-lock.ts';
import { loadS3, s3Client, type S3Settings } from '#server/providers/storage/s3-storage.ts';
import {
  AUTH_SECRET_FILE,
  MANIFEST_FILE,
  MANIFEST_VERSION,
  MEDIA_FOLDER,
  PGLITE_DUMP_FILE,
  POSTGRES_DUMP_FILE,
  S3_LISTING_FILE,
  TABLES_WITHOUT_ROWS,
  type BackupManifest,
  type S3ListedObject,
  type ShopStorageSettings,
} from './manifest.ts';
import { assertPgliteDatabase, dumpPglite, formatBytes } from './pglite-dump.ts';
import { BackupError, clientFor, clientMajorVersion } from './postgres-tools.ts';
import { countRows, type Query } from './row-counts.ts';

const run = promisify(execFile);

export interface BackupOptions {
  shop: ShopStorageSettings;
  /** BACKUP_DIR: each backup is a new folder in it, named with the time. */
  backupDir: string;
  now?: Date;
  log?: (line: string) => void;
}

export interface BackupResult {
  folder: string;
  manifest: BackupManifest;
}

/**
 * Writes one backup folder: the database first (one consistent snapshot, without the rows of
 * TABLES_WITHOUT_ROWS), then the photos (so every photo the dumped rows name is there; a photo
 * uploaded meanwhile is merely extra), and manifest.json last. No signing secret goes in, and
 * everything in it is readable by its owner only. It is written as `<name>.partial` and renamed
 * when complete, so a folder without that suffix is always a whole backup. The embedded database is
 * backed up only while no shop holds its folder (data-dir-lock.ts), and held meanwhile.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { shop } = options;
  if (!shop.databaseUrl) assertPgliteDatabase(shop.dataDir);
  const lock = shop.databaseUrl ? undefined : await lockDataDir(shop.dataDir, 'backup');
  try {
    return await writeBackupFolder(options);
  } finally {
    await lock?.release();
  }
}

async function writeBackupFolder(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  const { shop } = options;
  const backupDir = resolve(options.backupDir);
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const now = options.now ?? new Date();
  const name = await freeName(backupDir, `shop-backup-${timestamp(now)}`);
  const partial = join(backupDir, `${name}.partial`);
  // Customer data: readable by the owner of the files only.
  await mkdir(partial, { mode: 0o700 });
  try {
    const database = shop.databaseUrl
      ? await dumpPostgres(shop.databaseUrl, join(partial, POSTGRES_DUMP_FILE), log)
      : await dumpPglite(shop.dataDir, join(partial, PGLITE_DUMP_FILE), log);
    const media = shop.s3
      ? await listBucket(shop.s3, join(partial, S3_LISTING_FILE), log)
      : await copyMediaFolder(join(shop.dataDir, MEDIA_FOLDER), join(partial, MEDIA_FOLDER), log);
    const secretFile = join(shop.dataDir, AUTH_SECRET_FILE);
    if (existsSync(secretFile)) {
      log(
        `auth secret: ${secretFile} is not copied into backups; keep a copy of it apart from them (a restore needs it back for two-factor sign-in; docs/deploy.md)`,
      );
    }
    const manifest: BackupManifest = {
      format: 'al-zahra-shop-backup',
      version: MANIFEST_VERSION,
      createdAt: now.toISOString(),
      database,
      media,
    };
    await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await ownerOnly(partial);
    const folder = join(backupDir, name);
    await rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Every folder 0700 and every file 0600, whatever the umask, pg_dump or the copied photos' own modes
 * made them: a backup holds customers' data.
 */
async function ownerOnly(folder: string): Promise<void> {
  await chmod(folder, 0o700);
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    await chmod(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

/** 2026-11-25T19-03-12Z: sortable, and without the colons some file systems refuse. */
function timestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

async function freeName(folder: string, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (!existsSync(join(folder, name)) && !existsSync(join(folder, `${name}.partial`))) return name;
  }
}

/**
 * A connection URL without its password, and the password for PGPASSWORD: the URL given to
 * pg_dump and pg_restore is visible to every user of the machine in the process list.
 */
export function libpqConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/**
 * pg_dump --format=custom of the whole database but the rows of TABLES_WITHOUT_ROWS (their tables
 * are in it, empty), reading a snapshot this function exported from a repeatable-read transaction,
 * in which it also counts every table's rows: the counts in the manifest are exactly the rows in the
 * dump, and a restore checks itself against them.
 */
async function dumpPostgres(
  databaseUrl: string,
  file: string,
  log: (line: string) => void,
): Promise<BackupManifest['database']> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
    const serverVersion = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!
      .server_version;
    const serverMajor = Math.floor(
      Number(
        (await client.query<{ server_version_num: string }>('SHOW server_version_num')).rows[0]!.server_version_num,
      ) / 10000,
    );
    const query: Query = async <Row>(sql: string) => (await client.query(sql)).rows as Row[];
    const rowCounts = await countRows(query);
    for (const table of TABLES_WITHOUT_ROWS) if (table in rowCounts) rowCounts[table] = 0;
    const pgDump = await clientFor('pg_dump', serverMajor);
    const pgDumpMajor = await clientMajorVersion(pgDump);
    const connection = libpqConnection(databaseUrl);
    const leaveOut = TABLES_WITHOUT_ROWS.map((table) => `--exclude-table-data=${table}`);
    const args = ['--format=custom', `--snapshot=${snapshot}`, ...leaveOut, `--file=${file}`];
    await run(pgDump, [...args, `--dbname=${connection.url}`], {
      env: connection.env,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: Error & { stderr?: string }) => {
      throw new BackupError(`pg_dump failed: ${error.stderr?.trim() || error.message}`);
    });
    await client.query('COMMIT');
    const size = (await stat(file)).size;
    log(
      `database: PostgreSQL ${serverVersion}, pg_dump ${pgDumpMajor} custom format, ${Object.keys(rowCounts).length} tables (without the rows of ${TABLES_WITHOUT_ROWS.join(', ')}), ${formatBytes(size)}`,
    );
    return {
      kind: 'postgres',
      file: POSTGRES_DUMP_FILE,
      serverVersion,
      pgDumpMajor,
      rowCounts,
      rowsLeftOut: TABLES_WITHOUT_ROWS,
    };
  } finally {
    await client.end();
  }
}

async function copyMediaFolder(
  source: string,
  target: string,
  log: (line: string) => void,
): Promise<BackupManifest['media']> {
  if (existsSync(source)) await cp(source, target, { recursive: true, preserveTimestamps: true });
  else await mkdir(target);
  const { files, bytes } = await folderSize(target);
  log(`photos: ${files} files (${formatBytes(bytes)}) copied from ${source}`);
  return { kind: 'disk', folder: MEDIA_FOLDER, files, bytes };
}

export async function folderSize(folder: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/** Every object under S3_PREFIX, with size, ETag and time. */
export async function listObjects(settings: S3Settings, given?: S3Client): Promise<S3ListedObject[]> {
  const client = given ?? (await s3Client(settings));
  const { ListObjectsV2Command } = await loadS3();
  const objects: S3ListedObject[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: settings.bucket,
        ...(settings.prefix && { Prefix: settings.prefix }),
        ...(token && { ContinuationToken: token }),
      }),
    );
    for (const object of page.Contents ?? []) {
      objects.push({
        key: object.Key ?? '',
        size: object.Size ?? 0,
        etag: object.ETag ?? '',
        lastModified: object.LastModified?.toISOString() ?? '',
      });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/**
 * Photos in a bucket are not copied: the backup lists them (key, size, ETag, time), and the bucket's
 * own versioning keeps the objects (docs/deploy.md). The listing says what the dumped rows may name,
 * and a restore checks the bucket against it.
 */
async function listBucket(
  settings: S3Settings,
  file: string,
  log: (line: string) => void,
): Promise<BackupManifest['media']> {
  const client = await s3Client(settings);
  const { GetBucketVersioningCommand } = await loadS3();
  try {
    const objects = await listObjects(settings, client);
    let versioning = 'unknown';
    try {
      versioning = (await client.send(new GetBucketVersioningCommand({ Bucket: settings.bucket }))).Status ?? 'Off';
    } catch {
      // Some S3-compatible services do not answer it; the listing is still worth having.
    }
    await writeFile(
      file,
      `${JSON.stringify({ bucket: settings.bucket, prefix: settings.prefix, endpoint: settings.endpoint ?? null, objects }, null, 2)}\n`,
      { mode: 0o600 },
    );
    log(
      `photos: ${objects.length} objects listed in s3://${settings.bucket}/${settings.prefix} (bucket versioning: ${versioning}${versioning === 'Enabled' ? '' : ' — turn it on, it is what keeps the objects themselves; see docs/deploy.md'})`,
    );
    return {
      kind: 's3',
      file: S3_LISTING_FILE,
      bucket: settings.bucket,
      prefix: settings.prefix,
      objects: objects.length,
      versioning,
    };
  } finally {
    client.destroy();
  }
}
