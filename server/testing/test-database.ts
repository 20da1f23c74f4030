import { openDatabase, type Database } from '../db/client.ts';
import { createThrowawayPostgres } from '../db/throwaway-database.ts';
import { migratedPgliteTemplate } from './pglite-template.ts';
import { migratedPostgresTemplateName } from './postgres-template.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * DATABASE_URL is set, a new throw-away database on that PostgreSQL server (`url`: for an app that
 * listens to it as an instance would).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ template: migratedPgliteTemplate() });
  const scratch = await createThrowawayPostgres(serverUrl, { template: migratedPostgresTemplateName() });
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    url: scratch.url,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
