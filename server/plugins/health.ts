import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import type { PhotoStorage } from '../providers/storage/photo-storage.ts';

/** How long one check may take before its dependency counts as down. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/**
 * A result younger than this is reused: a proxy (or a stranger, the route is public) probing
 * often costs the database one `select 1` a second at most.
 */
const READY_CACHE_MS = 1_000;

export type CheckState = 'ok' | 'down' | 'timeout';

export interface ReadinessBody {
  status: 'ok' | 'unavailable' | 'shutting_down';
  /** Each dependency this instance uses, and how it answered. */
  checks: Record<string, CheckState>;
  /** The ones that did not answer (empty when ready). */
  down: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: {
      /** From now on /readyz answers 503 and every answer closes its connection (graceful shutdown). */
      drain(): void;
      readonly draining: boolean;
    };
  }
}

export interface HealthOptions {
  db: Db;
  /** Checked when set (the shared rate-limit counters live there). */
  redisUrl: string | undefined;
  /** Checked when it has something to check (an S3 bucket). */
  storage: PhotoStorage;
  timeoutMs?: number;
}

type Check = (signal: AbortSignal) => Promise<unknown>;

/** Runs the check, bounded by the timeout: what it said, never why (the log says why). */
async function runCheck(check: Check, timeoutMs: number): Promise<{ state: CheckState; error?: unknown }> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, timeoutMs);
  });
  try {
    const outcome = await Promise.race([check(controller.signal).then(() => 'ok' as const), timedOut]);
    return { state: outcome };
  } catch (error) {
    return { state: 'down', error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: the process answers (a liveness probe; it touches nothing else).
 * GET /readyz: the database answers `select 1`, and Redis and the S3 bucket when configured, each
 * within READY_CHECK_TIMEOUT_MS; 503 naming what is down otherwise, and 503 from the moment a
 * shutdown begins, so a proxy stops sending here. Both public, never rate-limited, not logged per
 * call: a dependency going down or coming back is logged once.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance, options: HealthOptions) => {
    const timeoutMs = options.timeoutMs ?? READY_CHECK_TIMEOUT_MS;
    let draining = false;
    app.decorate('readiness', {
      drain: () => void (draining = true),
      get draining() {
        return draining;
      },
    });
    // While draining, each answer closes its keep-alive connection, so a client or proxy opens its
    // next one to another instance (Fastify does the same for requests arriving after close began).
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });

    const checks: Record<string, Check> = {
      database: () => options.db.execute(sql`select 1`),
    };
    if (options.redisUrl) {
      // Its own connection, so the check sees Redis itself whatever the rate limits' connection is
      // doing (they answer 503 while it is gone). Commands fail at once while it is down.
      // ioredis is loaded only when REDIS_URL is set.
      const { Redis } = await import('ioredis');
      const redis = new Redis(options.redisUrl, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
      });
      redis.on('error', () => undefined); // reported by the check, and logged there once
      let connecting: Promise<void> | undefined;
      checks.redis = async () => {
        if (redis.status === 'wait') connecting ??= redis.connect().catch(() => undefined);
        await connecting;
        await redis.ping();
      };
      app.addHook('onClose', async () => void redis.disconnect());
    }
    const storage = options.storage;
    if (storage.ready) checks.storage = (signal) => storage.ready!(signal);

    const lastState = new Map<string, CheckState>();
    let cached: { at: number; body: ReadinessBody } | undefined;
    let inFlight: Promise<ReadinessBody> | undefined;

    async function checkAll(): Promise<ReadinessBody> {
      const results = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => [name, await runCheck(check, timeoutMs)] as const),
      );
      const body: ReadinessBody = { status: 'ok', checks: {}, down: [] };
      for (const [name, { state, error }] of results) {
        body.checks[name] = state;
        if (state !== 'ok') body.down.push(name);
        const before = lastState.get(name);
        if (before !== state) {
          if (state !== 'ok') app.log.warn({ check: name, state, err: error }, `readiness: ${name} is ${state}`);
          else if (before !== undefined) app.log.info({ check: name }, `readiness: ${name} is back`);
          lastState.set(name, state);
        }
      }
      if (body.down.length > 0) body.status = 'unavailable';
      return body;
    }

    /** One round of checks at a time, shared by every caller, and reused for READY_CACHE_MS. */
    async function readiness(): Promise<ReadinessBody> {
      if (cached && Date.now() - cached.at < READY_CACHE_MS) return cached.body;
      inFlight ??= checkAll()
        .then((body) => {
          cached = { at: Date.now(), body };
          return body;
        })
        .finally(() => (inFlight = undefined));
      return inFlight;
    }

    const noStore = { 'cache-control': 'no-store' };

    app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
      reply.headers(noStore).send({ status: 'ok' }),
    );

    app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
      if (draining) {
        const body: ReadinessBody = { status: 'shutting_down', checks: {}, down: [] };
        return reply.status(503).headers(noStore).send(body);
      }
      const body = await readiness();
      return reply
        .status(body.status === 'ok' ? 200 : 503)
        .headers(noStore)
        .send(body);
    });
  },
  { name: 'health' },
);
