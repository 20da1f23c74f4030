import { failedWith, notify, serverMessage } from '#web/lib/notify.ts';

/** Every message the cart shows, worded as in spec section 8. */
export const cartToast = {
  added: () => notify.success('Added to Your Cart'),
  /** A 409 (out of stock, more than the stock left) carries the server's sentence saying what is wrong. */
  addFailed: (error: unknown) =>
    notify.problem('Oops...', {
      description: serverMessage(error, 'Something went wrong while adding to cart!', 409),
    }),
  removed: () => notify.success('Removed!', { description: 'Item has been removed from your cartlist.' }),
  /** 404: the line was already gone (the spec's "zero deleted"); anything else is an exception. */
  removeFailed: (error: unknown) =>
    notify.problem('Error!', {
      description: failedWith(error, 404)
        ? 'Failed to remove item from cartlist.'
        : 'An error occurred while removing the item.',
    }),
  quantityFailed: (error: unknown) =>
    notify.problem('Oops...', {
      description: serverMessage(error, 'Something went wrong while changing the quantity.'),
    }),
};
