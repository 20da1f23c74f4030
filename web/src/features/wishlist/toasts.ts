import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';

// As the auth feature does: success alerts close themselves after 1500 ms (spec section 9);
// problems stay until read or closed.
const SUCCESS_MS = 1500;
const PROBLEM_MS = 8000;

const success = (title: string, description?: string) =>
  notify('success', title, { description, duration: SUCCESS_MS });
const problem = (title: string, description?: string) => notify('error', title, { description, duration: PROBLEM_MS });

/** Every message the wishlist shows, worded as in spec section 8. */
export const wishlistToast = {
  added: () => success('Added to Wishlist!'),
  addFailed: () => problem('Oops...', 'Something went wrong while adding to wishlist!'),
  removed: () => success('Removed!'),
  /** 404: the piece was already gone ("none deleted"); anything else is an exception. */
  removeFailed: (error: unknown) =>
    problem(
      'Error!',
      error instanceof ApiError && error.status === 404
        ? 'Failed to remove item from wishlist.'
        : 'An error occurred while removing the item.',
    ),
};
