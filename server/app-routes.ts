import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { store } from '#domain/store/settings.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { PhotoStorage } from './providers/storage/photo-storage.ts';
import { authRoutes } from './routes/auth-handler.ts';
import { accountRoutes } from './routes/account.ts';
import { usersRoutes } from './routes/users.ts';
import { adminAppointmentsRoutes } from './routes/admin/appointments.ts';
import { appointmentsRoutes } from './routes/appointments.ts';
import { exchangeRoutes } from './routes/exchange.ts';
import { adminBuySpreadsRoutes } from './routes/admin/buy-spreads.ts';
import { adminGoldPurchasesRoutes } from './routes/admin/gold-purchases.ts';
import { storeCreditRoutes } from './routes/store-credit.ts';
import { returnsRoutes } from './routes/returns.ts';
import { adminReturnsRoutes } from './routes/admin/returns.ts';
import { adminAuditRoutes } from './routes/admin/audit.ts';
import { adminBillingRoutes } from './routes/admin/billing.ts';
import { adminCustomersRoutes } from './routes/admin/customers.ts';
import { adminRatesRoutes } from './routes/admin/rates.ts';
import { adminOrdersRoutes } from './routes/admin/orders.ts';
import { adminOverviewRoutes } from './routes/admin/overview.ts';
import { adminProductsRoutes } from './routes/admin/products.ts';
import { adminRateFeedRoutes } from './routes/admin/rate-feed.ts';
import { photosRoutes } from './routes/photos.ts';
import { cartRoutes } from './routes/cart.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { ratesRoutes } from './routes/rates.ts';
import { ordersRoutes } from './routes/orders.ts';
import { stripeWebhookRoutes } from './routes/stripe-webhook.ts';
import { carrierWebhookRoutes } from './routes/carrier-webhook.ts';
import { wishlistRoutes } from './routes/wishlist.ts';
import { productsRoutes } from './routes/products.ts';
import { reviewsRoutes } from './routes/reviews.ts';
import { adminReviewsRoutes } from './routes/admin/reviews.ts';
import { webRoutes } from './routes/web.ts';

/** The JSON API under /api, each resource in its own encapsulated plugin. */
function apiRoutes(config: Config) {
  return async (api: FastifyInstance) => {
    await api.register(ratesRoutes);
    await api.register(productsRoutes);
    await api.register(reviewsRoutes);
    await api.register(usersRoutes, { googleEnabled: Boolean(config.google), publicUrl: config.publicUrl });
    await api.register(accountRoutes, { adminTwoFactor: config.adminTwoFactor });
    await api.register(cartRoutes);
    await api.register(wishlistRoutes);
    await api.register(checkoutRoutes);
    await api.register(ordersRoutes);
    await api.register(appointmentsRoutes, {
      capacity: config.appointmentSlotCapacity,
      limit: config.appointmentRateLimit,
      ipv6Prefix: config.ipv6LimitPrefix,
    });
    await api.register(exchangeRoutes, {
      settings: config.exchange,
      limit: config.appointmentRateLimit,
      ipv6Prefix: config.ipv6LimitPrefix,
    });
    if (config.stripe) await api.register(stripeWebhookRoutes, { stripe: config.stripe });
    if (config.shippingWebhookSecret) {
      await api.register(carrierWebhookRoutes, { secret: config.shippingWebhookSecret });
    }
    await api.register(adminProductsRoutes);
    await api.register(adminRatesRoutes, { rateStaleHours: config.rateStaleHours, rateFeed: config.rateFeed });
    await api.register(adminBuySpreadsRoutes);
    await api.register(adminGoldPurchasesRoutes, { settings: config.exchange });
    await api.register(storeCreditRoutes);
    await api.register(returnsRoutes);
    await api.register(adminReturnsRoutes);
    await api.register(adminRateFeedRoutes, { settings: config.rateFeed });
    await api.register(adminOrdersRoutes, { pickupHoldDays: config.pickupHoldDays });
    await api.register(adminBillingRoutes);
    await api.register(adminOverviewRoutes);
    await api.register(adminCustomersRoutes);
    await api.register(adminAuditRoutes);
    await api.register(adminAppointmentsRoutes);
    await api.register(adminReviewsRoutes);
  };
}

/** The routes, after the plugins: the API and its documentation, photos, Better Auth's handler, and the pages. */
export async function registerRoutes(
  app: FastifyInstance,
  { config, db, photoStorage }: { config: Config; db: Db; photoStorage: PhotoStorage },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${store.name} API`,
        version: '1.0.0',
        description: 'Storefront and admin API. Money is in integer cents.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(apiRoutes(config), { prefix: '/api' });
  await app.register(photosRoutes, { storage: photoStorage });
  await app.register(authRoutes, {
    publicUrl: config.publicUrl,
    db,
    limits: config.authRateLimits,
    ipv6Prefix: config.ipv6LimitPrefix,
  });

  await app.register(webRoutes, {
    distDir: config.webDistDir,
    serverBuildDir: config.webDistDir && join(config.webDistDir, '..', 'server'),
    publicUrl: config.publicUrl,
  });
}
