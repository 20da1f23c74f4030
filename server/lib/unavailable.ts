import { AppError } from '#domain/errors.ts';

// While the database or Redis cannot be reached, a request that needs it answers 503 with
// Retry-After (plugins/errors.ts), never a 500. This file says which failures are such an outage.

/** What a client is told to wait (Retry-After, seconds) before trying again during an outage. */
export const RETRY_AFTER_SECONDS = 5;

/** The services whose outage a request can meet ('network': a connection refused or dropped, to whichever). */
export type Dependency = 'database' | 'redis' | 'network';

/** A request that needs a service which is unreachable for now: 503 with Retry-After. */
export class UnavailableError extends AppError {
  constructor(
    readonly dependency: Dependency,
    cause?: unknown,
  ) {
    // Nothing about which service or why: the log says that.
    super('unavailable', 'problem.unavailable');
    this.name = 'UnavailableError';
    if (cause !== undefined) this.cause = cause;
  }
}

/** Socket failures: the service's address refuses, resets, drops or cannot be found. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is going, gone or full: class 08 (connection exception),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
 */
const DATABASE_STATE = /^(08...|57P0[123]|53300)$/;

/** The texts of pg, pg-pool and PGlite for a connection that broke, timed out or was closed. */
const DATABASE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is closed/,
];

/** ioredis's and rate-limiter-flexible's texts for a Redis that is not connected or did not answer. */
const REDIS_MESSAGES = [
  /^Connection is closed\./,
  /^Stream isn't writeable/,
  /^Redis connection is not ready/,
  /^Command timed out/,
  /^Reached the max retries per request limit/,
];

/**
 * The service whose outage this error is, or undefined for any other failure (a bug stays a 500).
 * Looks through the causes: Drizzle wraps the driver's error in a DrizzleQueryError, Better Auth its
 * session lookup's in an APIError.
 */
export function outageOf(error: unknown): Dependency | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    if (current instanceof UnavailableError) return current.dependency;
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (name === 'MaxRetriesPerRequestError' || REDIS_MESSAGES.some((pattern) => pattern.test(text))) return 'redis';
    if (typeof code === 'string' && DATABASE_STATE.test(code)) return 'database';
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return 'network';
    if (DATABASE_MESSAGES.some((pattern) => pattern.test(text))) return 'database';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
