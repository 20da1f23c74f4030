import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '#domain/errors.ts';
import type { Db } from '../db/client.ts';
import { onShopEvent } from '../lib/shop-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (served at /metrics with METRICS_TOKEN, or on METRICS_PORT). */
    metricsRegistry: Registry;
  }
}

export interface MetricsOptions {
  db: Db;
  /** /metrics on the shop's own port answers only `Authorization: Bearer <token>`; 404 when unset. */
  token: string | undefined;
}

/** Seconds: from a cached catalogue page (well under 5 ms) to a large photo upload. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A label value from outside (an event type) that is not a plain dotted name is counted as `other`. */
const PLAIN_NAME = /^[a-z0-9_.]{1,64}$/;

/** The node-postgres pool behind the database, when there is one (PGlite is a single in-process connection). */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function poolOf(db: Db): PoolCounts | undefined {
  const client = (db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return client && typeof client.totalCount === 'number' && typeof client.waitingCount === 'number'
    ? (client as PoolCounts)
    : undefined;
}

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Prometheus metrics through prom-client, in a registry of this app's own: request durations by
 * route pattern (never the raw URL) and status, the database pool, the catalogue cache, orders
 * placed, payments failed and payment-provider webhook events by type (from the workflows' events,
 * lib/shop-events.ts), and Node's default process metrics. No label carries an id, a URL or
 * anything a client typed.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    app.decorate('metricsRegistry', registry);

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      requestDuration.observe(
        {
          method: request.method,
          // The pattern the router matched (/api/products/:id); requests no route matched share one label.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    const pool = poolOf(options.db);
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'Database connections by state: total open, idle, in use (PGlite: one connection, total only)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        if (!pool) {
          this.set({ state: 'total' }, 1);
          return;
        }
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      },
    });
    if (pool) {
      new Gauge({
        name: 'shop_db_pool_waiting',
        help: 'Queries waiting for a free database connection (PostgreSQL pool)',
        registers: [registry],
        collect() {
          this.set(pool.waitingCount);
        },
      });
    }

    const cacheLookups = new Counter({
      name: 'shop_catalog_cache_lookups_total',
      help: 'Catalogue answers (product lists and pages) served from the cache (hit) or built from the database (miss)',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    const pageLookups = new Counter({
      name: 'shop_page_cache_lookups_total',
      help: 'Pages of visitors without a session or a cart served as kept (hit) or rendered (miss)',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    const ordersPlaced = new Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders placed (each paid payment makes one), by payment gateway',
      labelNames: ['gateway'] as const,
      registers: [registry],
    });
    const paymentsFailed = new Counter({
      name: 'shop_payments_failed_total',
      help: 'Payments that failed at checkout, by gateway and reason (declined, mismatch, order_not_saved)',
      labelNames: ['gateway', 'reason'] as const,
      registers: [registry],
    });
    const webhookEvents = new Counter({
      name: 'shop_webhook_events_total',
      help: 'Correctly signed webhook events received from the payment provider, by event type',
      labelNames: ['provider', 'type'] as const,
      registers: [registry],
    });
    // Start every series at zero, so a rate() works from the first order.
    for (const result of ['hit', 'miss']) {
      cacheLookups.inc({ result }, 0);
      pageLookups.inc({ result }, 0);
    }

    const stopListening = [
      onShopEvent('catalogCache', ({ hit }) => cacheLookups.inc({ result: hit ? 'hit' : 'miss' })),
      onShopEvent('pageCache', ({ hit }) => pageLookups.inc({ result: hit ? 'hit' : 'miss' })),
      onShopEvent('orderPlaced', ({ gateway }) => ordersPlaced.inc({ gateway })),
      onShopEvent('paymentFailed', ({ gateway, reason }) => paymentsFailed.inc({ gateway, reason })),
      onShopEvent('webhookEvent', ({ provider, type }) =>
        webhookEvents.inc({ provider, type: PLAIN_NAME.test(type) ? type : 'other' }),
      ),
    ];
    app.addHook('onClose', async () => {
      for (const stop of stopListening) stop();
    });

    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      // Without a token the endpoint does not exist on this port (METRICS_PORT may serve it instead).
      if (!options.token) throw new AppError('not_found', 'problem.request.metricsNotFound');
      const header = request.headers.authorization ?? '';
      const given = /^Bearer (.+)$/i.exec(header)?.[1]?.trim();
      if (!given || !sameSecret(given, options.token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('unauthorized', 'problem.request.metricsToken');
      }
      const text = await registry.metrics();
      return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
    });
  },
  { name: 'metrics' },
);

/**
 * METRICS_PORT: the metrics alone on a port of their own, without a token (keep that port off the
 * public network: a firewall, or a compose network only Prometheus is on). Anything but GET /metrics is 404.
 */
export function serveMetrics(registry: Registry, port: number, host: string | undefined): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":"not_found","message":"Not found."}');
      return;
    }
    registry.metrics().then(
      (text) =>
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}'),
    );
  });
  const listen = (on: string) =>
    new Promise<Server>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host: on }, () => {
        server.off('error', reject);
        resolve(server);
      });
    });
  if (host) return listen(host);
  // Every interface, as the shop itself listens: IPv6 and IPv4, or IPv4 alone where IPv6 is off.
  return listen('::').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    return listen('0.0.0.0');
  });
}
