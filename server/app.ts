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
import { resolveAuthSecret } from './modules/accounts/auth-secret.ts';
import { createAuth, type Auth } from './modules/accounts/auth.ts';
import { accessPlugin } from './plugins/access.ts';
import { authPlugin } from './plugins/auth.ts';
import { securityPlugin } from './plugins/security.ts';
import { createMailer, type Mailer } from './providers/mail/mailer.ts';
import { authRoutes } from './routes/auth.ts';
import { usersRoutes } from './routes/users.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { servicesPlugin } from './plugins/services.ts';
import { metalsRoutes } from './routes/metals.ts';
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
  /** Pino options or false; tests pass false. */
  logger?: boolean | object;
  /** Defaults to SMTP or the outbox folder, from config. */
  mailer?: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Builds the whole app without listening: main.ts listens, tests use app.inject. */
export async function buildApp({ config, db, logger, mailer }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    requestIdHeader: false,
    // Per-request lines cost throughput; errors are still logged with their request id.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: nextRequestId,
    bodyLimit: 1024 * 1024,
    // Query strings like ?a=1&a=2 stay strings; zod decides what is valid.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler: clientErrorHandler(nextRequestId),
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
  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    secure: config.secureCookies,
  });
  await app.register(inputGuardPlugin);
  await app.register(accessPlugin);
  await app.register(servicesPlugin, { db });

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
  const auth: Auth = createAuth({
    db,
    config,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    mailer: app.mailer,
    log: app.log,
  });
  await app.register(authPlugin, { auth });

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
    },
    { prefix: '/api' },
  );
  await app.register(authRoutes, {
    publicUrl: config.publicUrl,
    redisUrl: config.redisUrl,
    rateLimitNamespace: config.rateLimitNamespace,
    limits: config.authRateLimits,
  });

  await app.register(webRoutes, {
    distDir: config.webDistDir,
    serverBuildDir: config.webDistDir && join(config.webDistDir, '..', 'server'),
    publicUrl: config.publicUrl,
  });
  return app;
}
