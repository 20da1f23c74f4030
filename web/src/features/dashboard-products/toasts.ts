import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';

// As the shop's other features: success alerts close after 1500 ms (spec section 9); problems
// stay until read or closed.
const SUCCESS_MS = 1500;
const PROBLEM_MS = 8000;

const success = (title: string, description?: string) =>
  notify('success', title, { description, duration: SUCCESS_MS });
const problem = (title: string, description?: string) => notify('error', title, { description, duration: PROBLEM_MS });

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Every message of the dashboard's product pages, worded as in spec section 8. */
export const productToast = {
  added: (name: string) => success('Product Added!', `${name} is in the shop now.`),
  /** The server's sentence when it gave one (a refused field, a lost session), else the spec's alone. */
  addFailed: (error: unknown) => problem('Something Went Wrong', error instanceof ApiError ? error.message : undefined),
  updated: (name: string) => success('Product Updated!', `${name} has been saved.`),
  updateFailed: (error: unknown) =>
    isNotFound(error)
      ? problem('Product Not Found')
      : problem(
          'Something Went Wrong',
          error instanceof ApiError ? error.message : 'Failed to update product. Please try again.',
        ),
  deleted: (name: string) => success('Deleted!', `${name} has been deleted.`),
  deleteFailed: (error: unknown) =>
    problem('Error!', isNotFound(error) ? 'Product Not Found' : 'Something went wrong.'),
};
