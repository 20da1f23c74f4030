import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { pgliteOf, type Db } from './db/client.ts';
import { createSessionCache } from './lib/session-cache.ts';
import { resolveAuthSecret } from './modules/accounts/auth-secret.ts';
import { quotedMetals } from './modules/rate-feed/rate-feed.settings.ts';
import { createAuth, type Auth } from './modules/accounts/better-auth.ts';
import type { ScryptCost } from './modules/accounts/password-hash.ts';
import { servicesPlugin } from './plugins/services.ts';
import { sessionPlugin } from './plugins/session.ts';
import { visitorsPlugin } from './plugins/visitors.ts';
import { createLocalChangeBus } from './providers/change-bus/change-bus.ts';
import { createPgliteChangeBus } from './providers/change-bus/pglite-change-bus.ts';
import { createPostgresChangeBus } from './providers/change-bus/postgres-change-bus.ts';
import { createMailer, type Mailer } from './providers/mail/mailer.ts';
import { createOfflineGateway } from './providers/payments/offline-gateway.ts';
import type { PaymentGateway } from './providers/payments/payment-gateway.ts';
import { createStripeGateway } from './providers/payments/stripe-gateway.ts';
import { createTaxCalculator, type TaxCalculator } from './modules/tax/tax-calculator.ts';
import { mergeAtSignIn } from './workflows/shopper-lists/merge-at-sign-in.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * The app's services and who is asking: the mailer, the modules' services on a change bus, the
 * new-visitor limits and the Better Auth session. Left out, `mailer`, `gateway`, `tax` and `now` default
 * from the config (as AppDependencies says).
 */
export async function registerServices(
  app: FastifyInstance,
  {
    config,
    db,
    mailer,
    gateway,
    tax,
    now,
    passwordCost,
  }: {
    config: Config;
    db: Db;
    mailer?: Mailer;
    gateway?: PaymentGateway;
    tax?: TaxCalculator;
    now?: () => Date;
    passwordCost?: ScryptCost;
  },
): Promise<void> {
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
        log: app.log,
      }),
  );
  // Several instances on one PostgreSQL hear each other's product and rate changes (LISTEN/NOTIFY,
  // closed with the app); PGlite is one process, with nobody to tell, that hears its own carts' notices.
  const pglite = pgliteOf(db);
  const changeBus = config.databaseUrl
    ? await createPostgresChangeBus({ databaseUrl: config.databaseUrl, db, log: app.log })
    : pglite
      ? await createPgliteChangeBus(pglite, app.log)
      : createLocalChangeBus();
  // Shoppers' sessions for their reads, a few seconds at most (decision 0011); dropped for a user
  // on every instance through the bus when their sessions or account change.
  const sessionCache = createSessionCache({
    seconds: config.sessionCacheSeconds,
    maxEntries: config.sessionCacheMaxEntries,
  });
  await app.register(servicesPlugin, {
    changeBus,
    sessionCache,
    db,
    gateway: gateway ?? (config.stripe ? createStripeGateway(config.stripe) : createOfflineGateway(db)),
    tax: tax ?? createTaxCalculator(config.tax, config.stripe),
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    now: now ?? (() => new Date()),
    rateTrust: {
      feedMetals: config.rateFeed ? quotedMetals(config.rateFeed) : [],
      maxAgeMinutes: config.rateMaxAgeMinutes,
    },
  });
  // New visitors per address, for the cart and wishlist routes.
  await app.register(visitorsPlugin, {
    limit: config.newVisitorRateLimit,
    ipv6Prefix: config.ipv6LimitPrefix,
    secureCookies: config.secureCookies,
  });
  const auth: Auth = createAuth({
    db,
    config,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    mailer: app.mailer,
    log: app.log,
    // A visitor who signs in or registers keeps what they put in their cart and wishlist.
    onSignedIn: mergeAtSignIn(app.workflowDeps),
    // Sign-out, revoked sessions, password, two-factor, profile, deletion: no instance reuses what it kept.
    onAccountChanged: (userId) => app.workflowDeps.changes.accountChanged(userId),
    passwordCost,
  });
  await app.register(sessionPlugin, { auth, sessionCache });
}
