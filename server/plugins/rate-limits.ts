import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { UnavailableError } from '../lib/unavailable.ts';

/** At most `points` attempts per key in a fixed window of `windowSeconds`. */
export interface LimitRule {
  points: number;
  windowSeconds: number;
}

/** One named counter (sign-in failures per e-mail, new visitors per address, …). */
export interface Limiter {
  /**
   * Counts one attempt for the key: null when it is allowed, else the seconds until it will be.
   * Throws an UnavailableError (503) while the shared store (Redis) cannot be reached.
   */
  take(key: string): Promise<number | null>;
  /**
   * Hands one attempt back, for attempts that turned out not to count (a successful sign-in). Never
   * throws: while the store cannot be reached the attempt stays counted (logged).
   */
  giveBack(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A counter shared by every instance of the shop (Redis) or, without REDIS_URL, this process's. */
    limiter(name: string, rule: LimitRule): Limiter;
  }
}

const CONNECT_WAIT_MS = 2000;

/** A Redis command that has not answered in this time fails (a Redis that accepts but hangs). */
const COMMAND_TIMEOUT_MS = 1000;

export interface RateLimitOptions {
  redisUrl: string | undefined;
  /** Key prefix in Redis, so environments (or test runs) sharing a Redis never share counters. */
  namespace: string;
}

/**
 * Rate limits through rate-limiter-flexible, counted in Redis when REDIS_URL is set so that every
 * instance behind a load balancer sees the same counts. While Redis is unreachable a request that
 * needs a limit answers 503 (an UnavailableError) at once: an instance counting alone in its memory
 * would let each instance grant the whole limit again.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    // ioredis (about 24 MB resident with its dependencies) is loaded only when REDIS_URL is set.
    // Fail fast: no queue of commands waiting for a connection, no retry of a command whose
    // connection broke, and no wait past COMMAND_TIMEOUT_MS; it reconnects on its own meanwhile.
    const redis = options.redisUrl
      ? new (await import('ioredis')).Redis(options.redisUrl, {
          lazyConnect: true,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          commandTimeout: COMMAND_TIMEOUT_MS,
          connectTimeout: CONNECT_WAIT_MS,
        })
      : undefined;
    let warned = false;
    const storeUnavailable = (error: unknown) => {
      if (!warned) {
        warned = true;
        app.log.warn(
          { err: error },
          'rate-limit store (Redis) unavailable: rate-limited requests answer 503 until it is back',
        );
      }
    };
    if (redis) {
      redis.on('error', storeUnavailable);
      redis.on('ready', () => {
        if (warned) app.log.info('rate-limit store (Redis) is back');
        warned = false;
      });
      // Connected before the first request, so no request is refused while Redis is merely starting up.
      await Promise.race([
        redis.connect(),
        new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref()),
      ]).catch(() => undefined);
      app.addHook('onClose', async () => void redis.disconnect());
    }

    app.decorate('limiter', (name: string, rule: LimitRule): Limiter => {
      const settings = { keyPrefix: `${options.namespace}${name}`, points: rule.points, duration: rule.windowSeconds };
      const counter = redis
        ? new RateLimiterRedis({ ...settings, storeClient: redis, rejectIfRedisNotReady: true })
        : new RateLimiterMemory(settings);
      return {
        async take(key) {
          try {
            await counter.consume(key);
            return null;
          } catch (refusal) {
            if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
            // Only the Redis store fails this way: not connected, the connection broke, no answer in time.
            storeUnavailable(refusal);
            throw new UnavailableError('redis', refusal);
          }
        },
        async giveBack(key) {
          try {
            await counter.reward(key);
          } catch (error) {
            storeUnavailable(error);
          }
        },
      };
    });
  },
  { name: 'rate-limits' },
);
