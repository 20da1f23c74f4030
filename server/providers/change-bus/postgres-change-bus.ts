import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Client } from 'pg';
import type { Db } from '#server/db/client.ts';
import { CHANGES, MAX_SUBJECT_LENGTH, type Change, type ChangeBus } from './change-bus.ts';

/** The notification channel; NOTIFY is per database, so shops on other databases never hear it. */
export const CHANGES_CHANNEL = 'shop_changes';

/** Waits between reconnection attempts (the last one repeats). */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];

interface Notice {
  change: Change;
  /** What of it changed (a user id), when not everything of that kind. */
  subject?: string;
  /** The announcing instance, which ignores its own notices (it dropped its copy already). */
  from: string;
}

function parseNotice(payload: string | undefined): Notice | undefined {
  if (!payload) return undefined;
  try {
    const notice = JSON.parse(payload) as Partial<Notice>;
    const subjectFits =
      notice.subject === undefined ||
      (typeof notice.subject === 'string' && notice.subject.length > 0 && notice.subject.length <= MAX_SUBJECT_LENGTH);
    if (typeof notice.from === 'string' && CHANGES.includes(notice.change as Change) && subjectFits) {
      return notice as Notice;
    }
  } catch {
    // not ours
  }
  return undefined;
}

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
 */
export async function createPostgresChangeBus({ databaseUrl, db, log }: PostgresChangeBusOptions): Promise<ChangeBus> {
  const { default: pg } = await import('pg');
  const instance = randomUUID();
  const listeners: Array<(change: Change, subject?: string) => void> = [];
  let client: Client | undefined;
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
    failures = 0;
    if (connectedBefore) {
      log.info('change bus: listening again; dropping every cached copy once');
      for (const change of CHANGES) deliver(change);
    }
    connectedBefore = true;
  }

  await connect();

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
