import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Cart } from '#domain/cart/cart.ts';
import type { Quote } from '#domain/checkout/checkout.ts';
import { quoteCoversCart } from '#domain/checkout/quote-for-cart.ts';
import { queryKeys } from '#domain/query-keys.ts';

const isCartKey = (key: readonly unknown[]) =>
  key.length === queryKeys.cart.length && key.every((part, i) => part === queryKeys.cart[i]);

/**
 * The cart panel stays open to the shopper on /payment. When the cart changes there, the quote
 * no longer describes it: ask for a new one, so what is paid is what the summary shows. Not while
 * a payment is under way (placing the order itself empties the cart).
 */
export function useQuoteFollowsCart(quote: Quote | undefined, paused: boolean): void {
  const queryClient = useQueryClient();
  const latest = useRef({ quote, paused });
  useEffect(() => {
    latest.current = { quote, paused };
  });

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success' || !isCartKey(event.query.queryKey)) return;
        const { quote: current, paused: busy } = latest.current;
        const cart = event.query.state.data as Cart | undefined;
        if (busy || !current || !cart || quoteCoversCart(cart, current)) return;
        // Outside the cache's notification, which is still under way.
        queueMicrotask(() => void queryClient.invalidateQueries({ queryKey: queryKeys.checkout }));
      }),
    [queryClient],
  );
}
