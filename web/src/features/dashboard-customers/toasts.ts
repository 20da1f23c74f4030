import type { Role } from '#domain/accounts/roles.ts';
import { notify, serverMessage } from '#web/lib/notify.ts';

/** The messages of a role change. */
export const roleToast = {
  updated: (role: Role) => notify.success(`User role updated to ${role}`),
  /**
   * A refusal the server explains (403: only an owner manages owners, nobody removes their own
   * admin rights; 404: the account is gone) carries its sentence.
   */
  failed: (error: unknown) => notify.problem('Something went wrong', { description: serverMessage(error) }),
};
