import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '#domain/cart/cart.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { CART_MUTATION_SCOPE, cancelCartReads, setCartData } from './get-cart.ts';

/** Empties the cart; answers the (empty) cart. */
export function clearCart() {
  return apiSend<Cart>('DELETE', '/cart');
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    scope: CART_MUTATION_SCOPE,
    onMutate: () => cancelCartReads(queryClient),
    onSuccess: (cart) => setCartData(queryClient, cart),
  });
}
