import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '#domain/cart/cart.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { CART_MUTATION_SCOPE, cancelCartReads, refetchCart, setCartData } from './get-cart.ts';

export interface UpdateCartLineInput {
  lineId: string;
  /** 1 to the stock left (at most 99); more answers 409 out_of_stock. */
  quantity: number;
}

export function updateCartLine({ lineId, quantity }: UpdateCartLineInput) {
  return apiSend<Cart>('PATCH', `/cart/${encodeURIComponent(lineId)}`, { quantity });
}

export function useUpdateCartLine({ onError }: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartLine,
    scope: CART_MUTATION_SCOPE,
    onMutate: () => cancelCartReads(queryClient),
    onSuccess: (cart) => setCartData(queryClient, cart),
    onError: (error) => {
      void refetchCart(queryClient);
      onError?.(error);
    },
  });
}
