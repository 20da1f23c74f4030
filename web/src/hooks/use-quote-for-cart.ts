import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Cart } from '#domain/cart/cart.ts';
import type { CheckoutSession, Quote } from '#domain/checkout/checkout.ts';
import { quoteCoversCart } from '#domain/checkout/quote-for-cart.ts';
import { queryKeys } from '#domain/query-keys.ts';

/** The newest quote in the cache made for a chosen fulfilment (shipped to a state, or a pick-up). */
function newestFulfilledQuote(cache: QueryCache): Quote | null {
  let newest: { quote: Quote; at: number } | null = null;
  for (const query of cache.findAll({ queryKey: queryKeys.checkout })) {
    const session = query.state.data as CheckoutSession | undefined;
    if (!session?.quote.fulfilment) continue;
    if (!newest || query.state.dataUpdatedAt > newest.at)
      newest = { quote: session.quote, at: query.state.dataUpdatedAt };
  }
  return newest?.quote ?? null;
}

/**
 * The checkout's quote for this very cart once the shopper has chosen how to receive it (its tax
 * is then the place's, not the flat rate's); null otherwise. Read from the cache alone: the quote
 * lives while /payment is open, and one for other pieces, counts or prices is never taken.
 */
export function useQuoteForCart(cart: Cart): Quote | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const quote = useSyncExternalStore(
    subscribe,
    () => newestFulfilledQuote(cache),
    () => null,
  );
  return quote && quoteCoversCart(cart, quote) ? quote : null;
}
