import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, copyFile, cp, mkdir, readFile, readdir, rename } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { lockDataDir } from '#server/db/data-dir-lock.ts';
import { libpqConnection, listObjects } from './backup.ts';
import {
  AUTH_SECRET_FILE,
  MEDIA_FOLDER,
  readManifest,
  S3_LISTING_FILE,
  type BackupManifest,
  type BackupManifestV1,
  type S3ListedObject,
  type ShopStorageSettings,
} from './manifest.ts';
import { pgliteFolder, pgliteVersion } from './pglite-dump.ts';
import { BackupError, clientFor } from './postgres-tools.ts';
import { countDifferences, countRows, userTables, type Query } from './row-counts.ts';

const run = promisify(execFile);

export interface RestoreOptions {
  /** A folder `npm run backup` wrote (or its manifest.json). */
  from: string;
  /** Where to restore: the same settings the shop will start with. */
  shop: ShopStorageSettings;
  /**
   * Restore over a database that is not empty. PostgreSQL: every table, and every schema but the
   * system's, is DROPPED first. PGlite: the existing data folder is moved aside, never deleted.
   */
  force?: boolean;
  now?: Date;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest | BackupManifestV1;
  /** Rows counted in the restored database (equal to the manifest's, or the restore failed). */
  rowCounts: Record<string, number>;
  /** Photo keys of an S3 backup's listing that the bucket no longer has. */
  missingObjects: string[];
}

/** A restore that would overwrite data: nothing was changed. */
export class RestoreRefused extends BackupError {}

/**
 * Brings a backup back into a fresh database: PostgreSQL through pg_restore into an empty database
 * (create it first), PGlite into an absent or empty DATA_DIR/pglite that no shop holds
 * (data-dir-lock.ts). The restored rows are counted and compared with the counts taken when the
 * backup was made. Photos on disk are copied back into DATA_DIR/media (files already there are
 * kept); for a bucket, its objects are checked against the backup's listing. Sessions and one-time
 * tokens are not in backups (manifest.ts), nor the auth secret since version 2: the log says to
 * put it back. The shop applies any newer migrations when it next starts.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const folder = resolve(options.from).replace(/[/\\]manifest\.json$/, '');
  const manifest = await readManifest(folder);
  const { shop } = options;
  const target = shop.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target) {
    throw new BackupError(
      manifest.database.kind === 'postgres'
        ? 'This backup is of a PostgreSQL database: set DATABASE_URL to a new, empty PostgreSQL database to restore it.'
        : 'This backup is of the embedded PGlite database: unset DATABASE_URL and set DATA_DIR to a new data folder to restore it. A backup restores into the same kind of database it was taken from.',
    );
  }
  const lock = target === 'pglite' ? await lockDataDir(shop.dataDir, 'restore') : undefined;
  try {
    return await restoreFolder(folder, manifest, options);
  } finally {
    await lock?.release();
  }
}

async function restoreFolder(
  folder: string,
  manifest: BackupManifest | BackupManifestV1,
  options: RestoreOptions,
): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const { shop } = options;
  log(`backup of ${manifest.createdAt} (${folder})`);
  const dumpFile = join(folder, manifest.database.file);
  const rowCounts =
    manifest.database.kind === 'postgres'
      ? await restorePostgres(shop.databaseUrl!, dumpFile, manifest.database.pgDumpMajor, options.force ?? false, log)
      : await restorePglite(shop.dataDir, dumpFile, manifest.database.pgliteVersion, options, log);
  const differences = countDifferences(manifest.database.rowCounts, rowCounts);
  if (differences.length > 0) {
    throw new BackupError(`The restored database differs from the backup:\n  ${differences.join('\n  ')}`);
  }
  const total = Object.values(rowCounts).reduce((sum, count) => sum + count, 0);
  log(`database: restored and checked, ${Object.keys(rowCounts).length} tables and ${total} rows as in the backup`);

  const missingObjects = await restoreMedia(folder, manifest, shop, log);
  if (manifest.version === 1) await restoreVersion1Secret(folder, manifest, shop.dataDir, log);
  else tellAboutTheSecret(shop.dataDir, log);
  return { manifest, rowCounts, missingObjects };
}

/** Backups since version 2 hold no auth secret: the operator puts back the one kept apart. */
function tellAboutTheSecret(dataDir: string, log: (line: string) => void): void {
  const secretFile = join(dataDir, AUTH_SECRET_FILE);
  log(
    existsSync(secretFile)
      ? `auth secret: the backup holds none; ${secretFile} is there and is used when AUTH_SECRET is unset: it must be the backed-up shop's, or two-factor sign-in fails`
      : `auth secret: the backup holds none; unless AUTH_SECRET is set, put the shop's auth-secret file (kept apart from backups) back as ${secretFile} before starting the shop, or two-factor sign-in set up before fails`,
  );
}

