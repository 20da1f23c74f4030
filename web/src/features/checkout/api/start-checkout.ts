import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { Fulfilment } from '#domain/checkout/fulfilment.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiSend } from '#web/lib/api-client.ts';

/**
 * POST /api/checkout/quote: the server prices the cart (held 15 minutes) and opens its payment,
 * taxed where it is handed over (null: not chosen yet, the flat rate), less the store credit asked
 * for (in cents; null: none). Asking again with an unchanged cart and choice answers the same
 * quote, so this is safe to use as a query.
 */
export function startCheckout(fulfilment: Fulfilment | null, credit: number | null = null) {
  return apiSend<CheckoutSession>('POST', '/checkout/quote', {
    ...(fulfilment ? { fulfilment } : {}),
    ...(credit !== null ? { credit } : {}),
  });
}

/** One quote per choice, under `checkout`: invalidating that asks again for the one on screen. */
export function getCheckoutQueryOptions(fulfilment: Fulfilment | null = null, credit: number | null = null) {
  return queryOptions({
    queryKey: [...queryKeys.checkout, fulfilment, credit] as const,
    queryFn: () => startCheckout(fulfilment, credit),
    // A new choice keeps the old quote on screen (greyed, not payable) until its own arrives.
    placeholderData: keepPreviousData,
    // A quote is asked for on arrival and again only when something calls for it (an expired
    // quote, a changed cart, a failed payment): never silently while the shopper is paying.
    staleTime: Infinity,
    // Each visit to /payment starts from a fresh quote, never from an earlier, perhaps paid, one.
    gcTime: 0,
    refetchOnReconnect: false,
  });
}

/**
 * `enabled: false` while /payment finishes a payment that left the page (no new quote is wanted
 * then), or until the shopper's store credit is known.
 */
export function useCheckoutSession({
  enabled = true,
  fulfilment = null,
  credit = null,
}: { enabled?: boolean; fulfilment?: Fulfilment | null; credit?: number | null } = {}) {
  return useQuery({ ...getCheckoutQueryOptions(fulfilment, credit), enabled });
}
