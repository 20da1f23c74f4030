import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '#domain/cart/cart.ts';
import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { WISHLIST_MUTATION_SCOPE, cancelWishlistReads, refetchWishlist, setWishlistData } from './get-wishlist.ts';

export interface MoveToCartResult {
  cart: Cart;
  wishlist: Wishlist;
}

/** Puts one of a saved piece in the cart and takes it off the wishlist; 409 when it is out of stock. */
export function moveToCart(itemId: string) {
  return apiSend<MoveToCartResult>('POST', `/wish/${encodeURIComponent(itemId)}/move-to-cart`);
}

interface Callbacks {
  /** Receives the new cart: the cart's cache belongs to the cart feature, so the caller stores it. */
  onSuccess?: (cart: Cart) => void;
  onError?: (error: Error) => void;
}

export function useMoveToCart({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveToCart,
    scope: WISHLIST_MUTATION_SCOPE,
    onMutate: () => cancelWishlistReads(queryClient),
    onSuccess: ({ cart, wishlist }) => {
      setWishlistData(queryClient, wishlist);
      onSuccess?.(cart);
    },
    onError: (error) => {
      void refetchWishlist(queryClient);
      onError?.(error);
    },
  });
}
