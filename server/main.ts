import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedDemoDataIfEmpty } from './db/seed.ts';
import { startPaymentRecoveryJob } from './jobs/payment-recovery.ts';
import { startRateAlertJob } from './jobs/rate-alerts.ts';
import { startRateFeedJob } from './jobs/rate-feed.ts';
import { startPickupHoldJob } from './jobs/pickup-hold.ts';
import { startRetentionJob } from './jobs/retention.ts';
import { shopRateWarningSources } from './workflows/admin/rate-warning-sources.ts';
import { ensureOwner } from './modules/accounts/accounts.service.ts';
import { serveMetrics } from './plugins/metrics.ts';
import { checkDataDirWritable, checkPortFree, databaseStartupProblem, listenProblem } from './startup-checks.ts';
import { StartupProblem } from './startup-problem.ts';

/** What start() has opened so far: what a start-up that stops half-way closes again. */
const opened: { database?: Database; app?: FastifyInstance; metricsServer?: Server } = {};

/**
 * Opens the database, builds the app, seeds, starts the jobs and listens. What a setting can get
 * wrong (DATA_DIR, PORT, METRICS_PORT, HOST, DATABASE_URL) is checked first, or caught where it
 * fails, and thrown as a StartupProblem: one line naming the setting and what to do.
 */
async function start(config: Config) {
  // The embedded database and the generated auth secret live in DATA_DIR.
  if (!config.databaseUrl || !config.authSecret) checkDataDirWritable(config.dataDir);
  // Before the database, whose opening takes seconds: a port in use says so at once.
  await checkPortFree(config.port, config.host, 'PORT');
  if (config.metricsPort !== undefined) await checkPortFree(config.metricsPort, config.host, 'METRICS_PORT');

  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleConnectionError: (error) =>
        opened.app?.log.warn({ err: error }, 'PostgreSQL connection lost; the pool reconnects'),
    });
  } catch (error) {
    throw (config.databaseUrl && databaseStartupProblem(error, config.databaseUrl)) || error;
  }
  opened.database = database;
  const app = await buildApp({ config, db: database.db });
  opened.app = app;
  app.log.info(
    database.kind === 'pglite'
      ? `Database: embedded PGlite in ${config.dataDir}`
      : 'Database: PostgreSQL (DATABASE_URL)',
  );

  if (config.seedDemoData && (await seedDemoDataIfEmpty(database.db))) {
    app.log.info('Empty database: seeded the demo catalogue and metal prices.');
  }
  const generatedPassword = await ensureOwner(database.db, app.auth, config.adminEmail, config.adminPassword);
  if (generatedPassword) {
    // Shown once: the password exists nowhere else in clear text.
    console.log(
      `\nOwner account created: ${config.adminEmail} / ${generatedPassword}\nSign in at ${config.publicUrl}/login and keep this password safe (set ADMIN_PASSWORD to choose it).\n`,
    );
  }

  // Visitors' carts and wishlists and quotes never paid, once RETENTION_DAYS old: now and every hour.
  const retention = startRetentionJob(app.workflowDeps, { retentionDays: config.retentionDays });
  app.addHook('onClose', () => retention.stop());

  // Pick-up orders not collected within PICKUP_HOLD_DAYS: cancelled and refunded, now and every hour.
  app.addHook('onClose', startPickupHoldJob(app.workflowDeps, { holdDays: config.pickupHoldDays }).stop);

  // Authorized payments without an order (a crash between the card and the order): now and every PAYMENT_RECOVERY_INTERVAL_SECONDS.
  app.addHook(
    'onClose',
    startPaymentRecoveryJob(app.workflowDeps, { intervalSeconds: config.paymentRecoveryIntervalSeconds }).stop,
  );

  // The live rate feed, when RATE_FEED_URL is set: now and every RATE_FEED_INTERVAL_MINUTES.
  if (config.rateFeed) {
    const rateFeed = startRateFeedJob(app.workflowDeps, config.rateFeed);
    app.addHook('onClose', () => rateFeed.stop());
    app.log.info(
      `Rate feed: ${config.rateFeed.format} at ${new URL(config.rateFeed.url).host}, every ${config.rateFeed.intervalMinutes} minutes`,
    );
  }

  // The admins hear of rate trouble by mail (a failing feed, a held move, a stale rate): now and every minute.
  const rateAlerts = startRateAlertJob(app.workflowDeps, {
    ...config.rateAlerts,
    staleAfterHours: config.rateStaleHours,
    sources: shopRateWarningSources(config.rateFeed),
  });
  app.addHook('onClose', () => rateAlerts.stop());

  // METRICS_PORT: the Prometheus metrics alone on a port of their own (no token there).
  if (config.metricsPort !== undefined) {
    try {
      opened.metricsServer = await serveMetrics(app.metricsRegistry, config.metricsPort, config.host);
    } catch (error) {
      throw listenProblem(error, 'METRICS_PORT', config.metricsPort, config.host) ?? error;
    }
  }

  try {
    if (config.host) await app.listen({ port: config.port, host: config.host });
    else await listenEverywhere(app, config.port);
  } catch (error) {
    throw listenProblem(error, 'PORT', config.port, config.host) ?? error;
  }
  app.log.info(`Shop open on ${config.publicUrl}`);
  if (config.metricsPort !== undefined) app.log.info(`Metrics on port ${config.metricsPort} at /metrics`);
  return { app, database, metricsServer: opened.metricsServer };
}

