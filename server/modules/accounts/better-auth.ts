import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import { accountImageSchema, accountNameSchema } from '#domain/accounts/account-name.ts';
import { passwordProblem } from '#domain/accounts/password-policy.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#domain/i18n/languages.ts';
import { store } from '#domain/store/settings.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { escapeHtml, htmlText, mailHtml } from '#server/i18n/mail-text.ts';
import { requestLanguage, translator } from '#server/i18n/translator.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { accounts, sessions, twoFactors, users, verifications } from './accounts.tables.ts';
import { NOT_NORMAL } from '#server/lib/request-target.ts';
import { outageOf, UnavailableError } from '#server/lib/unavailable.ts';
import { gatedActionOf } from './auth-actions.ts';
import { twoFactorSessions, shopTwoFactor } from './two-factor.ts';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * The client's address as the shop judged it (request.ip, under TRUST_PROXY), handed to Better Auth
 * by routes/auth-handler.ts for the sessions it records. Set there on every request, so a client cannot.
 */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

export const GOOGLE_PROVIDER_ID = 'google';
const RESET_TOKEN_SECONDS = 60 * 60;

interface AuthDependencies {
  db: Db;
  config: Config;
  secret: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** After any sign-in (password, registration, Google), with the request's Cookie header. */
  onSignedIn?: (userId: string, cookieHeader: string | null) => Promise<void>;
  /**
   * After the library changed or deleted a user's row, one of their sessions or their password
   * (sign-out, revoked sessions, password change or reset, two-factor on or off, a session that
   * passed its second factor, a new name or e-mail, deletion): sessions kept in memory for that
   * user must go (plugins/session.ts).
   */
  onAccountChanged?: (userId: string | undefined) => void;
}

/**
 * The user a row written by the library belongs to. A write of several rows at once (a password
 * set with updatePassword) hands its hook a count instead of a row: no user, so every kept session goes.
 */
function ownerOf(row: unknown, field: 'id' | 'userId'): string | undefined {
  const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The reset mail, in the account's language (the catalogue's `mail.reset.…` texts). */
function resetEmail(name: string, url: string, language: Language) {
  const t = translator(language);
  const shop = t('shell.store.name');
  const asked = t('mail.reset.asked', { store: shop });
  const notYou = t('mail.reset.notYou');
  const text = `${t('mail.reset.greeting', { name })}\n\n${asked}\n\n${url}\n\n${notYou}\n\n${shop}`;
  const html = `<p>${htmlText(t, 'mail.reset.greeting', { name })}</p><p>${escapeHtml(asked)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t('mail.reset.link'))}</a></p><p>${escapeHtml(notYou)}</p><p>${escapeHtml(shop)}</p>`;
  return { subject: t('mail.reset.subject', { store: shop }), text, html: mailHtml(language, html) };
}

/** The stored language of a user row the library hands over (an additional field), English when unknown. */
function languageOf(user: object): Language {
  const language = (user as { language?: unknown }).language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The trimmed name, or a 400 saying what the shared rule (domain/accounts/account-name.ts) wants. */
function checkedName(name: unknown): string {
  const parsed = accountNameSchema.safeParse(name);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', { message: `${parsed.error.issues[0]!.message}.`, code: 'INVALID_NAME' });
  }
  return parsed.data;
}

/** A profile photo, wherever one is set (sign-up, /update-user): none, or an https address. */
function checkImage(fields: Record<string, unknown>): void {
  if (!('image' in fields)) return;
  const image = accountImageSchema.safeParse(fields.image);
  if (!image.success) {
    throw new APIError('BAD_REQUEST', { message: `${image.error.issues[0]!.message}.`, code: 'INVALID_IMAGE' });
  }
}

/** The shop's password rule (domain/accounts/password-policy.ts), for every way a password is set. */
function checkPassword(password: unknown): void {
  const problem = typeof password === 'string' ? passwordProblem(password) : 'Password is required.';
  if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_POLICY' });
}

