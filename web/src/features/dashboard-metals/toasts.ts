import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';

// As the cart and auth features do: success alerts close after 1500 ms (spec section 9);
// problems stay until read or closed.
const SUCCESS_MS = 1500;
const PROBLEM_MS = 8000;

/** The metal price messages of spec section 8 ('Product Updated' is the spec's text for a price change). */
export const metalToast = {
  updated: () => notify('success', 'Product Updated', { duration: SUCCESS_MS }),
  /** A refusal the server explains (a 4xx) carries its sentence; anything else stays general. */
  updateFailed: (error: unknown) =>
    notify('error', 'Something went wrong', {
      duration: PROBLEM_MS,
      description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
    }),
};
