import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** At most `points` attempts per key in a fixed window of `windowSeconds`. */
export interface LimitRule {
  points: number;
  windowSeconds: number;
}

/** One named counter (sign-in failures per e-mail, new visitors per address, …). */
export interface Limiter {
  /** Counts one attempt for the key: null when it is allowed, else the seconds until it will be. */
  take(key: string): Promise<number | null>;
  /** Hands one attempt back, for attempts that turned out not to count (a successful sign-in). */
  giveBack(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A counter shared by every instance of the shop (Redis) or, without REDIS_URL, this process's. */
    limiter(name: string, rule: LimitRule): Limiter;
  }
}

const CONNECT_WAIT_MS = 2000;

export interface RateLimitOptions {
  redisUrl: string | undefined;
  /** Key prefix in Redis, so environments (or test runs) sharing a Redis never share counters. */
  namespace: string;
}

/**
 * Rate limits through rate-limiter-flexible, counted in Redis when REDIS_URL is set so that every
 * instance behind a load balancer sees the same counts. If Redis is unreachable each instance
 * counts in its own memory instead (logged): the limits stay on, only less shared.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    // ioredis (about 24 MB resident with its dependencies) is loaded only when REDIS_URL is set.
    const redis = options.redisUrl
      ? new (await import('ioredis')).Redis(options.redisUrl, {
          lazyConnect: true,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        })
      : undefined;
    if (redis) {
      // Connected before the first request, so no attempt is counted in memory while Redis is merely starting up.
      await Promise.race([
        redis.connect(),
        new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref()),
      ]).catch(() => undefined);
      let warned = false;
      redis.on('error', (error: Error) => {
        if (warned) return;
        warned = true;
        app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable: counting in this process until it is back');
      });
      redis.on('ready', () => (warned = false));
      app.addHook('onClose', async () => void redis.disconnect());
    }

    app.decorate('limiter', (name: string, rule: LimitRule): Limiter => {
      const settings = { keyPrefix: `${options.namespace}${name}`, points: rule.points, duration: rule.windowSeconds };
      const memory = new RateLimiterMemory(settings);
      const counter = redis
        ? new RateLimiterRedis({
            ...settings,
            storeClient: redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      return {
        async take(key) {
          try {
            await counter.consume(key);
            return null;
          } catch (refusal) {
            if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
            throw refusal;
          }
        },
        async giveBack(key) {
          await counter.reward(key);
        },
      };
    });
  },
  { name: 'rate-limits' },
);
