import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { store } from '#domain/store/settings.ts';

/** Better Auth's endpoints that check a TOTP or backup code. */
const VERIFY_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/**
 * What a request may do with a session that has not passed its account's second factor: pass it,
 * or leave; and the endpoints that do not act with the session at all (signing in or up afresh,
 * a reset link, a provider's return). Every other write waits until the code is entered: otherwise a
 * session that never passed it (a Google sign-in, one begun before two-factor was on) could take
 * the lock off, read it, change the password or e-mail, or end the owner's other sessions. A new
 * endpoint of the library is guarded the day it appears.
 */
const OPEN_BEFORE_TWO_FACTOR = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
  '/two-factor/send-otp',
  '/sign-out',
  '/get-session',
  '/request-password-reset',
  '/reset-password',
]);
const OPEN_PREFIXES = ['/sign-in/', '/sign-up/', '/callback/', '/oauth2/callback/'];

function guarded(context: { request?: Request; path?: string }): boolean {
  const path = context.path ?? '';
  if (context.request?.method !== 'POST' || OPEN_BEFORE_TWO_FACTOR.has(path)) return false;
  return !OPEN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

const TWO_FACTOR_FIRST = 'Enter a code from your authenticator app (or a backup code) first.';

/**
 * Better Auth's two-factor plugin (TOTP with backup codes), as the shop uses it. It challenges
 * password sign-ins; every other way in (Google) gives a session that has not passed the second
 * factor, which `twoFactorSessions` records and the admin access check reads.
 */
export function shopTwoFactor() {
  return twoFactor({
    issuer: store.name,
    // An account made with Google has no password to confirm with: its session is the proof. An
    // account with a password is always asked for it.
    allowPasswordless: true,
    backupCodeOptions: { amount: 10, length: 10 },
  });
}

/**
 * Records, on each session, when it passed the account's second factor, and guards the
 * account with it:
 * - a session created by the verify endpoints (the sign-in challenge, or the first code that
 *   turns two-factor on) is marked when created;
 * - a session that verifies a code later (after a Google sign-in) is marked then;
 * - a session that replaces another (the plugin does when settings change, and a password change
 *   that ends the other sessions) keeps the mark it had.
 * The field is not an input: no endpoint can set it from a request body.
 */
export function twoFactorSessions() {
  return {
    id: 'two-factor-sessions',
    schema: {
      session: {
        fields: {
          secondFactorVerifiedAt: { type: 'date', required: false, input: false },
        },
      },
    },
    init() {
      return {
        options: {
          databaseHooks: {
            session: {
              create: {
                async before(session, context) {
                  // Created only once the code was right: the plugin checks it first.
                  if (context?.path && VERIFY_PATHS.has(context.path)) {
                    return { data: { ...session, secondFactorVerifiedAt: new Date() } };
                  }
                  // A password change that ends the other sessions replaces this one: it keeps its mark.
                  if (context?.path === '/change-password') {
                    const replaced = context.context.session?.session as
                      { secondFactorVerifiedAt?: Date | null } | undefined;
                    if (replaced?.secondFactorVerifiedAt) {
                      return { data: { ...session, secondFactorVerifiedAt: replaced.secondFactorVerifiedAt } };
                    }
                  }
                },
              },
            },
          },
        },
      };
    },
    hooks: {
      before: [
        {
          matcher: guarded,
          handler: createAuthMiddleware(async (ctx) => {
            const current = await getSessionFromCtx(ctx);
            if (!current) return; // the endpoint answers 401 itself
            const { user, session } = current as typeof current & {
              user: { twoFactorEnabled?: boolean | null };
              session: { secondFactorVerifiedAt?: Date | null };
            };
            if (user.twoFactorEnabled && !session.secondFactorVerifiedAt) {
              throw new APIError('FORBIDDEN', { message: TWO_FACTOR_FIRST, code: 'SECOND_FACTOR_REQUIRED' });
            }
          }),
        },
      ],
      after: [
        {
          // The library writes the issuer's spaces as '+', which some authenticator apps show as
          // is ("Al+Zahra+Jewelers"): written %20, as the key URI format asks.
          matcher: (context) => context.path === '/two-factor/enable' || context.path === '/two-factor/get-totp-uri',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as { totpURI?: unknown } | undefined;
            if (!returned || isAPIError(returned) || returned instanceof Response) return;
            if (typeof returned.totpURI !== 'string') return;
            return ctx.json({ ...returned, totpURI: returned.totpURI.replaceAll('+', '%20') });
          }),
        },
        {
          matcher: (context) => VERIFY_PATHS.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!returned || isAPIError(returned) || returned instanceof Response) return;
            // The session whose code was just accepted: the plugin answers with its token. (A session
            // it created, at sign-in or when two-factor is turned on, was marked when created.)
            const token = (returned as { token?: unknown }).token;
            if (typeof token !== 'string') return;
            await ctx.context.internalAdapter.updateSession(token, { secondFactorVerifiedAt: new Date() });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
