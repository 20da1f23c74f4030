import { parseCookie } from 'cookie';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#domain/errors.ts';
import type { AuthRateLimitAction, RateLimit } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sessions, verifications } from '../modules/accounts/accounts.tables.ts';
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER } from '../modules/accounts/auth.ts';
import { requestOrigin } from '../lib/same-origin.ts';
import type { Limiter } from '../plugins/rate-limits.ts';
import { codeForStatus } from '../plugins/errors.ts';

interface AuthRouteOptions {
  publicUrl: string;
  db: Db;
  limits: Record<AuthRateLimitAction, RateLimit>;
}

/** Which attempts of an action use up its limit. */
type Counted =
  /** every request: sign-ups and mails cost us something whether or not they succeed */
  | 'every-attempt'
  /** only those the library refuses: a right password or code never counts, so nobody is locked out by signing in */
  | 'failures';

interface LimitedAction {
  limit: AuthRateLimitAction;
  counted: Counted;
  /** Whose account the attempt is about: the e-mail in the body, or the account a code or password is checked for. */
  account: 'email' | 'signed-in-or-challenged';
}

/**
 * Every Better Auth endpoint that checks a secret or sends a mail, by the path the library will run
 * (see `authActionPath`). Anything not listed here checks nothing that can be guessed.
 */
const LIMITED_ACTIONS: Record<string, LimitedAction> = {
  '/sign-in/email': { limit: 'SIGN_IN', counted: 'failures', account: 'email' },
  '/sign-up/email': { limit: 'SIGN_UP', counted: 'every-attempt', account: 'email' },
  '/request-password-reset': { limit: 'RESET_REQUEST', counted: 'every-attempt', account: 'email' },
  '/send-verification-email': { limit: 'RESET_REQUEST', counted: 'every-attempt', account: 'email' },
  '/reset-password': { limit: 'RESET', counted: 'failures', account: 'signed-in-or-challenged' },
  '/two-factor/verify-totp': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/two-factor/verify-backup-code': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/two-factor/verify-otp': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/two-factor/enable': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/two-factor/disable': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/two-factor/get-totp-uri': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/two-factor/generate-backup-codes': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/change-password': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/change-email': { limit: 'VERIFY', counted: 'every-attempt', account: 'signed-in-or-challenged' },
  '/delete-user': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
};

/**
 * The endpoint Better Auth will run for this address: the path below /api/auth, without the query
 * and trailing slashes, lower-cased. Addresses whose path changes under URL normalisation (dot
 * segments, encoded dots, doubled slashes) never get here: the input guard refuses them first, so
 * this is the one spelling of each endpoint.
 */
export function authActionPath(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path.slice(AUTH_BASE_PATH.length).replace(/\/+$/, '').toLowerCase();
}

function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
}

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
}

/** The unsigned value of a Better Auth cookie (`name` or `__Secure-name`), if the request has one. */
function authCookie(request: FastifyRequest, suffix: string): string | undefined {
  const header = request.headers.cookie;
  if (!header?.includes(suffix)) return undefined;
  const cookies = parseCookie(header);
  const name = Object.keys(cookies).find((key) => key.endsWith(`.${suffix}`));
  const value = name ? cookies[name] : undefined;
  // Signed cookies are `value.signature`; the value is what the database knows.
  return value?.includes('.') ? value.slice(0, value.lastIndexOf('.')) : undefined;
}

/**
 * The account a code or password is being checked for: the signed-in user, or the user a password
 * sign-in is waiting on for a second factor. Keyed by user id, so starting a new sign-in (or a new
 * session) never gives an attacker fresh guesses at the same account's code.
 */
async function challengedAccount(db: Db, request: FastifyRequest): Promise<string> {
  const sessionToken = authCookie(request, 'session_token');
  if (sessionToken) {
    const [row] = await db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.token, sessionToken))
      .limit(1);
    if (row) return `user:${row.userId}`;
  }
  const challenge = authCookie(request, 'two_factor');
  if (challenge) {
    const [row] = await db
      .select({ userId: verifications.value })
      .from(verifications)
      .where(eq(verifications.identifier, challenge))
      .limit(1);
    if (row) return `user:${row.userId}`;
  }
  return '';
}

/**
 * Mounts Better Auth under /api/auth behind its rate limits. Its answers are passed through, except
 * that errors are rewritten into the API's own { error, message, requestId } shape.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  /** Three counters per action: per address, per account from one address, per account from anywhere. */
  const counters = new Map<AuthRateLimitAction, { perIp: Limiter; perEmailPerIp: Limiter; perEmail: Limiter }>();
  for (const [action, limit] of Object.entries(options.limits) as [AuthRateLimitAction, RateLimit][]) {
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
   * a thousand) and handed back afterwards when they turn out not to count.
   */
  async function takeAttempt(request: FastifyRequest, reply: FastifyReply): Promise<(() => Promise<void>) | undefined> {
    const action = LIMITED_ACTIONS[authActionPath(request.url)];
    if (!action || request.method !== 'POST') return undefined;
    const counter = counters.get(action.limit)!;
    const account = action.account === 'email' ? emailOf(request) : await challengedAccount(options.db, request);
    const taken: [Limiter, string][] = [[counter.perIp, request.ip]];
    if (account) taken.push([counter.perEmailPerIp, `${account}|${request.ip}`], [counter.perEmail, account]);
    const waits = await Promise.all(taken.map(([limiter, key]) => limiter.take(key)));
    const refusedFor = Math.max(0, ...waits.map((wait) => wait ?? 0));
    const giveBack = () => Promise.all(taken.map(([limiter, key]) => limiter.giveBack(key))).then(() => undefined);
    if (refusedFor > 0) {
      // Not run, so not counted against the counters that still had room.
      await Promise.all(taken.map(([limiter, key], i) => (waits[i] === null ? limiter.giveBack(key) : undefined)));
      reply.header('retry-after', String(refusedFor));
      throw new AppError('rate_limited', tooManyAttempts(refusedFor));
    }
    return action.counted === 'failures' ? giveBack : undefined;
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const giveBackUnlessFailed = await takeAttempt(request, reply);
    // Addressed as the browser addressed us, so Better Auth trusts the same origin we do.
    const url = new URL(`${requestOrigin(request) ?? options.publicUrl}${request.url}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    // The client's address as Fastify judged it (TRUST_PROXY), never as a client wrote it.
    headers.set(CLIENT_ADDRESS_HEADER, request.ip);
    // A write our check accepted on Sec-Fetch-Site: same-origin alone gets the Origin it proved.
    if (request.writeOrigin) headers.set('origin', request.writeOrigin);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    let response: Response;
    try {
      response = await app.auth.handler(
        new Request(url, { method: request.method, headers, ...(hasBody && { body: JSON.stringify(request.body) }) }),
      );
    } catch (error) {
      await giveBackUnlessFailed?.();
      throw error;
    }
    const failed = response.status >= 400 && response.status < 500;
    if (!failed) await giveBackUnlessFailed?.();
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

  // One route for every endpoint: the limits are chosen by the endpoint the library will run, not
  // by which of our routes matched, so no spelling of an address escapes them.
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    config: { access: 'public' },
    schema: { hide: true },
    handler: handle,
  });
}
