import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Cart } from '#domain/cart/cart.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** Cart mutations run one after another, so the last answer to arrive is the last change made. */
export const CART_MUTATION_SCOPE = { id: 'cart' };

export function getCart(signal?: AbortSignal) {
  return apiGet<Cart>('/cart', { signal });
}

/**
 * The shopper's cart. Under `me`, so a sign-in or sign-out drops it (refreshSession); the server
 * embeds it under the same key in every page, so the badge is right on first paint.
 */
export const getCartQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cart, queryFn: ({ signal }) => getCart(signal) });

export function useCart() {
  return useQuery(getCartQueryOptions());
}

/** Every cart answer is the whole priced cart: it replaces what the cache holds. */
export function setCartData(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(getCartQueryOptions().queryKey, cart);
}

/** Before a change: stop a read in flight, so its older answer cannot land after the change's. */
export function cancelCartReads(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ queryKey: queryKeys.cart });
}

/** After a failed change the cart may differ from what is shown (a line gone, stock moved): read it again. */
export function refetchCart(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.cart });
}
