import type { Role } from '#domain/accounts/roles.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';

// As the cart and auth features do: success alerts close after 1500 ms (spec section 9);
// problems stay until read or closed.
const SUCCESS_MS = 1500;
const PROBLEM_MS = 8000;

/** The role change messages of spec section 8. */
export const roleToast = {
  updated: (role: Role) => notify('success', `User role updated to ${role}`, { duration: SUCCESS_MS }),
  /**
   * A refusal the server explains (403: only an owner manages owners, nobody removes their own
   * admin rights; 404: the account is gone) carries its sentence.
   */
  failed: (error: unknown) =>
    notify('error', 'Something went wrong', {
      duration: PROBLEM_MS,
      description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
    }),
};
