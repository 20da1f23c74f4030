import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { useWishlistChange, type WishlistChangeCallbacks } from './wishlist-change.ts';

/** Saves a piece; saving it again changes nothing. */
export function addToWishlist(productId: string) {
  return apiSend<Wishlist>('POST', '/wish', { productId });
}

export function useAddToWishlist(callbacks: WishlistChangeCallbacks<Wishlist> = {}) {
  return useWishlistChange(addToWishlist, (wishlist) => wishlist, callbacks);
}