/** Every interface, IPv6 and IPv4 (so http://[::1]:3000 works too), or IPv4 alone where IPv6 is off. */
async function listenEverywhere(app: FastifyInstance, port: number): Promise<void> {
  try {
    await app.listen({ port, host: '::' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error;
    await app.listen({ port, host: '0.0.0.0' });
  }
}

/** A start-up stopped half-way closes what it opened (the embedded database above all), for a few seconds at most. */
async function closeOpened(): Promise<void> {
  const closing = (async () => {
    opened.metricsServer?.close();
    await opened.app?.close().catch(() => undefined);
    await opened.database?.close().catch(() => undefined);
  })();
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 3_000).unref())]);
}

let config: Config;
let running: Awaited<ReturnType<typeof start>>;
try {
  config = loadConfig();
  running = await start(config);
} catch (error) {
  // A setting's problem is the whole story: its one line, no stack trace, exit 1.
  if (!(error instanceof ConfigError) && !(error instanceof StartupProblem)) throw error;
  console.error(error.message);
  await closeOpened();
  process.exit(1);
}
const { app, database, metricsServer } = running;

/** How long closing the pools may take once the requests are done, before the process just exits. */
const POOLS_CLOSE_MS = 5_000;

/**
 * SIGTERM (a deploy, a scale-down) or SIGINT: /readyz answers 503 at once, no new connection is
 * accepted, idle keep-alive connections close and busy ones close after their current answer;
 * requests in flight finish, for up to SHUTDOWN_GRACE_SECONDS, after which their connections are
 * cut. Then the jobs stop, Redis and the database pool close, and the process exits 0.
 */
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const graceMs = config.shutdownGraceSeconds * 1000;
  app.log.info(`${signal}: closing (in-flight requests have ${config.shutdownGraceSeconds} s to finish)`);
  app.readiness.drain();
  metricsServer?.close();
  const cut = setTimeout(() => {
    app.log.warn('shutdown grace period over: closing the connections still open');
    app.server.closeAllConnections();
    metricsServer?.closeAllConnections();
  }, graceMs);
  // Nothing may keep the process past the grace period and the pools' own bound.
  setTimeout(() => {
    app.log.error('shutdown did not finish in time: exiting');
    process.exit(1);
  }, graceMs + POOLS_CLOSE_MS).unref();
  try {
    await app.close();
    clearTimeout(cut);
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
