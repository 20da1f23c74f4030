import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';

// As the auth feature does: success alerts close themselves after 1500 ms (spec section 9);
// problems stay until read or closed.
const SUCCESS_MS = 1500;
const PROBLEM_MS = 8000;

const success = (title: string, description?: string) =>
  notify('success', title, { description, duration: SUCCESS_MS });
const problem = (title: string, description?: string) => notify('error', title, { description, duration: PROBLEM_MS });

/** Every message the cart shows, worded as in spec section 8. */
export const cartToast = {
  added: () => success('Added to Your Cart'),
  /** A 409 (out of stock, more than the stock left) carries the server's sentence saying what is wrong. */
  addFailed: (error: unknown) =>
    problem(
      'Oops...',
      error instanceof ApiError && error.status === 409 ? error.message : 'Something went wrong while adding to cart!',
    ),
  removed: () => success('Removed!', 'Item has been removed from your cartlist.'),
  /** 404: the line was already gone (the spec's "zero deleted"); anything else is an exception. */
  removeFailed: (error: unknown) =>
    problem(
      'Error!',
      error instanceof ApiError && error.status === 404
        ? 'Failed to remove item from cartlist.'
        : 'An error occurred while removing the item.',
    ),
  quantityFailed: (error: unknown) =>
    problem(
      'Oops...',
      error instanceof ApiError && error.status < 500
        ? error.message
        : 'Something went wrong while changing the quantity.',
    ),
};
