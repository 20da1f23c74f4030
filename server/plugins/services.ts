import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { createCatalogCache } from '../lib/cached-answer.ts';
import type { SessionCache } from '../lib/session-cache.ts';
import type { RateTrustSettings } from '../modules/rates/rate-standing.ts';
import { createCartCache } from '../modules/cart/cart-cache.ts';
import { moduleServices, type ModuleServices } from '../modules/services.ts';
import { shopChanges, type ChangeBus } from '../providers/change-bus/change-bus.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import type { PaymentGateway } from '../providers/payments/payment-gateway.ts';
import type { TaxCalculator } from '../modules/tax/tax-calculator.ts';
import { createPageCache } from '../web/page-cache.ts';
import type { WorkflowDeps } from '../workflows/workflow-deps.ts';

export type Services = ModuleServices;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    services: Services;
    /** Everything the shop's workflows run with (cart, checkout, orders). */
    workflowDeps: WorkflowDeps;
  }
}

interface ServicesOptions {
  db: Db;
  gateway: PaymentGateway;
  tax: TaxCalculator;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  /** How this instance hears of other instances' writes, and tells them of its own. */
  changeBus: ChangeBus;
  /** Signed-in sessions kept for shoppers' reads (plugins/session.ts), forgotten through the same bus. */
  sessionCache: SessionCache;
  /** Which rates a live feed keeps fresh, and for how long (RATE_MAX_AGE_MINUTES). */
  rateTrust: RateTrustSettings;
}

/** The database and each module's service, built once per app, and the workflows' dependencies. */
export const servicesPlugin = fp(
  async (app: FastifyInstance, options: ServicesOptions) => {
    const services: Services = moduleServices(options.db, options.now, options.rateTrust);
    const catalogCache = createCatalogCache();
    const pageCache = createPageCache();
    const cartCache = createCartCache({
      load: (ownerId) => services.cart.linesWithProducts(ownerId),
      sync: () => options.changeBus.sync(),
    });
    const changes = shopChanges(options.changeBus, {
      catalog: () => {
        catalogCache.clear();
        pageCache.clear();
        cartCache.dropProducts();
      },
      // Without its products (the bus reconnected): any product's stock may have changed.
      stock: (subject) => {
        const productIds = subject?.split(',');
        for (const cache of [catalogCache, pageCache]) {
          if (productIds) cache.dropProducts(productIds);
          else cache.clear();
        }
        cartCache.dropProducts(productIds);
      },
      rates: () => {
        services.rates.invalidate();
        pageCache.clear();
      },
      sessions: (userId) => options.sessionCache.forget(userId),
      carts: (owners) => cartCache.dropCarts(owners?.split(',')),
    });
    app.addHook('onClose', () => options.changeBus.close());
    app.decorate('db', options.db);
    app.decorate('services', services);
    app.decorate('workflowDeps', {
      db: options.db,
      services,
      catalogCache,
      pageCache,
      cartCache,
      changes,
      gateway: options.gateway,
      tax: options.tax,
      mailer: options.mailer,
      log: app.log,
      now: options.now,
      publicUrl: options.publicUrl,
    });
  },
  { name: 'services' },
);
