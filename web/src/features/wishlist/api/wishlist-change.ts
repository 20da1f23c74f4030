import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import { WISHLIST_MUTATION_SCOPE, cancelWishlistReads, refetchWishlist, setWishlistData } from './get-wishlist.ts';

export interface WishlistChangeCallbacks<Answer> {
  onSuccess?: (answer: Answer) => void;
  onError?: (error: Error) => void;
}

/**
 * A change to the wishlist: changes run one at a time, the list in the answer replaces the cached
 * one, and after a failure the list is read again. The callbacks belong to the mutation, so they
 * still run once the piece has left the screen.
 */
export function useWishlistChange<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  wishlistOf: (answer: Answer) => Wishlist,
  { onSuccess, onError }: WishlistChangeCallbacks<Answer> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    scope: WISHLIST_MUTATION_SCOPE,
    onMutate: () => cancelWishlistReads(queryClient),
    onSuccess: (answer) => {
      setWishlistData(queryClient, wishlistOf(answer));
      onSuccess?.(answer);
    },
    onError: (error) => {
      void refetchWishlist(queryClient);
      onError?.(error);
    },
  });
}
