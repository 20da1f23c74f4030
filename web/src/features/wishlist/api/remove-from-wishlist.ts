import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { WISHLIST_MUTATION_SCOPE, cancelWishlistReads, refetchWishlist, setWishlistData } from './get-wishlist.ts';

/** Removes a saved piece by its wishlist item id; 404 when it is already gone. */
export function removeFromWishlist(itemId: string) {
  return apiSend<Wishlist>('DELETE', `/wish/${encodeURIComponent(itemId)}`);
}

interface Callbacks {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}

/** The callbacks belong to the mutation, so they still run once the removed piece has left the screen. */
export function useRemoveFromWishlist({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    scope: WISHLIST_MUTATION_SCOPE,
    onMutate: () => cancelWishlistReads(queryClient),
    onSuccess: (wishlist) => {
      setWishlistData(queryClient, wishlist);
      onSuccess?.();
    },
    onError: (error) => {
      void refetchWishlist(queryClient);
      onError?.(error);
    },
  });
}
