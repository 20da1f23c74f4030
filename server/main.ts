import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoDataIfEmpty } from './db/seed.ts';
import { startPaymentRecoveryJob } from './jobs/payment-recovery.ts';
import { startRateFeedJob } from './jobs/rate-feed.ts';
import { startRetentionJob } from './jobs/retention.ts';
import { ensureOwner } from './modules/accounts/accounts.service.ts';
import { serveMetrics } from './plugins/metrics.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onIdleConnectionError: (error) => app.log.warn({ err: error }, 'PostgreSQL connection lost; the pool reconnects'),
});
const app = await buildApp({ config, db: database.db });
app.log.info(
  database.kind === 'pglite' ? `Database: embedded PGlite in ${config.dataDir}` : 'Database: PostgreSQL (DATABASE_URL)',
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

// METRICS_PORT: the Prometheus metrics alone on a port of their own (no token there).
const metricsServer =
  config.metricsPort === undefined
    ? undefined
    : await serveMetrics(app.metricsRegistry, config.metricsPort, config.host);

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

/** Every interface, IPv6 and IPv4 (so http://[::1]:3000 works too), or IPv4 alone where IPv6 is off. */
async function listenEverywhere(): Promise<void> {
  try {
    await app.listen({ port: config.port, host: '::' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error;
    await app.listen({ port: config.port, host: '0.0.0.0' });
  }
}

if (config.host) await app.listen({ port: config.port, host: config.host });
else await listenEverywhere();
app.log.info(`Shop open on ${config.publicUrl}`);
if (config.metricsPort !== undefined) app.log.info(`Metrics on port ${config.metricsPort} at /metrics`);
