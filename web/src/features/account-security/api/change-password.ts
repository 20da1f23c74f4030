import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#domain/query-keys.ts';
import { apiSend } from '#web/lib/api-client.ts';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  /** Ends every other session of the account; this one is replaced by a new session (a new cookie). */
  revokeOtherSessions: boolean;
}

/** Better Auth's change of password, for a signed-in account that has one. */
export function changePassword(input: ChangePasswordInput) {
  return apiSend<unknown>('POST', '/auth/change-password', input);
}

/**
 * Its refusals (a wrong current password, the policy, too many attempts, a second factor first)
 * are said by the form. After other sessions were ended, the sessions list and this session's
 * security (it is a new session) are asked again.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    meta: { reportsOwnErrors: true },
    onSuccess: async (_answer, { revokeOtherSessions }) => {
      if (!revokeOtherSessions) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.accountSecurity }),
      ]);
    },
  });
}
