import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '#domain/cart/cart.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { CART_MUTATION_SCOPE, cancelCartReads, refetchCart, setCartData } from './get-cart.ts';

/** Removes one line; 404 when it is already gone (the spec's "zero deleted"). */
export function removeCartLine(lineId: string) {
  return apiSend<Cart>('DELETE', `/cart/${encodeURIComponent(lineId)}`);
}

interface Callbacks {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}

/** The callbacks belong to the mutation, so they still run once the removed line has left the screen. */
export function useRemoveCartLine({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartLine,
    scope: CART_MUTATION_SCOPE,
    onMutate: () => cancelCartReads(queryClient),
    onSuccess: (cart) => {
      setCartData(queryClient, cart);
      onSuccess?.();
    },
    onError: (error) => {
      void refetchCart(queryClient);
      onError?.(error);
    },
  });
}
