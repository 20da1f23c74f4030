import type { Db } from '#server/db/client.ts';
import { createQuoteSweeps } from './quote-sweeps.ts';
import { createShopperQuotes } from './shopper-quotes.ts';

/** Checkout quotes: the priced cart a payment is made for. */
export function createCheckoutService(db: Db) {
  return {
    ...createShopperQuotes(db),
    ...createQuoteSweeps(db),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
