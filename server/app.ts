import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { store } from '#domain/store/settings.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { join } from 'node:path';
import { COMPRESS_THRESHOLD_BYTES, DYNAMIC_BROTLI_QUALITY } from './lib/cached-json.ts';
import { createSessionCache } from './lib/session-cache.ts';
import { resolveAuthSecret } from './modules/accounts/auth-secret.ts';
import { createAuth, type Auth } from './modules/accounts/better-auth.ts';
import { accessPlugin } from './plugins/access.ts';
import { authPlugin } from './plugins/session.ts';
import { securityPlugin } from './plugins/security.ts';
import { createLocalChangeBus } from './providers/change-bus/change-bus.ts';
import { createPostgresChangeBus } from './providers/change-bus/postgres-change-bus.ts';
import { createMailer, type Mailer } from './providers/mail/mailer.ts';
import { authRoutes } from './routes/auth-handler.ts';
import { accountRoutes } from './routes/account.ts';
import { usersRoutes } from './routes/users.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { healthPlugin } from './plugins/health.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { servicesPlugin } from './plugins/services.ts';
import { visitorsPlugin } from './plugins/visitors.ts';
import { createOfflineGateway } from './providers/payments/offline-gateway.ts';
import type { PaymentGateway } from './providers/payments/payment-gateway.ts';
import { createStripeGateway } from './providers/payments/stripe-gateway.ts';
import { createDiskStorage, defaultPhotoFolder } from './providers/storage/disk-storage.ts';
import type { PhotoStorage } from './providers/storage/photo-storage.ts';
import { createS3Storage } from './providers/storage/s3-storage.ts';
import { adminAuditRoutes } from './routes/admin/audit.ts';
import { adminBillingRoutes } from './routes/admin/billing.ts';
import { adminCustomersRoutes } from './routes/admin/customers.ts';
import { adminMetalsRoutes } from './routes/admin/rates.ts';
import { adminOrdersRoutes } from './routes/admin/orders.ts';
import { adminOverviewRoutes } from './routes/admin/overview.ts';
import { adminProductsRoutes } from './routes/admin/products.ts';
import { adminRateFeedRoutes } from './routes/admin/rate-feed.ts';
import { photosRoutes } from './routes/photos.ts';
import { cartRoutes } from './routes/cart.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { metalsRoutes } from './routes/rates.ts';
import { ordersRoutes } from './routes/orders.ts';
import { stripeWebhookRoutes } from './routes/stripe-webhook.ts';
import { wishlistRoutes } from './routes/wishlist.ts';
import { mergeAtSignIn } from './workflows/shopper-lists/merge-at-sign-in.ts';
import { REDACTED, withoutSecretHeaders } from './lib/log-redaction.ts';
import { productsRoutes } from './routes/products.ts';
import { webRoutes } from './routes/web.ts';

// Request ids only need to be unique across instances and restarts, not secret: a random
// per-process prefix and a counter cost far less per request than a fresh UUID.
const processPrefix = crypto.randomUUID().slice(0, 8);
let requestCounter = 0;
const nextRequestId = () => `${processPrefix}-${(++requestCounter).toString(36)}`;

export interface AppDependencies {
  config: Config;
  db: Db;
  /**
   * false for no log; pino options (a level and a stream, in tests) to change where and how much the
   * app logs: the redactions below always apply.
   */
  logger?: false | object;
  /** Defaults to SMTP or the outbox folder, from config. */
  mailer?: Mailer;
  /** Defaults to Stripe when configured, else the offline test gateway. */
  gateway?: PaymentGateway;
  /** The time checkout quotes expire by; tests move it. */
  now?: () => Date;
  /** Defaults to the S3 bucket when configured, else DATA_DIR/media. */
  storage?: PhotoStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Fields never written to the log even if a line ever carries them (nothing logs them today; a
 * test proves it): credentials, session and reset tokens, card data.
 */
const LOG_REDACTIONS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.card',
];

/**
 * Fastify's trust for X-Forwarded-*: a hop count trusts the nearest N addresses (the proxies in
 * front of the shop, which must then be its only way in), a list trusts those addresses only.
 * (Fastify itself trusts nothing for a bare number.)
 */
