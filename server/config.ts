import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { passwordProblem } from '#domain/accounts/password-policy.ts';
import { ADMIN_TWO_FACTOR_POLICIES, type AdminTwoFactorPolicy } from '#domain/accounts/security.ts';
import type { RateAlertSettings } from '#domain/rates/rate-alerts.ts';
import { store } from '#domain/store/settings.ts';
import { TEST_PAUSE_POINTS } from './lib/test-pause.ts';
import {
  authRateLimitEnv,
  readAuthRateLimits,
  type AuthRateLimitAction,
  type RateLimit,
} from './modules/accounts/auth-limits.settings.ts';
import { rateFeedEnv, readRateFeedSettings, type RateFeedSettings } from './modules/rate-feed/rate-feed.settings.ts';
import { readTaxSettings, taxEnv, type TaxSettings } from './modules/tax/tax.settings.ts';
import { exchangeEnv, readExchangeSettings, type ExchangeSettings } from './modules/exchange/exchange.settings.ts';
import type { S3Settings } from './providers/storage/s3-storage.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Whom to believe about the client's address (Fastify's trustProxy): nobody (false), the last N
 * proxies in front of the shop (a hop count; `true` means 1), or proxies at these addresses or
 * CIDR ranges. Never "everybody": the left-most X-Forwarded-For is whatever the client wrote.
 */
export type TrustProxy = false | number | string[];

const PROXY_ADDRESS = /^(?:loopback|linklocal|uniquelocal|[0-9a-f.:]+(?:\/\d{1,3})?)$/i;

const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (['false', '0', 'no', 'off'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) return 1;
    if (/^\d+$/.test(value)) return Math.min(Number(value), 10);
    const addresses = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const bad = addresses.find(
      (item) => !PROXY_ADDRESS.test(item) || (!isIP(item.split('/')[0]!) && !/^[a-z]+$/i.test(item)),
    );
    if (addresses.length === 0 || bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `must be false, a hop count such as 1, or proxy addresses / CIDR ranges such as 10.0.0.0/8,::1${bad ? ` ("${bad}" is neither)` : ''}`,
      });
      return z.NEVER;
    }
    return addresses;
  });

const positiveWholeNumber = z.coerce
  .number({ error: 'must be a whole number' })
  .int({ error: 'must be a whole number' })
  .min(1, 'must be at least 1')
  .max(1_000_000, 'must be at most 1000000');

