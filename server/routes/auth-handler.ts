import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorBody, type Problem } from '#domain/errors.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { AuthRateLimitAction, RateLimit } from '../modules/accounts/auth-limits.settings.ts';
import type { Db } from '../db/client.ts';
import { limitedAddress } from '../lib/client-address.ts';
import { requestOrigin } from '../lib/same-origin.ts';
import { limitedAction, recordGatedAction } from '../modules/accounts/auth-actions.ts';
import { authCookiesOf, checkedAccount, doubledAuthCookie } from '../modules/accounts/auth-callers.ts';
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER } from '../modules/accounts/better-auth.ts';
import { claimTotpCode, type CodeClaim } from '../modules/accounts/used-codes.ts';
import type { Limiter } from '../plugins/rate-limits.ts';
import { codeForStatus } from '../plugins/errors.ts';
import { problemMessage } from '../i18n/problem-text.ts';
import { requestLanguage } from '../i18n/translator.ts';

interface AuthRouteOptions {
  publicUrl: string;
  db: Db;
  limits: Record<AuthRateLimitAction, RateLimit>;
  /** Per-address counters count an IPv6 client by its network of this many bits. */
  ipv6Prefix: number;
}

const VERIFY_TOTP = '/two-factor/verify-totp';
function tooManyAttempts(retryAfterSeconds: number): Problem {
  return { reason: 'problem.tooManyAttempts', values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } };
}

/**
 * The library's refusal in the API's shape. Its sentence stays as the library wrote it (the pages
 * read some of them), and is also the reason's value: pages write it in their language.
 */
function authRefusal(status: number, sentence: string, language: Language, requestId: string): ErrorBody {
  if (status === 500) {
    return {
      error: 'internal',
      reason: 'problem.internal',
      message: problemMessage({ reason: 'problem.internal' }, language),
      requestId,
    };
  }
  const values = { detail: { sentence } };
  return { error: codeForStatus(status), reason: 'problem.account.refused', values, message: sentence, requestId };
}

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
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

  const cookies = await authCookiesOf(app.auth);

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

  /** The headers handed to Better Auth: the request's own, with what the shop judged about it. */
  function libraryHeaders(request: FastifyRequest): Headers {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    // The client's address as Fastify judged it (TRUST_PROXY), never as a client wrote it.
    headers.set(CLIENT_ADDRESS_HEADER, request.ip);
    // A write our check accepted on Sec-Fetch-Site: same-origin alone gets the Origin it proved.
    if (request.writeOrigin) headers.set('origin', request.writeOrigin);
    return headers;
  }

  /**
   * Runs the endpoint the gate judged: the limits are chosen from the path the input guard parsed
   * (request.target), Better Auth is handed a Request built from that same path, and its first
   * hook refuses to run any other endpoint for it (modules/accounts/better-auth.ts).
   */
  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const doubled = doubledAuthCookie(request.headers.cookie, cookies);
    if (doubled)
      throw new AppError('invalid_input', { reason: 'problem.request.doubledCookie', values: { cookie: doubled } });
    const { path, query } = request.target;
    const action = path.slice(AUTH_BASE_PATH.length);
    const headers = libraryHeaders(request);
    const limited = limitedAction(request.method, action);
    let giveBack: (() => Promise<void>) | undefined;
    let claim: CodeClaim | undefined;
    if (limited) {
      const email = limited.account === 'email' ? emailOf(request) : '';
      const userId =
        limited.account === 'signed-in-or-challenged'
          ? await checkedAccount(app.auth, options.db, cookies, headers)
          : undefined;
      const account = email ? `email:${email}` : userId && `user:${userId}`;
      const address = limitedAddress(request.ip, options.ipv6Prefix);
      const giveBackAttempt = await takeAttempt(limited.limit, account, address, reply);
      giveBack = limited.counted === 'failures' ? giveBackAttempt : undefined;
      if (action === VERIFY_TOTP && userId) {
        claim = await claimTotpCode(options.db, userId, (request.body as { code?: unknown } | undefined)?.code);
        if (!claim) throw new AppError('unauthorized', 'problem.twoFactor.codeUsed');
      }
    }
    // Addressed as the browser addressed us, so Better Auth trusts the same origin we do.
    const url = new URL(
      `${requestOrigin(request) ?? options.publicUrl}${path}${query === undefined ? '' : `?${query}`}`,
    );
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    const libraryRequest = new Request(url, {
      method: request.method,
      headers,
      ...(hasBody && { body: JSON.stringify(request.body) }),
    });
    recordGatedAction(libraryRequest, action);
    let response: Response;
    try {
      response = await app.auth.handler(libraryRequest);
    } catch (error) {
      await Promise.all([giveBack?.(), claim?.release()]);
      throw error;
    }
    const failed = response.status >= 400 && response.status < 500;
    await (failed ? claim?.release() : giveBack?.());
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length) reply.header('set-cookie', setCookies);

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
        .send(authRefusal(status, message, requestLanguage(request.headers['accept-language']), request.id));
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
