import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../scripts/lib/server-bundle.ts';
import { dumpMigratedPglite } from './pglite-template.ts';
import { migratedPostgresTemplate } from './postgres-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A migrated PGlite data folder every embedded database starts from: every test database on
     * PGlite, and on PostgreSQL the embedded database's own tests' (backups, one shop per folder,
     * shutdown, outages), which would otherwise run initdb and every migration for each shop.
     */
    pgliteTemplate: string;
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
  const templateFolder = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const template = join(templateFolder, 'migrated.tar');
  const [bundle, pglite, postgres] = await Promise.all([
    bundleServer(bundleFolder),
    dumpMigratedPglite(),
    process.env.DATABASE_URL ? migratedPostgresTemplate(process.env.DATABASE_URL) : undefined,
  ]);
  writeFileSync(template, Buffer.from(await pglite.arrayBuffer()));
  project.provide('shopBundle', bundle);
  project.provide('pgliteTemplate', template);
  project.provide('postgresTemplate', postgres?.name);
  return async () => {
    await postgres?.drop();
    rmSync(templateFolder, { recursive: true, force: true });
    rmSync(bundleFolder, { recursive: true, force: true });
  };
}