/** A JSON object body, or none (the library refuses anything else itself). */
function fieldsOf(body: unknown): Record<string, unknown> | undefined {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

/**
 * The shop's rules on what the library would store as given: a name must meet the sign-up rule, a
 * photo must be an https address, and every new password the policy, before anything is stored.
 * The library checks only that fields exist.
 */
function checkedAccountFields(path: string, body: unknown) {
  const fields = fieldsOf(body);
  if (!fields) return;
  switch (path) {
    case '/sign-up/email':
      checkPassword(fields.password);
      checkImage(fields);
      return { context: { body: { ...fields, name: checkedName(fields.name) } } };
    case '/update-user':
      checkImage(fields);
      return 'name' in fields ? { context: { body: { ...fields, name: checkedName(fields.name) } } } : undefined;
    case '/reset-password':
    case '/change-password':
      checkPassword(fields.newPassword);
      return;
  }
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

/**
 * Accounts through Better Auth on our own database: e-mail and password (scrypt hashes),
 * password reset by e-mail, Google through OpenID Connect discovery, sessions in Postgres.
 */
export function createAuth({ db, config, secret, mailer, log, onSignedIn, onAccountChanged }: AuthDependencies) {
  const changed = async (row: unknown, field: 'id' | 'userId') => onAccountChanged?.(ownerOf(row, field));
  const googleSignIn = config.google
    ? [
        genericOAuth({
          config: [
            {
              providerId: GOOGLE_PROVIDER_ID,
              // The same code path for Google and for the local OpenID server the tests run.
              discoveryUrl: `${config.google.issuer}/.well-known/openid-configuration`,
              requireIdTokenVerification: true,
              clientId: config.google.clientId,
              clientSecret: config.google.clientSecret,
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
            },
          ],
        }),
      ]
    : [];
  // Two-factor sign-in (TOTP, backup codes) and the second factor each session has passed.
  const plugins = [shopTwoFactor(), twoFactorSessions(), ...googleSignIn];

  return betterAuth({
    appName: store.name,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    telemetry: { enabled: false },
    // The same origins our own cross-site check accepts (server/lib/same-origin.ts): the address
    // each request was sent to (the Request handed over by routes/auth-handler.ts carries it), PUBLIC_URL
    // and TRUSTED_ORIGINS. Callback URLs are checked against the same list.
    trustedOrigins: (request?: Request) => [
      config.publicUrl,
      ...config.trustedOrigins,
      ...(request ? [new URL(request.url).origin] : []),
    ],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    user: {
      additionalFields: {
        // Never accepted from a sign-up form: roles change only through PATCH /api/users/:id.
        role: { type: 'string', required: false, defaultValue: 'customer', input: false },
        // Never from a form either: set from the request at sign-up (below), changed by PUT /api/me/language.
        language: { type: 'string', required: false, defaultValue: DEFAULT_LANGUAGE, input: false },
      },
    },
    account: { accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] } },
    // /list-sessions answers every session's token (GET /api/account/sessions lists them without);
    // /verify-password checks a password and does nothing else: the web app never needs it.
    disabledPaths: ['/list-sessions', '/verify-password'],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        // Never log the link: it is the key to the account for an hour.
        await mailer.send({ to: user.email, ...resetEmail(user.name, url, languageOf(user)) });
      },
    },
    // Run for each row, by every endpoint and plugin (also for a user's sessions deleted together), once
    // the write is done.
    databaseHooks: {
      user: {
        // A new account (a registration or a first Google sign-in) speaks the language of the page
        // it came from: the web app names it in Accept-Language, and only 'en' or 'ar' is kept.
        create: {
          before: async (user, context) => ({
            data: {
              ...user,
              language: requestLanguage(
                context?.request?.headers.get('accept-language') ??
                  context?.headers?.get('accept-language') ??
                  undefined,
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
    },
    // The library's own lines go to the app's log. What it calls an error is a refused request (a bad
    // callback URL, an unknown state): a warning here; real failures reach the error handler below.
    logger: {
      level: 'warn',
      log: (level, message, ...details) => {
        const line = { authLibrary: true, details: details.length ? details : undefined };
        if (level === 'debug') log.debug(line, message);
        else if (level === 'info') log.info(line, message);
        else log.warn(line, message);
      },
    },
    // An unexpected error (not an APIError) leaves the library as an exception instead of a bare
    // 500 and a console line, so the app's error handler logs it once with the request id.
    onAPIError: { throw: true },
    // Rate limits are ours (per IP and per e-mail, shared through Redis): see plugins/session.ts.
    rateLimit: { enabled: false },
    advanced: {
      // Explicit, because Better Auth skips its origin check when NODE_ENV is test: the API
      // tests then prove that it accepts exactly what our own check accepts.
      disableOriginCheck: false,
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    hooks: {
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
    },
    plugins,
  });
}

export type Auth = ReturnType<typeof createAuth>;
