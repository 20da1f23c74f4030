import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** Wishlist changes run one after another, so the last answer to arrive is the last change made. */
export const WISHLIST_MUTATION_SCOPE = { id: 'wishlist' };

export function getWishlist(signal?: AbortSignal) {
  return apiGet<Wishlist>('/wish', { signal });
}

/**
 * The shopper's wishlist. Under `me`, so a sign-in or sign-out drops it (refreshSession); the
 * server embeds it under the same key in every page, so hearts and the badge are right at once.
 */
export const getWishlistQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wishlist, queryFn: ({ signal }) => getWishlist(signal) });

export function useWishlist() {
  return useQuery(getWishlistQueryOptions());
}

/** Every wishlist answer is the whole list: it replaces what the cache holds. */
export function setWishlistData(queryClient: QueryClient, wishlist: Wishlist): void {
  queryClient.setQueryData(getWishlistQueryOptions().queryKey, wishlist);
}

export function cancelWishlistReads(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ queryKey: queryKeys.wishlist });
}

/** After a failed change the list may differ from what is shown: read it again. */
export function refetchWishlist(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.wishlist });
}
