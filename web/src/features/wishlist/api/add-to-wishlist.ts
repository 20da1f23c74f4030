import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { WISHLIST_MUTATION_SCOPE, cancelWishlistReads, refetchWishlist, setWishlistData } from './get-wishlist.ts';

/** Saves a piece; saving it again changes nothing. */
export function addToWishlist(productId: string) {
  return apiSend<Wishlist>('POST', '/wish', { productId });
}

interface Callbacks {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}

export function useAddToWishlist({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
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
