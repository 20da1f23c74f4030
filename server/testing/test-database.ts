import { openDatabase, type Database } from '../db/client.ts';
import { createThrowawayPostgres } from '../db/throwaway-database.ts';
import { migratedPgliteTemplate } from './pglite-template.ts';
import { migratedPostgresTemplateName } from './postgres-template.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * DATABASE_URL is set, a new throw-away database on that PostgreSQL server.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ template: migratedPgliteTemplate() });
  const scratch = await createThrowawayPostgres(serverUrl, { template: migratedPostgresTemplateName() });
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
