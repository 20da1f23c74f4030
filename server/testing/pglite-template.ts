import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase } from '../db/client.ts';

/** A fresh embedded database with every migration applied, dumped as a data-folder archive. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const database = await openDatabase({});
  try {
    return await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

let template: Blob | undefined;

/** The archive the unit tests' global set-up wrote (none when run without it). */
export function migratedPgliteTemplate(): Blob | undefined {
  const path = inject('pgliteTemplate');
  if (!path) return undefined;
  template ??= new Blob([readFileSync(path)]);
  return template;
}