/** Version 1 backups carried the generated secret: it comes back as it did then. */
async function restoreVersion1Secret(
  folder: string,
  manifest: BackupManifestV1,
  dataDir: string,
  log: (line: string) => void,
): Promise<void> {
  if (!manifest.authSecret) return;
  const target = join(dataDir, AUTH_SECRET_FILE);
  const saved = (await readFile(join(folder, AUTH_SECRET_FILE), 'utf8')).trim();
  if (!existsSync(target)) {
    await copyFile(join(folder, AUTH_SECRET_FILE), target);
    await chmod(target, 0o600);
    log(`auth secret: restored into ${target} (two-factor sign-in keeps working when AUTH_SECRET is unset)`);
  } else if ((await readFile(target, 'utf8')).trim() !== saved) {
    log(
      `auth secret: ${target} differs from the backup's and was left as it is; unless AUTH_SECRET is set, copy ${join(folder, AUTH_SECRET_FILE)} over it before starting the shop, or two-factor secrets of the backup will not be recognised`,
    );
  }
}

async function restorePostgres(
  databaseUrl: string,
  file: string,
  pgDumpMajor: number,
  force: boolean,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const query: Query = async <Row>(sql: string) => (await client.query(sql)).rows as Row[];
    const database = (await client.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name;
    const existing = await userTables(query);
    if (existing.length > 0) {
      if (!force) {
        throw new RestoreRefused(
          `Refused: the database "${database}" is not empty (${existing.length} tables, e.g. ${existing.slice(0, 3).join(', ')}). ` +
            'A restore goes into a new, empty database: create one (createdb shop_restored), point DATABASE_URL at it and run the restore again. ' +
            `To throw away everything in "${database}" and restore over it, add --force.`,
        );
      }
      const schemas = await query<{ name: string }>(
        `SELECT quote_ident(nspname) AS name FROM pg_namespace
          WHERE nspname NOT IN ('information_schema', 'public') AND nspname NOT LIKE 'pg\\_%'`,
      );
      for (const { name } of schemas) await client.query(`DROP SCHEMA ${name} CASCADE`);
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('CREATE SCHEMA public');
      log(`--force: dropped every table of "${database}" (${existing.length} tables) before restoring`);
    }
    const serverMajor = Math.floor(
      Number(
        (await client.query<{ v: string }>('SELECT current_setting($1) AS v', ['server_version_num'])).rows[0]!.v,
      ) / 10000,
    );
    const pgRestore = await clientFor('pg_restore', Math.max(serverMajor, pgDumpMajor));
    const connection = libpqConnection(databaseUrl);
    // One transaction: a restore that fails leaves the database as empty as it was. Owners,
    // grants and comments are the dumped server's; this database's user owns what it restores.
    await run(
      pgRestore,
      [
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-privileges',
        '--no-comments',
        `--dbname=${connection.url}`,
        file,
      ],
      { env: connection.env, maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: Error & { stderr?: string }) => {
      throw new BackupError(`pg_restore failed (nothing was restored): ${error.stderr?.trim() || error.message}`);
    });
    await client.query('ANALYZE');
    return await countRows(query);
  } finally {
    await client.end();
  }
}

