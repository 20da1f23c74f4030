import type { Db } from '../db/client.ts';
import { createAppointmentsService } from './appointments/appointments.service.ts';
import { createAccountsService } from './accounts/accounts.service.ts';
import { createSessionsService } from './accounts/sessions.service.ts';
import { createAdminAlertsService } from './alerts/admin-alerts.service.ts';
import { createAuditService } from './audit/audit.service.ts';
import { createBillingService } from './billing/billing.service.ts';
import { createCartService } from './cart/cart.service.ts';
import { createCatalogService } from './catalog/catalog.service.ts';
import { createCheckoutService } from './checkout/checkout.service.ts';
import { createExchangeService } from './exchange/exchange.service.ts';
import { createGoldPurchasesService } from './exchange/gold-purchases.service.ts';
import { createStoreCreditService } from './exchange/store-credit.service.ts';
import type { RateTrustSettings } from './rates/rate-standing.ts';
import { createRatesService } from './rates/rates.service.ts';
import { createOrdersService } from './orders/orders.service.ts';
import { createPhotosService } from './photos/photos.service.ts';
import { createRateFeedService } from './rate-feed/rate-feed.service.ts';
import { createReturnsService } from './returns/returns.service.ts';
import { createReviewsService } from './reviews/reviews.service.ts';
import { createWishlistService } from './wishlist/wishlist.service.ts';

/**
 * Every module's service bound to one database handle: the app's (built once by
 * plugins/services.ts, whose rates service keeps the rates for every request), or a
 * transaction's when a workflow needs several modules to change together. `now` is the clock the
 * rates service measures the 24-hour move, the history and the rates' age by; `rateTrust` says
 * which rates a live feed keeps fresh (left out: none, as in a transaction).
 */
export function moduleServices(db: Db, now: () => Date = () => new Date(), rateTrust?: RateTrustSettings) {
  const rateFeed = createRateFeedService(db);
  const reviews = createReviewsService(db);
  return {
    accounts: createAccountsService(db),
    adminAlerts: createAdminAlertsService(db),
    appointments: createAppointmentsService(db),
    audit: createAuditService(db),
    billing: createBillingService(db),
    cart: createCartService(db),
    catalog: createCatalogService(db, reviews),
    checkout: createCheckoutService(db),
    exchange: createExchangeService(db),
    goldPurchases: createGoldPurchasesService(db),
    rates: createRatesService(db, now, rateFeed, rateTrust),
    orders: createOrdersService(db),
    photos: createPhotosService(db),
    rateFeed,
    reviews,
    sessions: createSessionsService(db),
    returns: createReturnsService(db),
    storeCredit: createStoreCreditService(db),
    wishlist: createWishlistService(db),
  };
}

export type ModuleServices = ReturnType<typeof moduleServices>;
