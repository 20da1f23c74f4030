import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { REDACTED, withoutSecretHeaders } from './lib/log-redaction.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';

// Request ids only need to be unique across instances and restarts, not secret: a random
// per-process prefix and a counter cost far less per request than a fresh UUID.
const processPrefix = crypto.randomUUID().slice(0, 8);
let requestCounter = 0;
const nextRequestId = () => `${processPrefix}-${(++requestCounter).toString(36)}`;

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

/**
 * The Fastify instance with the app's options: logging, request ids, body limit, proxies, graceful
 * close, and zod for validation and serialization. `logger`: as AppDependencies.logger.
 */
export function createFastify(config: Config, logger: false | object | undefined) {
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
  return app;
}