/** Every setting the server reads, with its default; docs/configuration.md lists each one. */
export const envSchema = z.object({
  ...authRateLimitEnv(positiveWholeNumber),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://shop.example.com' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO_DATA: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).default('owner@example.com'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_2FA: z.enum(ADMIN_TWO_FACTOR_POLICIES, { error: 'must be off or required' }).default('off'),
  TRUSTED_ORIGINS: z.string().optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  RATE_LIMIT_NAMESPACE: z.string().min(1).max(100).default('shop-rate-limit:'),
  RATE_LIMIT_IPV6_PREFIX: z.coerce
    .number({ error: 'must be a prefix length' })
    .int({ error: 'must be a whole number' })
    .min(32, 'must be at least 32')
    .max(128, 'must be at most 128')
    .default(64),
  RATE_LIMIT_NEW_VISITOR_PER_IP: positiveWholeNumber.default(60),
  RATE_LIMIT_NEW_VISITOR_WINDOW_MINUTES: positiveWholeNumber.default(10),
  APPOINTMENT_SLOT_CAPACITY: positiveWholeNumber.max(100, 'must be at most 100').default(2),
  RATE_LIMIT_APPOINTMENT_PER_IP: positiveWholeNumber.default(10),
  RATE_LIMIT_APPOINTMENT_WINDOW_MINUTES: positiveWholeNumber.default(60),
  RETENTION_DAYS: positiveWholeNumber.max(3650, 'must be at most 3650 (ten years)').default(30),
  PICKUP_HOLD_DAYS: positiveWholeNumber.max(365, 'must be at most 365 (a year)').default(14),
  RATE_STALE_HOURS: positiveWholeNumber.max(8760, 'must be at most 8760 (a year)').default(48),
  RATE_MAX_AGE_MINUTES: positiveWholeNumber.max(10080, 'must be at most 10080 (a week)').default(60),
  RATE_ALERT_REPEAT_HOURS: positiveWholeNumber.max(720, 'must be at most 720 (30 days)').default(12),
  RATE_ALERT_FEED_DOWN_MINUTES: positiveWholeNumber.max(10080, 'must be at most 10080 (a week)').default(30),
  // 0 turns the recovery off (tests of the webhook's retry alone); never in production.
  PAYMENT_RECOVERY_INTERVAL_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(0, 'must be 0 (off) or more')
    .max(86400, 'must be at most 86400 (a day)')
    .default(60),
  // How long a signed-in shopper's session may be reused for their reads without asking the
  // database (decision 0011); 0 turns the cache off.
  SESSION_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(0, 'must be 0 (off) or more')
    .max(300, 'must be at most 300 (five minutes)')
    .default(30),
  SESSION_CACHE_MAX_ENTRIES: positiveWholeNumber.default(10_000),
  // TEST ONLY (server/lib/test-pause.ts): read there; named here so a typo stops start-up.
  SHOP_TEST_PAUSE_AT: z.enum(TEST_PAUSE_POINTS).optional(),
  ...rateFeedEnv,
  ...taxEnv,
  ...exchangeEnv,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_live_… or sk_test_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  SHIPPING_WEBHOOK_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .max(512, 'must be at most 512 characters')
    .optional(),
  STRIPE_API_BASE: z
    .url({ error: "must be a URL, e.g. http://127.0.0.1:12111 for a local stand-in of Stripe's API" })
    .optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be a URL, e.g. http://127.0.0.1:9000 for MinIO' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_PREFIX: z.string().max(200).default(''),
  GOOGLE_ISSUER: z
    .url({ error: 'must be the issuer URL, e.g. https://accounts.google.com' })
    .default('https://accounts.google.com'),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(0, 'must be 0 or more')
    .max(3600, 'must be at most 3600 (an hour)')
    .default(10),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .max(512, 'must be at most 512 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
});

export interface Config {
  port: number;
  /** Interface to listen on; unset: every interface, IPv6 and IPv4. */
  host: string | undefined;
  /** Absolute origin used in sitemap, canonical and Open Graph URLs. */
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemoData: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  adminEmail: string;
  adminPassword: string | undefined;
  /** Signs session cookies and tokens; when unset, one is generated and kept in DATA_DIR. */
  authSecret: string | undefined;
  /** ADMIN_2FA: 'required' keeps admins without two-factor sign-in out of every admin route. */
  adminTwoFactor: AdminTwoFactorPolicy;
  /** Origins besides publicUrl allowed to send state-changing requests (e.g. the Vite dev server). */
  trustedOrigins: string[];
  /** Behind proxies: which of them to believe about the client's address (X-Forwarded-For) and scheme. */
  trustProxy: TrustProxy;
  /** Shared rate-limit counters for several instances; in memory when unset. */
  redisUrl: string | undefined;
  /** Prefix of the rate-limit keys in Redis. */
  rateLimitNamespace: string;
  /** Limits of the account endpoints (RATE_LIMIT_<ACTION>_PER_IP, _PER_EMAIL, _WINDOW_MINUTES). */
  authRateLimits: Record<AuthRateLimitAction, RateLimit>;
  /** New visitors (a cookieless cart or wishlist write) one client address may start in the window. */
  newVisitorRateLimit: { perIp: number; windowMinutes: number };
  /** Per-address limits count an IPv6 client by its network of this many bits (a home gets a whole /64). */
  ipv6LimitPrefix: number;
  /** Visits one branch takes in one slot (the staff free to see a visitor). */
  appointmentSlotCapacity: number;
  /** Visits one client address may book in the window. */
  appointmentRateLimit: { perIp: number; windowMinutes: number };
  /** Visitors' carts and wishlists, and quotes never paid, are removed this many days after last use. */
  retentionDays: number;
  /** A pick-up order ready this many days and not collected is cancelled and refunded. */
  pickupHoldDays: number;
  /** A metal rate not updated for more than this many hours shows as a warning on the dashboard. */
  rateStaleHours: number;
  /** With a rate feed, a rate not set or confirmed for this many market minutes puts its prices under review. */
  rateMaxAgeMinutes: number;
  /** The admins' rate alert mails: at most one per condition per repeatHours; a failing feed once it failed feedDownMinutes. */
  rateAlerts: RateAlertSettings;
  /** How often the payment recovery looks for authorized payments without an order (also once at start); 0: off. */
  paymentRecoveryIntervalSeconds: number;
  /** Seconds a resolved session may serve a shopper's reads without a lookup (admin routes and writes never); 0: off. */
  sessionCacheSeconds: number;
  /** At most this many sessions are kept by that cache (least recently used go first). */
  sessionCacheMaxEntries: number;
  /** The live rate feed (RATE_FEED_*); off when RATE_FEED_URL is unset. */
  rateFeed: RateFeedSettings | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Google sign-in (OpenID Connect); off unless both client id and secret are set. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** How sales tax is worked out (TAX_*): docs/tax.md. */
  tax: TaxSettings;
  /** Online offers for old gold (EXCHANGE_*): docs/old-gold.md. */
  exchange: ExchangeSettings;
  /** Card payments through Stripe; the built-in offline test gateway when absent. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
  /** Signs the carrier's delivery webhook (routes/carrier-webhook.ts); unset: no such route. */
  shippingWebhookSecret: string | undefined;
  /** Product photos in an S3-compatible bucket; in DATA_DIR/media when absent. */
  s3: S3Settings | undefined;
  /** https public URL: Secure cookies and HSTS. */
  secureCookies: boolean;
  /** Where the built web app is; absent in API-only tests. */
  webDistDir: string | undefined;
  /** On SIGTERM/SIGINT, how long in-flight requests may take before their connections are cut. */
  shutdownGraceSeconds: number;
  /** /metrics on the shop's port answers this bearer token only; 404 when unset. */
  metricsToken: string | undefined;
  /** The metrics alone on this port, without a token; off when unset. */
  metricsPort: number | undefined;
}

export class ConfigError extends Error {}

/** Reads and checks the environment once; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_SECRET: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    );
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together, or none of them',
    );
  }
  // Checked here, not when the owner is created: a refused password stopped start-up with a stack trace.
  const adminPasswordProblem = e.ADMIN_PASSWORD === undefined ? null : passwordProblem(e.ADMIN_PASSWORD);
  if (adminPasswordProblem) {
    throw new ConfigError(
      `Invalid configuration:\n  ADMIN_PASSWORD: ${adminPasswordProblem} Choose one with at least 8 characters, a lowercase letter, an uppercase letter and a digit, or leave it unset to have one generated.`,
    );
  }
  const rateFeed = readRateFeedSettings(e);
  if ('problem' in rateFeed) {
    throw new ConfigError(`Invalid configuration:\n  ${rateFeed.variable}: ${rateFeed.problem}`);
  }
  const tax = readTaxSettings(e, Boolean(e.STRIPE_SECRET_KEY));
  if ('problem' in tax) throw new ConfigError(`Invalid configuration:\n  ${tax.variable}: ${tax.problem}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    authSecret: e.AUTH_SECRET,
    adminTwoFactor: e.ADMIN_2FA,
    trustedOrigins: (e.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    rateLimitNamespace: e.RATE_LIMIT_NAMESPACE,
    authRateLimits: readAuthRateLimits(e as unknown as Record<string, number>),
    ipv6LimitPrefix: e.RATE_LIMIT_IPV6_PREFIX,
    newVisitorRateLimit: {
      perIp: e.RATE_LIMIT_NEW_VISITOR_PER_IP,
      windowMinutes: e.RATE_LIMIT_NEW_VISITOR_WINDOW_MINUTES,
    },
    appointmentSlotCapacity: e.APPOINTMENT_SLOT_CAPACITY,
    appointmentRateLimit: {
      perIp: e.RATE_LIMIT_APPOINTMENT_PER_IP,
      windowMinutes: e.RATE_LIMIT_APPOINTMENT_WINDOW_MINUTES,
    },
    retentionDays: e.RETENTION_DAYS,
    pickupHoldDays: e.PICKUP_HOLD_DAYS,
    rateStaleHours: e.RATE_STALE_HOURS,
    rateMaxAgeMinutes: e.RATE_MAX_AGE_MINUTES,
    rateAlerts: { repeatHours: e.RATE_ALERT_REPEAT_HOURS, feedDownMinutes: e.RATE_ALERT_FEED_DOWN_MINUTES },
    paymentRecoveryIntervalSeconds: e.PAYMENT_RECOVERY_INTERVAL_SECONDS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    sessionCacheMaxEntries: e.SESSION_CACHE_MAX_ENTRIES,
    rateFeed: rateFeed.settings,
    tax: tax.settings,
    exchange: readExchangeSettings(e),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `"${store.name}" <no-reply@${new URL(publicUrl).hostname}>`,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER.replace(/\/$/, ''),
          }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    shippingWebhookSecret: e.SHIPPING_WEBHOOK_SECRET,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // S3-compatible services usually want the bucket in the path; AWS takes either.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          prefix: e.S3_PREFIX,
        }
      : undefined,
    secureCookies: publicUrl.startsWith('https://'),
    webDistDir: resolve('dist/web'),
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
  };
}
