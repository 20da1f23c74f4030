import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getTableName } from 'drizzle-orm';
import { sessions, verifications } from '#server/modules/accounts/accounts.tables.ts';
import type { S3Settings } from '#server/providers/storage/s3-storage.ts';
import { BackupError } from './postgres-tools.ts';

/** What a backup or a restore reads of the shop's configuration (server/config.ts). */
export interface ShopStorageSettings {
  /** PostgreSQL when set; the embedded PGlite in `dataDir/pglite` otherwise. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Photos in a bucket when set; in `dataDir/media` otherwise. */
  s3: S3Settings | undefined;
}

export const MANIFEST_FILE = 'manifest.json';
export const POSTGRES_DUMP_FILE = 'database.pgdump';
export const PGLITE_DUMP_FILE = 'database.pglite.tar.gz';
export const MEDIA_FOLDER = 'media';
export const S3_LISTING_FILE = 'media-s3-listing.json';
/** The generated signing secret: in DATA_DIR, and in backups of version 1 only. */
export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * Tables whose rows never go into a backup ("schema.table"): Better Auth's sessions and one-time
 * tokens (reset links, OAuth state). With them and the signing secret, whoever held a backup could
 * forge a live session cookie, the owner's included. Their tables are in the backup,
 * empty: a restored shop signs everyone out, and reset links mailed before are void.
 */
export const TABLES_WITHOUT_ROWS = [sessions, verifications].map((table) => `public.${getTableName(table)}`);

/** The format this version writes; readManifest also reads version 1. */
export const MANIFEST_VERSION = 2;

interface DumpDetails {
  /** Rows of every table as the dump holds them ("schema.table"): TABLES_WITHOUT_ROWS count 0. */
  rowCounts: Record<string, number>;
  /** Tables dumped without their rows (TABLES_WITHOUT_ROWS when the backup was made). */
  rowsLeftOut: string[];
}

/** manifest.json: what one backup folder holds, written last (a folder without it is incomplete). */
export interface BackupManifest {
  format: 'al-zahra-shop-backup';
  version: typeof MANIFEST_VERSION;
  createdAt: string;
  database:
    | (DumpDetails & {
        kind: 'postgres';
        file: typeof POSTGRES_DUMP_FILE;
        /** SHOW server_version of the dumped server. */
        serverVersion: string;
        /** Major version of the pg_dump that wrote the file: pg_restore must be this version or newer. */
        pgDumpMajor: number;
      })
    | (DumpDetails & {
        kind: 'pglite';
        file: typeof PGLITE_DUMP_FILE;
        serverVersion: string;
        /** The @electric-sql/pglite version that dumped it: restore with the same or a newer one. */
        pgliteVersion: string;
      });
  media:
    | { kind: 'disk'; folder: typeof MEDIA_FOLDER; files: number; bytes: number }
    | {
        kind: 's3';
        file: typeof S3_LISTING_FILE;
        bucket: string;
        prefix: string;
        objects: number;
        /** GetBucketVersioning's status when the backup was taken ("Enabled", "Suspended", "Off" or "unknown"). */
        versioning: string;
      };
}

/** Omit, kept apart for each member of a union (so `kind` still tells them apart). */
type WithoutRowsLeftOut<T> = T extends unknown ? Omit<T, 'rowsLeftOut'> : never;

/**
 * Version 1 (the first backups): every row, sessions included, and the generated auth secret copied
 * beside the dump. Still restored, secret included, so the backups made before stay usable.
 */
export interface BackupManifestV1 extends Omit<BackupManifest, 'version' | 'database'> {
  version: 1;
  database: WithoutRowsLeftOut<BackupManifest['database']>;
  /** DATA_DIR/auth-secret was copied into the folder. */
  authSecret: boolean;
}

/** One object of an S3 listing, as ListObjectsV2 gave it. */
export interface S3ListedObject {
  key: string;
  size: number;
  etag: string;
  lastModified: string;
}

export async function readManifest(folder: string): Promise<BackupManifest | BackupManifestV1> {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(
      `${folder} is not a finished backup: it has no ${MANIFEST_FILE}. Give the folder that \`npm run backup\` printed (a folder ending in .partial was interrupted and cannot be restored).`,
    );
  }
  const manifest = JSON.parse(text) as BackupManifest | BackupManifestV1;
  if (manifest.format !== 'al-zahra-shop-backup') {
    throw new BackupError(`${join(folder, MANIFEST_FILE)} is not a backup of this shop.`);
  }
  if (manifest.version !== 1 && manifest.version !== MANIFEST_VERSION) {
    throw new BackupError(
      `${join(folder, MANIFEST_FILE)} is a backup of format version ${String((manifest as { version: unknown }).version)}; this shop reads versions 1 and ${MANIFEST_VERSION}. Restore it with the shop version that made it, or newer.`,
    );
  }
  return manifest;
}
