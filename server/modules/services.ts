import type { Db } from '../db/client.ts';
import { createAccountsService } from './accounts/accounts.service.ts';
import { createSessionsService } from './accounts/sessions.service.ts';
import { createAuditService } from './audit/audit.service.ts';
import { createBillingService } from './billing/billing.service.ts';
import { createCartService } from './cart/cart.service.ts';
import { createCatalogService } from './catalog/catalog.service.ts';
import { createCheckoutService } from './checkout/checkout.service.ts';
import { createMediaService } from './media/media.service.ts';
import { createMetalPricesService } from './metals/metals.service.ts';
import { createOrdersService } from './orders/orders.service.ts';
import { createRateFeedService } from './rate-feed/rate-feed.service.ts';
import { createWishlistService } from './wishlist/wishlist.service.ts';

/**
 * Every module's service bound to one database handle: the app's, or a transaction's when a
 * workflow needs several modules to change together. (Metal rates are cached app-wide: see
 * plugins/services.ts.)
 */
export function moduleServices(db: Db) {
  return {
    accounts: createAccountsService(db),
    audit: createAuditService(db),
    billing: createBillingService(db),
    cart: createCartService(db),
    catalog: createCatalogService(db),
    checkout: createCheckoutService(db),
    media: createMediaService(db),
    metalPrices: createMetalPricesService(db),
    orders: createOrdersService(db),
    rateFeed: createRateFeedService(db),
    sessions: createSessionsService(db),
    wishlist: createWishlistService(db),
  };
}

export type ModuleServices = ReturnType<typeof moduleServices>;
