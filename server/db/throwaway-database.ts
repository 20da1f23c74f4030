import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates an empty database on the PostgreSQL server of `serverUrl` for one test file or
 * benchmark run, and drops it afterwards, so runs never see each other's rows.
 */
export async function createThrowawayPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `scratch_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
