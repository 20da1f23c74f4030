import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiSend } from '#web/lib/api-client.ts';

/**
 * POST /api/checkout/quote: the server prices the cart (held 15 minutes) and opens its payment.
 * Asking again with an unchanged cart answers the same quote, so this is safe to use as a query.
 */
export function startCheckout() {
  return apiSend<CheckoutSession>('POST', '/checkout/quote');
}

export function getCheckoutQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.checkout,
    queryFn: startCheckout,
    // A quote is asked for on arrival and again only when something calls for it (an expired
    // quote, a changed cart, a failed payment): never silently while the shopper is paying.
    staleTime: Infinity,
    // Each visit to /payment starts from a fresh quote, never from an earlier, perhaps paid, one.
    gcTime: 0,
    refetchOnReconnect: false,
  });
}

/** `enabled: false` while /payment finishes a payment that left the page: no new quote is wanted then. */
export function useCheckoutSession({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCheckoutQueryOptions(), enabled });
}
