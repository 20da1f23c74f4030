import { createServer, type Server, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/local-machine.ts';
import { outageOf, UnavailableError } from './unavailable.ts';

// Which failures are an outage (503) and which stay a bug (500): each error here is made by the
// real library, the way the shop meets it, with no service needed.

const servers: Server[] = [];
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Accepts connections and then does what it is told: nothing (a server that hangs) or hang up at once. */
async function server(behaviour: 'silent' | 'hang-up'): Promise<number> {
  const listener = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    if (behaviour === 'hang-up') socket.destroy();
  });
  servers.push(listener);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return (listener.address() as { port: number }).port;
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
}

describe('outageOf', () => {
  it('calls PostgreSQL refusing, hanging up, or not answering in time an outage', async () => {
    const refused = await failure(async () => {
      const client = new pg.Client({ connectionString: `postgres://x@127.0.0.1:${await freePort()}/x` });
      await client.connect();
    });
    expect(outageOf(refused)).toBeDefined();

    const hungUp = await failure(async () => {
      const client = new pg.Client({ connectionString: `postgres://x@127.0.0.1:${await server('hang-up')}/x` });
      await client.connect();
    });
    expect(outageOf(hungUp)).toBe('database');

    const silent = await server('silent');
    const pool = new pg.Pool({ connectionString: `postgres://x@127.0.0.1:${silent}/x`, connectionTimeoutMillis: 300 });
    try {
      expect(outageOf(await failure(() => pool.query('select 1')))).toBe('database');
    } finally {
      await pool.end();
    }
  });

  it('looks through the wrappers: a closed PGlite under Drizzle is an outage, a bad query is not', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const badQuery = await failure(() => db.execute(sql`select * from no_such_table`));
    expect(outageOf(badQuery)).toBeUndefined();
    await client.close();
    const closed = await failure(() => db.execute(sql`select 1`));
    expect(outageOf(closed)).toBe('database');
    // Better Auth's session lookup wraps it once more.
    expect(outageOf(new Error('Failed to get session', { cause: closed }))).toBe('database');
  });

  it('calls a Redis that is not connected, or does not answer, an outage of Redis', async () => {
    const offline = new Redis(await freePort(), '127.0.0.1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    expect(outageOf(await failure(() => offline.get('x')))).toBe('redis');
    offline.disconnect();

    const hanging = new Redis(await server('silent'), '127.0.0.1', {
      commandTimeout: 200,
      maxRetriesPerRequest: 0,
    });
    hanging.on('error', () => undefined);
    expect(outageOf(await failure(() => hanging.get('x')))).toBe('redis');
    hanging.disconnect();
  });

  it('leaves anything else a bug (a 500)', () => {
    expect(outageOf(new Error('Cannot read properties of undefined'))).toBeUndefined();
    expect(outageOf(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
    expect(outageOf(undefined)).toBeUndefined();
    expect(outageOf(new UnavailableError('redis'))).toBe('redis');
  });
});
