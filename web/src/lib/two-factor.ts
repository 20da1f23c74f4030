import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#domain/query-keys.ts';
import { ApiError, apiSend, errorMessage } from '#web/lib/api-client.ts';
import { problemMessage } from '#web/lib/api-error.ts';
import { t } from '#web/lib/i18n.ts';
import { refreshSession } from '#web/lib/session.ts';

/** A code from the authenticator app, or one of the backup codes. */
export type TwoFactorMethod = 'totp' | 'backup';

export interface TwoFactorInput {
  method: TwoFactorMethod;
  code: string;
}

/**
 * Checks a second factor: the one a password sign-in is waiting for (the server then starts the
 * session), or, for a session that is already signed in, the one the dashboard asks for.
 */
export function verifyTwoFactorCode({ method, code }: TwoFactorInput) {
  const path = method === 'totp' ? '/auth/two-factor/verify-totp' : '/auth/two-factor/verify-backup-code';
  return apiSend<unknown>('POST', path, { code });
}

/** At sign-in: a new session, so everything the previous visitor had is dropped and asked again. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactorCode,
    meta: { reportsOwnErrors: true, checksCredentials: true },
    onSuccess: () => refreshSession(queryClient),
  });
}

/** In a signed-in session: what it may do has changed (the dashboard, the security page). */
export function useVerifySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactorCode,
    meta: { reportsOwnErrors: true, checksCredentials: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

/** What went wrong with a code, in words; `expired` when a sign-in must start again. */
export function twoFactorProblem(error: unknown): { message: string; expired: boolean } {
  if (!(error instanceof ApiError)) return { message: errorMessage(error), expired: false };
  if (/two factor cookie|request a new code/i.test(error.message)) {
    return { message: t('security.code.expired'), expired: true };
  }
  if (/^invalid (backup )?code$/i.test(error.message)) {
    return { message: t('security.code.wrong'), expired: false };
  }
  return { message: problemMessage(error), expired: false };
}