async function restorePglite(
  dataDir: string,
  file: string,
  dumpedWith: string,
  options: RestoreOptions,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const folder = pgliteFolder(dataDir);
  if (existsSync(folder) && (await readdir(folder)).length > 0) {
    if (!options.force) {
      throw new RestoreRefused(
        `Refused: ${folder} already holds a database. A restore goes into a new data folder: set DATA_DIR to an empty folder and run the restore again. ` +
          'To replace this database, stop the shop and add --force: the current folder is moved aside (kept, not deleted).',
      );
    }
    const aside = `${folder}.replaced-${(options.now ?? new Date()).toISOString().replaceAll(':', '-')}`;
    await rename(folder, aside);
    log(`--force: moved the current embedded database aside to ${aside}`);
  }
  const installed = pgliteVersion();
  if (compareVersions(installed, dumpedWith) < 0) {
    throw new BackupError(
      `This backup was dumped by PGlite ${dumpedWith}; the installed ${installed} is older and may not read it. Restore with the shop version that made it, or newer.`,
    );
  }
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const dump = new Blob([await readFile(file)]);
  await mkdir(dataDir, { recursive: true });
  const db = new PGlite({ dataDir: folder, loadDataDir: dump, extensions: { pg_trgm } });
  try {
    await db.exec('CHECKPOINT');
    const query: Query = async <Row>(sql: string) => (await db.query<Row>(sql)).rows;
    return await countRows(query);
  } finally {
    await db.close();
  }
}

function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  }
  return 0;
}

/** Photos: copied back for a disk backup; checked against the listing for a bucket. Returns missing keys. */
async function restoreMedia(
  folder: string,
  manifest: BackupManifest | BackupManifestV1,
  shop: ShopStorageSettings,
  log: (line: string) => void,
): Promise<string[]> {
  if (manifest.media.kind === 'disk') {
    const source = join(folder, MEDIA_FOLDER);
    if (shop.s3) {
      log(
        `photos: the backup holds ${manifest.media.files} files but the shop keeps photos in s3://${shop.s3.bucket}/${shop.s3.prefix}; upload them there, e.g. aws s3 sync ${source} s3://${shop.s3.bucket}/${shop.s3.prefix}`,
      );
      return [];
    }
    const target = join(shop.dataDir, MEDIA_FOLDER);
    // Keys are never reused (each upload has its own id), so a file already there is the same photo.
    await cp(source, target, { recursive: true, force: false, errorOnExist: false, preserveTimestamps: true });
    log(`photos: ${manifest.media.files} files restored into ${target}`);
    return [];
  }
  const listing = JSON.parse(await readFile(join(folder, S3_LISTING_FILE), 'utf8')) as { objects: S3ListedObject[] };
  if (!shop.s3) {
    log(
      `photos: the backup lists ${listing.objects.length} objects of s3://${manifest.media.bucket}/${manifest.media.prefix}; set the S3_* variables to that bucket (its objects are not in the backup; see docs/deploy.md)`,
    );
    return [];
  }
  const present = new Set((await listObjects(shop.s3)).map((object) => object.key));
  const missing = listing.objects
    .map((object) => object.key.slice(manifest.media.kind === 's3' ? manifest.media.prefix.length : 0))
    .filter((key) => !present.has(`${shop.s3!.prefix}${key}`));
  if (missing.length === 0) {
    log(`photos: all ${listing.objects.length} objects of the backup's listing are in s3://${shop.s3.bucket}/`);
  } else {
    log(
      `photos: ${missing.length} of the ${listing.objects.length} objects listed in the backup are missing from s3://${shop.s3.bucket}/${shop.s3.prefix} (e.g. ${missing.slice(0, 3).join(', ')}); bring them back from the bucket's versions (docs/deploy.md, "Photos in a bucket")`,
    );
  }
  return missing;
}
