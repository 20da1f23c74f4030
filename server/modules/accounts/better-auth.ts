import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE } from '#domain/i18n/languages.ts';
import { store } from '#domain/store/settings.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { accounts, sessions, twoFactors, users, verifications } from './accounts.tables.ts';
import { databaseHooks, requestHooks } from './better-auth-hooks.ts';
import { passwordHashing, type ScryptCost } from './password-hash.ts';
import { languageOf, resetEmail } from './reset-email.ts';
import { twoFactorSessions, shopTwoFactor } from './two-factor.ts';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * The client's address as the shop judged it (request.ip, under TRUST_PROXY), handed to Better Auth
 * by routes/auth-handler.ts for the sessions it records. Set there on every request, so a client cannot.
 */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

const GOOGLE_PROVIDER_ID = 'google';
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
  /** The shop's scrypt cost unless a test says otherwise (password-hash.ts). */
  passwordCost?: ScryptCost;
}

/** Google through OpenID Connect discovery, when it is configured. */
function googleSignIn(google: Config['google']) {
  if (!google) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: GOOGLE_PROVIDER_ID,
          // The same code path for Google and for the local OpenID server the tests run.
          discoveryUrl: `${google.issuer}/.well-known/openid-configuration`,
          requireIdTokenVerification: true,
          clientId: google.clientId,
          clientSecret: google.clientSecret,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
        },
      ],
    }),
  ];
}

/**
 * Accounts through Better Auth on our own database: e-mail and password (scrypt hashes),
 * password reset by e-mail, Google through OpenID Connect discovery, sessions in Postgres.
 */
export function createAuth({
  db,
  config,
  secret,
  mailer,
  log,
  onSignedIn,
  onAccountChanged,
  passwordCost,
}: AuthDependencies) {
  // Two-factor sign-in (TOTP, backup codes) and the second factor each session has passed.
  const plugins = [shopTwoFactor(), twoFactorSessions(), ...googleSignIn(config.google)];

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
      password: passwordHashing(passwordCost),
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        // Never log the link: it is the key to the account for an hour.
        await mailer.send({ to: user.email, ...resetEmail(user.name, url, languageOf(user)) });
      },
    },
    databaseHooks: databaseHooks({ log, onSignedIn, onAccountChanged }),
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
    hooks: requestHooks(log),
    plugins,
  });
}

export type Auth = ReturnType<typeof createAuth>;
