import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, type Problem } from '#domain/errors.ts';
import type { AuthRateLimitAction, RateLimit } from '../modules/accounts/auth-limits.settings.ts';
import type { Limiter } from '../plugins/rate-limits.ts';

function tooManyAttempts(retryAfterSeconds: number): Problem {
  return { reason: 'problem.tooManyAttempts', values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } };
}

/** Takes an attempt at an action for an account from an address; its answer hands the attempt back. */
export type TakeAttempt = (
  limit: AuthRateLimitAction,
  account: string | undefined,
  address: string,
  reply: FastifyReply,
) => Promise<() => Promise<void>>;

/** The account endpoints' attempt counters, shared by every instance through the app's limiters. */
export function attemptCounters(app: FastifyInstance, limits: Record<AuthRateLimitAction, RateLimit>): TakeAttempt {
  /** Three counters per action: per address, per account from one address, per account from anywhere. */
  const counters = new Map<AuthRateLimitAction, { perIp: Limiter; perEmailPerIp: Limiter; perEmail: Limiter }>();
  for (const [action, limit] of Object.entries(limits) as [AuthRateLimitAction, RateLimit][]) {
    const windowSeconds = limit.windowMinutes * 60;
    counters.set(action, {
      perIp: app.limiter(`auth:${action}:ip`, { points: limit.perIp, windowSeconds }),
      perEmailPerIp: app.limiter(`auth:${action}:account-ip`, { points: limit.perEmailPerIp, windowSeconds }),
      perEmail: app.limiter(`auth:${action}:account`, { points: limit.perEmail, windowSeconds }),
    });
  }

  /**
   * Takes one attempt from each counter that applies, refusing with a 429 when any is used up.
   * Attempts are taken before the library runs (so a thousand guesses sent at once are counted as
   * a thousand); the answer is a function handing them back, for attempts that turn out not to count.
   */
  async function takeAttempt(
    limit: AuthRateLimitAction,
    account: string | undefined,
    address: string,
    reply: FastifyReply,
  ): Promise<() => Promise<void>> {
    const counter = counters.get(limit)!;
    const taken: [Limiter, string][] = [[counter.perIp, address]];
    if (account) taken.push([counter.perEmailPerIp, `${account}|${address}`], [counter.perEmail, account]);
    const waits = await Promise.all(taken.map(([limiter, key]) => limiter.take(key)));
    const refusedFor = Math.max(0, ...waits.map((wait) => wait ?? 0));
    if (refusedFor > 0) {
      // Not run, so not counted against the counters that still had room.
      await Promise.all(taken.map(([limiter, key], i) => (waits[i] === null ? limiter.giveBack(key) : undefined)));
      reply.header('retry-after', String(refusedFor));
      throw new AppError('rate_limited', tooManyAttempts(refusedFor));
    }
    return () => Promise.all(taken.map(([limiter, key]) => limiter.giveBack(key))).then(() => undefined);
  }
  return takeAttempt;
}
