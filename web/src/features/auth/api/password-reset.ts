import { useMutation } from '@tanstack/react-query';
import { apiSend } from '#web/lib/api-client.ts';
import { documentHref } from '#web/lib/i18n.ts';
import { paths } from '#web/config/paths.ts';

/** Mails a reset link; the server answers the same for unknown addresses. */
export function requestPasswordReset(email: string) {
  return apiSend<unknown>('POST', '/auth/request-password-reset', {
    email,
    // The mail's link lands on the new-password page in the language the reset was asked in.
    redirectTo: documentHref(paths.resetPassword.getHref()),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { reportsOwnErrors: true, checksCredentials: true } });
}

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** Sets the new password; the server also ends every session of that user. */
export function resetPassword(input: ResetPasswordInput) {
  return apiSend<unknown>('POST', '/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { reportsOwnErrors: true, checksCredentials: true } });
}
