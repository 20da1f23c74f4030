import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from './pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder every test database starts from (absent on PostgreSQL). */
    pgliteTemplate: string | undefined;
  }
}

/** Migrates one embedded database for the whole run: each test file then copies it instead of running initdb. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
