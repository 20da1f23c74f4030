import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../scripts/lib/server-bundle.ts';
import { dumpMigratedPglite } from './pglite-template.ts';
import { migratedPostgresTemplate } from './postgres-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder every test database starts from (absent on PostgreSQL). */
    pgliteTemplate: string | undefined;
    /** A migrated PostgreSQL database every test database is copied from (absent on PGlite). */
    postgresTemplate: string | undefined;
    /** The server bundled as `npm start` runs it, for the tests that start the shop as a process (shop-process.ts). */
    shopBundle: string;
  }
}

/**
 * Migrates one database for the whole run, embedded or on DATABASE_URL's PostgreSQL: each test file
 * then copies it instead of running initdb and every migration again.
 */
export default async function setup(project: TestProject) {
  // Inside the repository, so its packages resolve from node_modules; one folder per run.
  const bundleFolder = join('node_modules', '.cache', `shop-bundle-${process.pid}`);
  project.provide('shopBundle', await bundleServer(bundleFolder));
  const removeBundle = () => rmSync(bundleFolder, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    const template = await migratedPostgresTemplate(process.env.DATABASE_URL);
    project.provide('postgresTemplate', template.name);
    return async () => {
      await template.drop();
      removeBundle();
    };
  }
  project.provide('postgresTemplate', undefined);
  const folder = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => {
    rmSync(folder, { recursive: true, force: true });
    removeBundle();
  };
}
