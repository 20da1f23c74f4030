import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { useWishlistChange, type WishlistChangeCallbacks } from './wishlist-change.ts';

/** Removes a saved piece by its wishlist item id; 404 when it is already gone. */
export function removeFromWishlist(itemId: string) {
  return apiSend<Wishlist>('DELETE', `/wish/${encodeURIComponent(itemId)}`);
}

export function useRemoveFromWishlist(callbacks: WishlistChangeCallbacks<Wishlist> = {}) {
  return useWishlistChange(removeFromWishlist, (wishlist) => wishlist, callbacks);
}
