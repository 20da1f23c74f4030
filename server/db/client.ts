import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The embedded database under a Db, or undefined when it runs on PostgreSQL's pool. */
export function pgliteOf(db: Db): PGlite | undefined {
  const client = (db as Db & { $client?: unknown }).$client;
  return typeof client === 'object' && client !== null && 'onNotification' in client ? (client as PGlite) : undefined;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** How long opening a PostgreSQL connection (or waiting for a free one in the pool) may take. */
export const CONNECT_TIMEOUT_MS = 5_000;

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; when absent PGlite runs in memory (tests). */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite starts as a copy of this dumped data folder (`dumpDataDir`) instead of
   * running initdb: the tests' already-migrated template opens in 0.6 s instead of 2.5 s.
   */
  template?: Blob | undefined;
  /**
   * Told when an idle PostgreSQL connection breaks (a server restart, an administrator's kill).
   * The pool has already dropped that connection and opens a new one when next needed.
   */
  onIdleConnectionError?: (error: Error) => void;
}

/**
 * Opens the database and applies the committed migrations. An embedded database in a data folder is
 * held by this process until close(): another process opening the folder gets a StartupProblem.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // A connection that does not open within a few seconds fails (pg waits for ever by default): at
    // start the shop says DATABASE_URL cannot be reached, and while running a request answers 503.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // Without a listener, one broken idle connection would end the whole process.
    pool.on(
      'error',
      options.onIdleConnectionError ?? ((error) => console.warn('PostgreSQL connection lost:', error.message)),
    );
    const db = drizzle(pool, { schema });
    await migrateUnderLock(pool, () => migrate(db, { migrationsFolder }));
    return { db: db as unknown as Db, kind: 'postgres', close: () => endPool(pool) };
  }
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let dataPath: string | undefined;
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    dataPath = join(options.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
    // PGlite has no locking of its own: a second process on the folder would write over this one.
    lock = await lockDataDir(options.dataDir, 'shop');
  }
  // The extensions the migrations use must be loaded into the embedded database.
  const client = new PGlite({
    ...(dataPath && { dataDir: dataPath }),
    ...(!dataPath && options.template && { loadDataDir: options.template }),
    extensions: { pg_trgm },
  });
  const close = async () => {
    try {
      await client.close();
    } finally {
      await lock?.release();
    }
  };
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'pglite', close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

/**
 * Runs the migrations while holding a session advisory lock, so instances starting together on one
 * PostgreSQL take turns: the first applies what is new, the others wait and then find nothing to do.
 * Drizzle's migrator has no lock of its own: two instances on a fresh database both ran CREATE SCHEMA
 * "drizzle" and one died on a duplicate key.
 */
async function migrateUnderLock(pool: Pool, run: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('shop:migrations'))`);
    try {
      await run();
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('shop:migrations'))`);
    }
  } finally {
    client.release();
  }
}

/**
 * Ends the pool and waits until every connection has really closed: `pool.end()` resolves as soon
 * as the connections are asked to close, and a database dropped in that gap kills them mid-goodbye.
 */
async function endPool(pool: Pool): Promise<void> {
  const open = pool.totalCount;
  let closed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (++closed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}
