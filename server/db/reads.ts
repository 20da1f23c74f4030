import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * Runs independent reads at once on the pool's connections, or one after another when `db` is a
 * transaction: a transaction is one connection, and node-postgres refuses (from version 9) a
 * statement sent while that connection is still answering another.
 */
export async function readTogether<T extends readonly unknown[]>(
  db: Db,
  reads: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  const results: unknown[] = [];
  if (!(db instanceof PgTransaction)) results.push(...(await Promise.all(reads.map((read) => read()))));
  else for (const read of reads) results.push(await read());
  return results as unknown as T;
}
