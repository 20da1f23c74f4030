import { failedWith, notify } from '#web/lib/notify.ts';

/** Every message the wishlist shows, worded as in spec section 8. */
export const wishlistToast = {
  added: () => notify.success('Added to Wishlist!'),
  addFailed: () => notify.problem('Oops...', { description: 'Something went wrong while adding to wishlist!' }),
  removed: () => notify.success('Removed!'),
  /** 404: the piece was already gone ("none deleted"); anything else is an exception. */
  removeFailed: (error: unknown) =>
    notify.problem('Error!', {
      description: failedWith(error, 404)
        ? 'Failed to remove item from wishlist.'
        : 'An error occurred while removing the item.',
    }),
};
