import { inject } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createThrowawayPostgres } from '../db/throwaway-database.ts';

/**
 * A database on the server of `serverUrl` with every migration applied, closed again so that
 * CREATE DATABASE … TEMPLATE can copy it (PostgreSQL refuses a template anyone is connected to).
 */
export async function migratedPostgresTemplate(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const template = await createThrowawayPostgres(serverUrl);
  const database = await openDatabase({ databaseUrl: template.url });
  await database.close();
  return { name: new URL(template.url).pathname.slice(1), drop: template.drop };
}

/** The template the unit tests' global set-up migrated (none when run without it, or on PGlite). */
export function migratedPostgresTemplateName(): string | undefined {
  return inject('postgresTemplate');
}
