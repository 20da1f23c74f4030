import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLITE_DUMP_FILE, TABLES_WITHOUT_ROWS, type BackupManifest } from './manifest.ts';
import { BackupError } from './postgres-tools.ts';
import { countRows, type Query } from './row-counts.ts';

/** The installed @electric-sql/pglite version (its package.json is not exported). */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

export function assertPgliteDatabase(dataDir: string): void {
  if (!existsSync(join(pgliteFolder(dataDir), 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded database in ${pgliteFolder(dataDir)}. Set DATA_DIR to the shop's data folder, or DATABASE_URL for PostgreSQL.`,
    );
  }
}

async function loadPglite() {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return { PGlite, extensions: { pg_trgm } };
}

/**
 * PGlite's own dump of its data folder (dumpDataDir, a gzipped tar) without the rows of
 * TABLES_WITHOUT_ROWS. The caller holds the folder's lock (no shop has it open). The folder is read
 * into a copy in memory, where those tables are emptied; that copy is what is dumped, so the shop's
 * own folder is never changed.
 */
export async function dumpPglite(
  dataDir: string,
  file: string,
  log: (line: string) => void,
): Promise<BackupManifest['database']> {
  const { PGlite, extensions } = await loadPglite();
  const source = new PGlite({ dataDir: pgliteFolder(dataDir), extensions });
  let whole: Blob;
  try {
    await source.exec('CHECKPOINT');
    whole = await source.dumpDataDir('none');
  } finally {
    await source.close();
  }
  const copy = new PGlite({
    loadDataDir: whole,
    extensions,
    // Old write-ahead log segments are deleted, not renamed for reuse with their contents intact.
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'],
  });
  try {
    await emptyTablesWithoutRows(copy);
    const serverVersion = (await copy.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
    const query: Query = async <Row>(sql: string) => (await copy.query<Row>(sql)).rows;
    const rowCounts = await countRows(query);
    const dump = await copy.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    log(
      `database: PGlite ${pgliteVersion()} (PostgreSQL ${serverVersion}) data folder dump, ${Object.keys(rowCounts).length} tables (without the rows of ${TABLES_WITHOUT_ROWS.join(', ')}), ${formatBytes(dump.size)}`,
    );
    return {
      kind: 'pglite',
      file: PGLITE_DUMP_FILE,
      serverVersion,
      pgliteVersion: pgliteVersion(),
      rowCounts,
      rowsLeftOut: TABLES_WITHOUT_ROWS,
    };
  } finally {
    await copy.close();
  }
}

/**
 * Empties the tables and leaves no copy of their rows in the files: TRUNCATE gives each table new,
 * empty files (the old ones are cut to nothing), and after a switch to a new write-ahead log segment
 * the checkpoint deletes the segments that logged the rows (wal_recycle is off in this copy).
 */
async function emptyTablesWithoutRows(db: PGlite): Promise<void> {
  const existing = (
    await db.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE format('%I.%I', schemaname, tablename) = ANY($1)`,
      [TABLES_WITHOUT_ROWS],
    )
  ).rows.map((row) => row.name);
  if (existing.length > 0) await db.exec(`TRUNCATE ${existing.join(', ')}`);
  await db.query('SELECT pg_switch_wal()');
  await db.exec('CHECKPOINT');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
