import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, copyFile, cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { S3Client } from '@aws-sdk/client-s3';
import { loadS3, s3Client, type S3Settings } from '#server/providers/storage/s3-storage.ts';
import {
  AUTH_SECRET_FILE,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  PGLITE_DUMP_FILE,
  POSTGRES_DUMP_FILE,
  S3_LISTING_FILE,
  type BackupManifest,
  type S3ListedObject,
  type ShopStorageSettings,
} from './manifest.ts';
import { BackupError, clientFor, clientMajorVersion } from './postgres-tools.ts';
import { countRows, type Query } from './row-counts.ts';

const run = promisify(execFile);

export interface BackupOptions {
  shop: ShopStorageSettings;
  /** BACKUP_DIR: each backup is a new folder in it, named with the time. */
  backupDir: string;
  /** PGlite only: back up although the database looks open (a shop that crashed leaves that mark). */
  force?: boolean;
  now?: Date;
  log?: (line: string) => void;
}

export interface BackupResult {
  folder: string;
  manifest: BackupManifest;
}

/**
 * Writes one backup folder: the database first (one consistent snapshot), then the photos (so every
 * photo the dumped rows name is there; a photo uploaded meanwhile is merely extra), the generated
 * auth secret when there is one, and manifest.json last. It is written as `<name>.partial` and
 * renamed when complete, so a folder without that suffix is always a whole backup.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  const { shop } = options;
  const backupDir = resolve(options.backupDir);
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const now = options.now ?? new Date();
  const name = await freeName(backupDir, `shop-backup-${timestamp(now)}`);
  const partial = join(backupDir, `${name}.partial`);
  // Customer data, and maybe the signing secret: readable by the owner of the files only.
  await mkdir(partial, { mode: 0o700 });
  try {
    const database = shop.databaseUrl
      ? await dumpPostgres(shop.databaseUrl, join(partial, POSTGRES_DUMP_FILE), log)
      : await dumpPglite(shop.dataDir, join(partial, PGLITE_DUMP_FILE), options.force ?? false, log);
    const media = shop.s3
      ? await listBucket(shop.s3, join(partial, S3_LISTING_FILE), log)
      : await copyMediaFolder(join(shop.dataDir, MEDIA_FOLDER), join(partial, MEDIA_FOLDER), log);
    const secretFile = join(shop.dataDir, AUTH_SECRET_FILE);
    const authSecret = existsSync(secretFile);
    if (authSecret) {
      await copyFile(secretFile, join(partial, AUTH_SECRET_FILE));
      await chmod(join(partial, AUTH_SECRET_FILE), 0o600);
      log(`auth secret: copied ${secretFile} (the shop's generated signing secret; keep backups private)`);
    }
    const manifest: BackupManifest = {
      format: 'al-zahra-shop-backup',
      version: 1,
      createdAt: now.toISOString(),
      database,
      media,
      authSecret,
    };
    await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const folder = join(backupDir, name);
    await rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
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
 * pg_dump --format=custom of the whole database, reading a snapshot this function exported from a
 * repeatable-read transaction, in which it also counts every table's rows: the counts in the manifest
 * are exactly the rows in the dump, and a restore checks itself against them.
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
    const pgDump = await clientFor('pg_dump', serverMajor);
    const pgDumpMajor = await clientMajorVersion(pgDump);
    const connection = libpqConnection(databaseUrl);
    await run(pgDump, ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${connection.url}`], {
      env: connection.env,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: Error & { stderr?: string }) => {
      throw new BackupError(`pg_dump failed: ${error.stderr?.trim() || error.message}`);
    });
    await client.query('COMMIT');
    const size = (await stat(file)).size;
    log(
      `database: PostgreSQL ${serverVersion}, pg_dump ${pgDumpMajor} custom format, ${Object.keys(rowCounts).length} tables, ${formatBytes(size)}`,
    );
    return { kind: 'postgres', file: POSTGRES_DUMP_FILE, serverVersion, pgDumpMajor, rowCounts };
  } finally {
    await client.end();
  }
}

/** The installed @electric-sql/pglite version (its package.json is not exported). */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

/**
 * PGlite's own dump of its data folder (dumpDataDir, a gzipped tar) after a checkpoint. PGlite is
 * one process's embedded database: the shop must be stopped, or the two would write the same files.
 * A running PGlite keeps postmaster.pid in its folder (removed when it closes), so that file refuses
 * the backup unless forced (a shop that crashed leaves it behind).
 */
async function dumpPglite(
  dataDir: string,
  file: string,
  force: boolean,
  log: (line: string) => void,
): Promise<BackupManifest['database']> {
  const folder = pgliteFolder(dataDir);
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded database in ${folder}. Set DATA_DIR to the shop's data folder, or DATABASE_URL for PostgreSQL.`,
    );
  }
  if (existsSync(join(folder, 'postmaster.pid')) && !force) {
    throw new BackupError(
      `The embedded database in ${folder} is open: stop the shop first (PGlite belongs to one process, and a backup taken beside a running shop could be torn). If the shop is certainly stopped (it crashed and left ${join(folder, 'postmaster.pid')} behind), run the backup again with --force.`,
    );
  }
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const db = new PGlite({ dataDir: folder, extensions: { pg_trgm } });
  try {
    await db.exec('CHECKPOINT');
    const serverVersion = (await db.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
    const query: Query = async <Row>(sql: string) => (await db.query<Row>(sql)).rows;
    const rowCounts = await countRows(query);
    const dump = await db.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    log(
      `database: PGlite ${pgliteVersion()} (PostgreSQL ${serverVersion}) data folder dump, ${Object.keys(rowCounts).length} tables, ${formatBytes(dump.size)}`,
    );
    return {
      kind: 'pglite',
      file: PGLITE_DUMP_FILE,
      serverVersion,
      pgliteVersion: pgliteVersion(),
      rowCounts,
    };
  } finally {
    await db.close();
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

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
