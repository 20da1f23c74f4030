import type { Cart } from '#domain/cart/cart.ts';
import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { useWishlistChange, type WishlistChangeCallbacks } from './wishlist-change.ts';

export interface MoveToCartResult {
  cart: Cart;
  wishlist: Wishlist;
}

/** Puts one of a saved piece in the cart and takes it off the wishlist; 409 when it is out of stock. */
export function moveToCart(itemId: string) {
  return apiSend<MoveToCartResult>('POST', `/wish/${encodeURIComponent(itemId)}/move-to-cart`);
}

/** `onSuccess` receives the new cart: the cart's cache belongs to the cart feature, so the caller stores it. */
export function useMoveToCart({ onSuccess, onError }: WishlistChangeCallbacks<Cart> = {}) {
  return useWishlistChange(moveToCart, (answer) => answer.wishlist, {
    onSuccess: onSuccess && ((answer) => onSuccess(answer.cart)),
    onError,
  });
}
