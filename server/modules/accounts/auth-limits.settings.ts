import type { z } from 'zod';

/**
 * The rate-limited account actions and their default limits in a window: attempts per client
 * address, per e-mail from one address, and per e-mail from all addresses together. Which
 * attempts count (every one, or failures only) is the endpoint's own: see auth-actions.ts.
 * For VERIFY (a password or code checked for an account already known: two-factor codes, change
 * password, two-factor settings) the "e-mail" is that account.
 */
export const AUTH_RATE_LIMIT_DEFAULTS = {
  SIGN_IN: { perIp: 20, perEmailPerIp: 8, perEmail: 40, windowMinutes: 10 },
  SIGN_UP: { perIp: 10, perEmailPerIp: 5, perEmail: 5, windowMinutes: 10 },
  RESET_REQUEST: { perIp: 10, perEmailPerIp: 3, perEmail: 10, windowMinutes: 15 },
  RESET: { perIp: 10, perEmailPerIp: 10, perEmail: 10, windowMinutes: 15 },
  VERIFY: { perIp: 20, perEmailPerIp: 5, perEmail: 10, windowMinutes: 10 },
  /** Every other account request that writes (a new endpoint of the library included), every attempt counted. */
  ACCOUNT: { perIp: 60, perEmailPerIp: 30, perEmail: 60, windowMinutes: 10 },
} as const satisfies Record<string, RateLimit>;
export type AuthRateLimitAction = keyof typeof AUTH_RATE_LIMIT_DEFAULTS;

export interface RateLimit {
  perIp: number;
  perEmailPerIp: number;
  perEmail: number;
  windowMinutes: number;
}

/** RATE_LIMIT_<ACTION>_<SUFFIX> for each field of a limit. */
const RATE_LIMIT_ENV_SUFFIX: Record<keyof RateLimit, string> = {
  perIp: 'PER_IP',
  perEmailPerIp: 'PER_EMAIL_PER_IP',
  perEmail: 'PER_EMAIL',
  windowMinutes: 'WINDOW_MINUTES',
};

/** RATE_LIMIT_SIGN_UP_PER_IP, RATE_LIMIT_SIGN_UP_PER_EMAIL, RATE_LIMIT_SIGN_UP_WINDOW_MINUTES, …, each a `count` with its default. */
export function authRateLimitEnv(count: z.ZodCoercedNumber<unknown>) {
  return Object.fromEntries(
    Object.entries(AUTH_RATE_LIMIT_DEFAULTS).flatMap(([action, limit]) =>
      (Object.keys(RATE_LIMIT_ENV_SUFFIX) as (keyof RateLimit)[]).map((field) => [
        `RATE_LIMIT_${action}_${RATE_LIMIT_ENV_SUFFIX[field]}`,
        count.default(limit[field]),
      ]),
    ),
  ) as Record<string, z.ZodDefault<z.ZodCoercedNumber<unknown>>>;
}

/** The limits as read from the environment parsed with authRateLimitEnv's schemas (server/config.ts). */
export function readAuthRateLimits(env: Record<string, number>): Record<AuthRateLimitAction, RateLimit> {
  const limits = {} as Record<AuthRateLimitAction, RateLimit>;
  for (const action of Object.keys(AUTH_RATE_LIMIT_DEFAULTS) as AuthRateLimitAction[]) {
    limits[action] = Object.fromEntries(
      (Object.keys(RATE_LIMIT_ENV_SUFFIX) as (keyof RateLimit)[]).map((field) => [
        field,
        env[`RATE_LIMIT_${action}_${RATE_LIMIT_ENV_SUFFIX[field]}`]!,
      ]),
    ) as unknown as RateLimit;
  }
  return limits;
}
