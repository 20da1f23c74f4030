import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Client } from 'pg';
import type { Db } from '#server/db/client.ts';
import { CHANGES, type Change, type ChangeBus } from './change-bus.ts';
import { CHANGES_CHANNEL, parseNotice, type Notice } from './notices.ts';
import { syncBarrier } from './sync-barrier.ts';

/** Waits between reconnection attempts (the last one repeats). */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];

/** A sync that takes longer promises nothing (its callers read the database instead). */
const SYNC_TIMEOUT_MS = 1000;

export interface PostgresChangeBusOptions {
  databaseUrl: string;
  /** The app's pool, which sends the notices (so a reconnecting listener never holds one up). */
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * The change bus over PostgreSQL: one dedicated connection per instance LISTENs on
 * `shop_changes`; a change is announced with pg_notify through the pool after its write commits.
 * A lost listening connection is reopened (with growing waits up to 5 s) and then reports every
 * kind of change once, since notices sent meanwhile never reach it.
 *
 * `sync` is a `select 1` on the listening connection itself. PostgreSQL signals every listening
 * backend before the committing client hears its commit, delivers notices in commit order, and
 * sends a listening backend's pending notices before it answers its next query: so when the
 * `select 1` answers, every notice committed before it was sent has reached the 'notification'
 * handler (the pg driver reads the connection in order). cart-notices.test.ts tries to break it: a
 * write through another instance's pool, then a sync, 500 times.
 */
export async function createPostgresChangeBus({ databaseUrl, db, log }: PostgresChangeBusOptions): Promise<ChangeBus> {
  const { default: pg } = await import('pg');
  const instance = randomUUID();
  const listeners: Array<(change: Change, subject?: string) => void> = [];
  let client: Client | undefined;
  /** Counts the listening connections opened: a sync that spans a reconnection promises nothing. */
  let connections = 0;
  let closed = false;
  let connectedBefore = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  const lostClients = new WeakSet<Client>();

  function deliver(change: Change, subject?: string) {
    for (const listener of listeners) {
      try {
        listener(change, subject);
      } catch (error) {
        log.error({ err: error, change, subject }, 'change bus: a listener failed');
      }
    }
  }

  function lost(which: Client, error?: unknown) {
    if (lostClients.has(which)) return;
    lostClients.add(which);
    if (client === which) client = undefined;
    which.end().catch(() => undefined);
    if (closed) return;
    const wait = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures++;
    // Once per outage, not per attempt.
    if (failures === 1) {
      log.warn(
        { err: error },
        'change bus: lost the PostgreSQL listening connection; caches expire on their own until it is back',
      );
    }
    retry = setTimeout(() => void connect(), wait);
    retry.unref();
  }

  async function connect(): Promise<void> {
    retry = undefined;
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true, application_name: 'shop change bus' });
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const notice = parseNotice(message.payload);
      if (notice && notice.from !== instance) deliver(notice.change, notice.subject);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (closed) {
      lostClients.add(next);
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    connections++;
    failures = 0;
    if (connectedBefore) {
      log.info('change bus: listening again; dropping every cached copy once');
      for (const change of CHANGES) deliver(change);
    }
    connectedBefore = true;
  }

  await connect();
  const ping = syncBarrier(() => {
    if (!client) return Promise.reject(new Error('not listening'));
    const timeout = AbortSignal.timeout(SYNC_TIMEOUT_MS);
    return Promise.race([
      client.query('select 1'),
      new Promise((_, reject) => timeout.addEventListener('abort', () => reject(timeout.reason))),
    ]);
  });

  return {
    async publish(change, subject) {
      const payload = JSON.stringify({ change, subject, from: instance } satisfies Notice);
      try {
        await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
      } catch (error) {
        log.warn(
          { err: error, change, subject },
          'change bus: could not announce a change; other instances see it when their caches expire',
        );
      }
    },
    onChange(listener) {
      listeners.push(listener);
    },
    get listening() {
      return client !== undefined;
    },
    async sync() {
      const on = connections;
      if (!client) return false;
      try {
        await ping();
      } catch {
        return false;
      }
      return client !== undefined && connections === on;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = undefined;
      if (open) {
        lostClients.add(open);
        await open.end().catch(() => undefined);
      }
    },
  };
}
