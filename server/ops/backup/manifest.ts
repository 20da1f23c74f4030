import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
export const AUTH_SECRET_FILE = 'auth-secret';

/** manifest.json: what one backup folder holds, written last (a folder without it is incomplete). */
export interface BackupManifest {
  format: 'al-zahra-shop-backup';
  version: 1;
  createdAt: string;
  database:
    | {
        kind: 'postgres';
        file: typeof POSTGRES_DUMP_FILE;
        /** SHOW server_version of the dumped server. */
        serverVersion: string;
        /** Major version of the pg_dump that wrote the file: pg_restore must be this version or newer. */
        pgDumpMajor: number;
        /** Rows of every table, counted in the very snapshot pg_dump read ("schema.table"). */
        rowCounts: Record<string, number>;
      }
    | {
        kind: 'pglite';
        file: typeof PGLITE_DUMP_FILE;
        serverVersion: string;
        /** The @electric-sql/pglite version that dumped it: restore with the same or a newer one. */
        pgliteVersion: string;
        rowCounts: Record<string, number>;
      };
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
  /** DATA_DIR/auth-secret was copied (the generated signing secret, used when AUTH_SECRET is unset). */
  authSecret: boolean;
}

/** One object of an S3 listing, as ListObjectsV2 gave it. */
export interface S3ListedObject {
  key: string;
  size: number;
  etag: string;
  lastModified: string;
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(
      `${folder} is not a finished backup: it has no ${MANIFEST_FILE}. Give the folder that \`npm run backup\` printed (a folder ending in .partial was interrupted and cannot be restored).`,
    );
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 'al-zahra-shop-backup' || manifest.version !== 1) {
    throw new BackupError(`${join(folder, MANIFEST_FILE)} is not a backup of this shop (format version 1).`);
  }
  return manifest;
}