function trustProxyOf(setting: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** Builds the whole app without listening: main.ts listens, tests use app.inject. */
export async function buildApp({
  config,
  db,
  logger,
  mailer,
  gateway,
  now,
  storage,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: LOG_REDACTIONS, censor: REDACTED },
            formatters: { log: withoutSecretHeaders },
            ...logger,
          },
    requestIdHeader: false,
    // Per-request lines cost throughput; errors are still logged with their request id.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: nextRequestId,
    bodyLimit: 1024 * 1024,
    // Query strings like ?a=1&a=2 stay strings; zod decides what is valid.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustProxyOf(config.trustProxy),
    frameworkErrors,
    clientErrorHandler: clientErrorHandler(nextRequestId),
    // Graceful shutdown (main.ts): app.close() stops accepting connections and closes the idle
    // keep-alive ones at once; a request that still arrives on a busy one is answered 503 with
    // Connection: close, and in-flight requests finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Pages and JSON are compressed on the way out (built assets are served pre-compressed).
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
  await app.register(errorsPlugin);
  // First, so that every route's answer is timed.
  await app.register(metricsPlugin, { db, token: config.metricsToken });
  const photoStorage =
    storage ?? (config.s3 ? createS3Storage(config.s3) : createDiskStorage(defaultPhotoFolder(config.dataDir)));
  await app.register(healthPlugin, { db, redisUrl: config.redisUrl, storage: photoStorage });
  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    secure: config.secureCookies,
    stripe: Boolean(config.stripe),
  });
  await app.register(inputGuardPlugin);
  await app.register(rateLimitsPlugin, { redisUrl: config.redisUrl, namespace: config.rateLimitNamespace });
  await app.register(accessPlugin, { adminTwoFactor: config.adminTwoFactor });

  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
        log: app.log,
      }),
  );
  // Several instances on one PostgreSQL hear each other's product and rate changes (LISTEN/NOTIFY,
  // closed with the app); PGlite is one process, with nobody to tell.
  const changeBus = config.databaseUrl
    ? await createPostgresChangeBus({ databaseUrl: config.databaseUrl, db, log: app.log })
    : createLocalChangeBus();
  // Shoppers' sessions for their reads, a few seconds at most (decision 0011); dropped for a user
  // on every instance through the bus when their sessions or account change.
  const sessionCache = createSessionCache({
    seconds: config.sessionCacheSeconds,
    maxEntries: config.sessionCacheMaxEntries,
  });
  await app.register(servicesPlugin, {
    changeBus,
    sessionCache,
    db,
    gateway: gateway ?? (config.stripe ? createStripeGateway(config.stripe) : createOfflineGateway(db)),
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    now: now ?? (() => new Date()),
  });
  // New visitors per address, for the cart and wishlist routes.
  await app.register(visitorsPlugin, {
    limit: config.newVisitorRateLimit,
    ipv6Prefix: config.ipv6LimitPrefix,
    secureCookies: config.secureCookies,
  });
  const auth: Auth = createAuth({
    db,
    config,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    mailer: app.mailer,
    log: app.log,
    // A visitor who signs in or registers keeps what they put in their cart and wishlist.
    onSignedIn: mergeAtSignIn(app.workflowDeps),
    // Sign-out, revoked sessions, password, two-factor, profile, deletion: no instance reuses what it kept.
    onAccountChanged: (userId) => app.workflowDeps.changes.accountChanged(userId),
  });
  await app.register(authPlugin, { auth, sessionCache });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${store.name} API`,
        version: '1.0.0',
        description: 'Storefront and admin API. Money is in integer cents.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(metalsRoutes);
      await api.register(productsRoutes);
      await api.register(usersRoutes, { googleEnabled: Boolean(config.google), publicUrl: config.publicUrl });
      await api.register(accountRoutes, { adminTwoFactor: config.adminTwoFactor });
      await api.register(cartRoutes);
      await api.register(wishlistRoutes);
      await api.register(checkoutRoutes);
      await api.register(ordersRoutes);
      if (config.stripe) await api.register(stripeWebhookRoutes, { stripe: config.stripe });
      await api.register(adminProductsRoutes);
      await api.register(adminMetalsRoutes, { rateStaleHours: config.rateStaleHours, rateFeed: config.rateFeed });
      await api.register(adminRateFeedRoutes, { settings: config.rateFeed });
      await api.register(adminOrdersRoutes);
      await api.register(adminBillingRoutes);
      await api.register(adminOverviewRoutes);
      await api.register(adminCustomersRoutes);
      await api.register(adminAuditRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(photosRoutes, { storage: photoStorage });
  await app.register(authRoutes, {
    publicUrl: config.publicUrl,
    db,
    limits: config.authRateLimits,
    ipv6Prefix: config.ipv6LimitPrefix,
  });

  await app.register(webRoutes, {
    distDir: config.webDistDir,
    serverBuildDir: config.webDistDir && join(config.webDistDir, '..', 'server'),
    publicUrl: config.publicUrl,
  });
  return app;
}
