import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { COMPRESS_THRESHOLD_BYTES, DYNAMIC_BROTLI_QUALITY } from './lib/cached-answer.ts';
import { accessPlugin } from './plugins/access.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { healthPlugin } from './plugins/health.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { securityPlugin } from './plugins/security.ts';
import type { PhotoStorage } from './providers/storage/photo-storage.ts';

/**
 * What every request passes through before a route: compression, the error handler, metrics,
 * health, security headers, the input guard, rate limits and access levels, in that order.
 */
export async function registerRequestPlugins(
  app: FastifyInstance,
  { config, db, photoStorage }: { config: Config; db: Db; photoStorage: PhotoStorage },
): Promise<void> {
  // Pages and JSON are compressed on the way out (built assets are served pre-compressed).
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
  await app.register(errorsPlugin);
  // First, so that every route's answer is timed.
  await app.register(metricsPlugin, { db, token: config.metricsToken });
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
}
