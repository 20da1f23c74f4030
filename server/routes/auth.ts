import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { AppError } from '#domain/errors.ts';
import type { AuthRateLimitAction, RateLimit } from '../config.ts';
import { AUTH_BASE_PATH } from '../modules/accounts/auth.ts';
import { requestOrigin } from '../lib/same-origin.ts';
import { codeForStatus } from '../plugins/errors.ts';

interface AuthRouteOptions {
  publicUrl: string;
  redisUrl: string | undefined;
  limits: Record<AuthRateLimitAction, RateLimit>;
  /** Key prefix in Redis, so environments (or test runs) sharing a Redis never share counters. */
  rateLimitNamespace: string;
}

/** The Better Auth endpoint behind each rate-limited action. */
const LIMITED_PATHS: Record<AuthRateLimitAction, string> = {
  SIGN_IN: '/sign-in/email',
  SIGN_UP: '/sign-up/email',
  RESET_REQUEST: '/request-password-reset',
  RESET: '/reset-password',
};

function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
}

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Mounts Better Auth under /api/auth. Its answers are passed through, except that errors are
 * rewritten into the API's own { error, message, requestId } shape.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) =>
      app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable: limits are skipped'),
    );
    app.addHook('onClose', async () => void redis.disconnect());
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: options.rateLimitNamespace }),
  });

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    // Addressed as the browser addressed us, so Better Auth trusts the same origin we do.
    const url = new URL(`${requestOrigin(request) ?? options.publicUrl}${request.url}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    // A write our check accepted on Sec-Fetch-Site: same-origin alone gets the Origin it proved.
    if (request.writeOrigin) headers.set('origin', request.writeOrigin);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    const response = await app.auth.handler(
      new Request(url, { method: request.method, headers, ...(hasBody && { body: JSON.stringify(request.body) }) }),
    );
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);

    const text = await response.text();
    if (response.status >= 400) {
      let message = 'Something went wrong';
      try {
        const body = JSON.parse(text) as { message?: string };
        if (body.message) message = body.message;
      } catch {
        // not JSON: keep the generic message
      }
      const status = response.status >= 500 ? 500 : response.status;
      if (status === 500) {
        request.log.error(
          {
            status: response.status,
            body: text.slice(0, 500),
            method: request.method,
            route: request.routeOptions.url,
          },
          'auth handler answered with a server error',
        );
      }
      return reply
        .status(status)
        .header('x-request-id', request.id)
        .type('application/json; charset=utf-8')
        .send({
          error: status === 500 ? 'internal' : codeForStatus(status),
          message: status === 500 ? 'Something went wrong on our side. Please try again.' : message,
          requestId: request.id,
        });
    }
    return reply.send(text);
  }

  for (const [action, path] of Object.entries(LIMITED_PATHS) as [AuthRateLimitAction, string][]) {
    const limit = options.limits[action];
    const timeWindow = limit.windowMinutes * 60_000;
    // If Redis is unreachable, sign-in keeps working (the hash still slows guessing) and it is logged.
    const perIp = app.createRateLimit({
      skipOnError: true,
      max: limit.perIp,
      timeWindow,
      keyGenerator: (request) => `auth-ip:${path}:${request.ip}`,
    });
    const perEmail = app.createRateLimit({
      skipOnError: true,
      max: limit.perEmail,
      timeWindow,
      keyGenerator: (request) => `auth-email:${path}:${emailOf(request)}`,
      allowList: (request) => emailOf(request) === '',
    });
    // Both counters advance on every attempt; either one being over its limit refuses it.
    const limitAttempts: preHandlerAsyncHookHandler = async (request, reply) => {
      const results = await Promise.all([perIp(request), perEmail(request)]);
      const exceeded = results.filter((result) => !result.isAllowed && result.isExceeded);
      if (exceeded.length) {
        const retryAfter = Math.max(...exceeded.map((result) => (result.isAllowed ? 0 : result.ttlInSeconds)));
        reply.header('retry-after', String(retryAfter));
        throw new AppError('rate_limited', tooManyAttempts(retryAfter));
      }
    };
    app.post(
      `${AUTH_BASE_PATH}${path}`,
      { config: { access: 'public' }, schema: { hide: true }, preHandler: limitAttempts },
      handle,
    );
  }
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    config: { access: 'public' },
    schema: { hide: true },
    handler: handle,
  });
}
