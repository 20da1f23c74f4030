// Every table, for drizzle-kit and the typed client. Each module owns its own tables file.
export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/rates/rates.tables.ts';
export * from '../modules/cart/cart.tables.ts';
export * from '../modules/wishlist/wishlist.tables.ts';
export * from '../modules/orders/orders.tables.ts';
export * from '../modules/billing/billing.tables.ts';
export * from '../modules/accounts/accounts.tables.ts';
export * from '../modules/checkout/checkout.tables.ts';
export * from '../providers/payments/offline-payments.tables.ts';
export * from '../modules/audit/audit.tables.ts';
export * from '../modules/photos/photos.tables.ts';
export * from '../modules/rate-feed/rate-feed.tables.ts';
export * from '../modules/alerts/admin-alerts.tables.ts';
export * from '../modules/appointments/appointments.tables.ts';
export * from '../modules/exchange/exchange.tables.ts';
export * from '../modules/exchange/gold-purchases.tables.ts';
export * from '../modules/reviews/reviews.tables.ts';
