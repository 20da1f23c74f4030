import type { BetterAuthOptions } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import { requestLanguage } from '#server/i18n/translator.ts';
import { NOT_NORMAL } from '#server/lib/request-target.ts';
import { outageOf, UnavailableError } from '#server/lib/unavailable.ts';
import { checkedAccountFields } from './account-fields.ts';
import { gatedActionOf } from './auth-actions.ts';

/**
 * The user a row written by the library belongs to. A write of several rows at once (a password
 * set with updatePassword) hands its hook a count instead of a row: no user, so every kept session goes.
 */
function ownerOf(row: unknown, field: 'id' | 'userId'): string | undefined {
  const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Whether `path` is an address of the endpoint `pattern` (`/callback/:id` for `/callback/google`). */
function isPathOf(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, i) => segment === actual[i] || (segment.startsWith(':') && actual[i] !== ''))
  );
}

/**
 * Refuses a request from the network whose endpoint is not the one the gate (routes/auth-handler.ts) judged
 * and counted: if a spelling of an address ever reached the library as another endpoint, it runs
 * nothing. Calls from the shop's own code (no Request) are not the network's.
 */
function refuseUnjudgedEndpoint(request: Request | undefined, endpoint: string, log: FastifyBaseLogger): void {
  if (!request) return;
  const judged = gatedActionOf(request);
  if (judged !== undefined && isPathOf(endpoint, judged)) return;
  log.error({ judged, endpoint }, 'auth request reached an endpoint the gate did not judge: refused');
  throw new APIError('BAD_REQUEST', { message: NOT_NORMAL, code: 'ADDRESS_NOT_NORMAL' });
}

/** What the library hands its hooks. */
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * A sign-out is done once its session is gone from the database: the library logs a failed delete
 * and answers 200 all the same, which would leave a session that works after the shopper was told
 * it ended. Asked again here; unreachable or still there, the sign-out is an outage.
 */
async function confirmSignedOut(ctx: HookContext): Promise<void> {
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!token) return;
  let remaining: unknown;
  try {
    remaining = await ctx.context.internalAdapter.findSession(token);
  } catch (error) {
    throw new UnavailableError(outageOf(error) ?? 'database', error);
  }
  if (remaining) throw new UnavailableError('database');
}

interface DatabaseHookDependencies {
  log: FastifyBaseLogger;
  /** After any sign-in (password, registration, Google), with the request's Cookie header. */
  onSignedIn?: (userId: string, cookieHeader: string | null) => Promise<void>;
  /** After the library changed or deleted a user's row, one of their sessions or their password. */
  onAccountChanged?: (userId: string | undefined) => void;
}

/**
 * Run for each row, by every endpoint and plugin (also for a user's sessions deleted together),
 * once the write is done.
 */
export function databaseHooks({
  log,
  onSignedIn,
  onAccountChanged,
}: DatabaseHookDependencies): BetterAuthOptions['databaseHooks'] {
  const changed = async (row: unknown, field: 'id' | 'userId') => onAccountChanged?.(ownerOf(row, field));
  return {
    user: {
      // A new account (a registration or a first Google sign-in) speaks the language of the page
      // it came from: the web app names it in Accept-Language, and only 'en' or 'ar' is kept.
      create: {
        before: async (user, context) => ({
          data: {
            ...user,
            language: requestLanguage(
              context?.request?.headers.get('accept-language') ?? context?.headers?.get('accept-language') ?? undefined,
            ),
          },
        }),
      },
      update: { after: (user) => changed(user, 'id') },
      delete: { after: (user) => changed(user, 'id') },
    },
    account: {
      update: { after: (account) => changed(account, 'userId') },
      delete: { after: (account) => changed(account, 'userId') },
    },
    session: {
      update: { after: (session) => changed(session, 'userId') },
      delete: { after: (session) => changed(session, 'userId') },
      create: {
        async after(session, context) {
          if (!onSignedIn) return;
          // A sign-in never fails because the visitor's cart could not be carried over.
          try {
            await onSignedIn(
              session.userId,
              context?.request?.headers.get('cookie') ?? context?.headers?.get('cookie') ?? null,
            );
          } catch (error) {
            log.error({ err: error, userId: session.userId }, 'visitor cart not carried over at sign-in');
          }
        },
      },
    },
  };
}

/** Before every endpoint: the gate's judgement and the shop's rules on account fields; after it: outages. */
export function requestHooks(log: FastifyBaseLogger): BetterAuthOptions['hooks'] {
  return {
    before: createAuthMiddleware(async (ctx) => {
      refuseUnjudgedEndpoint(ctx.request, ctx.path, log);
      return checkedAccountFields(ctx.path, ctx.body);
    }),
    // The library answers a failed database call in its own endpoints (a session read above all)
    // with a bare 500, and a sign-out whose session it could not delete with a 200. While the
    // database is unreachable that is an outage: it leaves the library as an UnavailableError,
    // which the error handler answers 503 with Retry-After, and the cookie stays for a retry.
    after: createAuthMiddleware(async (ctx) => {
      const returned: unknown = ctx.context.returned;
      if (ctx.path === '/sign-out') return confirmSignedOut(ctx);
      if (!isAPIError(returned) || returned.statusCode < 500) return;
      const outage = outageOf(returned);
      if (outage) throw new UnavailableError(outage, returned);
    }),
  };
}
