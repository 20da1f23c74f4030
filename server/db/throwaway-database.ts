import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates a database on the PostgreSQL server of `serverUrl` for one test file or benchmark run,
 * and drops it afterwards, so runs never see each other's rows. Empty, or a copy of `template`
 * (a database nobody is connected to): copying a migrated one takes a fraction of migrating anew.
 */
export async function createThrowawayPostgres(
  serverUrl: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
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
  await run(options.template ? `CREATE DATABASE ${name} TEMPLATE ${options.template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
