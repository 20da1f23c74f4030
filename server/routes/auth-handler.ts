import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#domain/errors.ts';
import type { AuthRateLimitAction, RateLimit } from '../modules/accounts/auth-limits.settings.ts';
import type { Db } from '../db/client.ts';
import { limitedAddress } from '../lib/client-address.ts';
import { limitedAction, recordGatedAction } from '../modules/accounts/auth-actions.ts';
import { authCookiesOf, checkedAccount, doubledAuthCookie } from '../modules/accounts/auth-callers.ts';
import { AUTH_BASE_PATH } from '../modules/accounts/better-auth.ts';
import { claimTotpCode, type CodeClaim } from '../modules/accounts/used-codes.ts';
import { attemptCounters } from './auth-attempts.ts';
import { libraryHeaders, libraryRequest, sendLibraryAnswer } from './auth-library.ts';

interface AuthRouteOptions {
  publicUrl: string;
  db: Db;
  limits: Record<AuthRateLimitAction, RateLimit>;
  /** Per-address counters count an IPv6 client by its network of this many bits. */
  ipv6Prefix: number;
}

const VERIFY_TOTP = '/two-factor/verify-totp';
function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
}

/**
 * Mounts Better Auth under /api/auth behind its rate limits. Its answers are passed through, except
 * that errors are rewritten into the API's own { error, message, requestId } shape.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const takeAttempt = attemptCounters(app, options.limits);
  const cookies = await authCookiesOf(app.auth);

  /**
   * Runs the endpoint the gate judged: the limits are chosen from the path the input guard parsed
   * (request.target), Better Auth is handed a Request built from that same path, and its first
   * hook refuses to run any other endpoint for it (modules/accounts/better-auth.ts).
   */
  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const doubled = doubledAuthCookie(request.headers.cookie, cookies);
    if (doubled)
      throw new AppError('invalid_input', { reason: 'problem.request.doubledCookie', values: { cookie: doubled } });
    const { path } = request.target;
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
    const forLibrary = libraryRequest(request, headers, options.publicUrl);
    recordGatedAction(forLibrary, action);
    let response: Response;
    try {
      response = await app.auth.handler(forLibrary);
    } catch (error) {
      await Promise.all([giveBack?.(), claim?.release()]);
      throw error;
    }
    const failed = response.status >= 400 && response.status < 500;
    await (failed ? claim?.release() : giveBack?.());
    return sendLibraryAnswer(request, reply, response);
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
