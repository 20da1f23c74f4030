import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartInput, Cart } from '#domain/cart/cart.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { CART_MUTATION_SCOPE, cancelCartReads, setCartData } from './get-cart.ts';

/** Adds pieces of a product (more of it when it is already in the cart); 409 out_of_stock past the stock. */
export function addToCart(input: AddToCartInput) {
  return apiSend<Cart>('POST', '/cart', input);
}

interface Callbacks {
  onSuccess?: (cart: Cart) => void;
  onError?: (error: Error) => void;
}

/** The callbacks belong to the mutation: they run even when the shopper has left the page meanwhile. */
export function useAddToCart({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    scope: CART_MUTATION_SCOPE,
    onMutate: () => cancelCartReads(queryClient),
    onSuccess: (cart) => {
      setCartData(queryClient, cart);
      onSuccess?.(cart);
    },
    onError,
  });
}
