import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createFastify } from './app-instance.ts';
import { registerRequestPlugins } from './app-plugins.ts';
import { registerRoutes } from './app-routes.ts';
import { registerServices } from './app-services.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { PaymentGateway } from './providers/payments/payment-gateway.ts';
import type { ScryptCost } from './modules/accounts/password-hash.ts';
import type { TaxCalculator } from './modules/tax/tax-calculator.ts';
import { createDiskStorage, defaultPhotoFolder } from './providers/storage/disk-storage.ts';
import type { PhotoStorage } from './providers/storage/photo-storage.ts';
import { createS3Storage } from './providers/storage/s3-storage.ts';

export interface AppDependencies {
  config: Config;
  db: Db;
  /**
   * false for no log; pino options (a level and a stream, in tests) to change where and how much the
   * app logs: the log redactions (app-instance.ts) always apply.
   */
  logger?: false | object;
  /** Defaults to SMTP or the outbox folder, from config. */
  mailer?: Mailer;
  /** Defaults to Stripe when configured, else the offline test gateway. */
  gateway?: PaymentGateway;
  /** Defaults to TAX_MODE's calculator (modules/tax). */
  tax?: TaxCalculator;
  /** The time checkout quotes expire by; tests move it. */
  now?: () => Date;
  /** Defaults to the S3 bucket when configured, else DATA_DIR/media. */
  storage?: PhotoStorage;
  /** Defaults to the shop's scrypt cost; tests make their accounts cheaper (accounts/password-hash.ts). */
  passwordCost?: ScryptCost;
}

/** Builds the whole app without listening: main.ts listens, tests use app.inject. */
export async function buildApp({
  config,
  db,
  logger,
  mailer,
  gateway,
  tax,
  now,
  storage,
  passwordCost,
}: AppDependencies): Promise<FastifyInstance> {
  const app = createFastify(config, logger);
  const photoStorage =
    storage ?? (config.s3 ? createS3Storage(config.s3) : createDiskStorage(defaultPhotoFolder(config.dataDir)));
  await registerRequestPlugins(app, { config, db, photoStorage });
  await registerServices(app, { config, db, mailer, gateway, tax, now, passwordCost });
  await registerRoutes(app, { config, db, photoStorage });
  return app;
}
