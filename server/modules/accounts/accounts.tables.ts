import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '#domain/accounts/roles.ts';
import type { Language } from '#domain/i18n/languages.ts';

// The tables Better Auth keeps (users, sessions, linked provider accounts, one-time tokens, the
// two-factor plugin's secrets), in our naming, plus the shop's own `role` and `language` on the user
// and the second factor passed by each session (modules/accounts/two-factor.ts).

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').$type<Role>().notNull().default('customer'),
    /**
     * The language of the shop's mails to this account: the page's at sign-up (its Accept-Language),
     * then whichever the shopper last browsed in (PUT /api/me/language).
     */
    language: text('language').$type<Language>().notNull().default('en'),
    /** Set by the two-factor plugin once the first authenticator code is verified. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_created_idx').on(table.createdAt),
    check('users_language_known', sql`${table.language} in ('en', 'ar')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** Stored as Better Auth hands it out; the cookie carries it signed. */
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * When this session passed the account's second factor (a TOTP or backup code): at a password
     * sign-in's challenge, or later in the session. Null for a session that never did (a Google
     * sign-in, or one that began before two-factor was turned on).
     */
    secondFactorVerifiedAt: timestamp('second_factor_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** A way to sign in: the e-mail/password credential (with its slow hash) or a linked Google account. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
);

/** One-time tokens: password reset links and OAuth state. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/**
 * Better Auth's two-factor plugin: the authenticator's secret and the backup codes, both stored
 * encrypted with the auth secret; `verified` once the first code has been checked.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    /** Consecutive wrong codes at sign-in; the plugin locks the challenge for a while after ten. */
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [uniqueIndex('two_factors_user_idx').on(table.userId)],
);

/**
 * Authenticator codes accepted lately, per user: a code is good once, so one seen over a shoulder or
 * in a log cannot be used again while the app still shows it (modules/accounts/used-codes.ts).
 */
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Until then the same code is refused; afterwards the row may be taken again or removed. */
    refusedUntil: timestamp('refused_until', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.code] })],
);
