import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#domain/query-keys.ts';
import { apiSend } from '#web/lib/api-client.ts';

/** What turning two-factor on hands out once: the authenticator's key (as a URI) and the backup codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/** An account made with Google has no password: its session is the proof, so none is sent. */
const confirmedBy = (password: string | undefined) => (password ? { password } : {});

/** Step one of turning it on: a new secret, not in force until the app's first code is verified. */
export function startTwoFactor(password?: string) {
  return apiSend<TwoFactorSetup>('POST', '/auth/two-factor/enable', confirmedBy(password));
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor, meta: { reportsOwnErrors: true, checksCredentials: true } });
}

export function turnOffTwoFactor(password?: string) {
  return apiSend<unknown>('POST', '/auth/two-factor/disable', confirmedBy(password));
}

/** The server replaces this session when the setting changes: everything about it is asked again. */
export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTwoFactor,
    meta: { reportsOwnErrors: true, checksCredentials: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

export function newBackupCodes(password?: string) {
  return apiSend<{ backupCodes: string[] }>('POST', '/auth/two-factor/generate-backup-codes', confirmedBy(password));
}

export function useNewBackupCodes() {
  return useMutation({ mutationFn: newBackupCodes, meta: { reportsOwnErrors: true, checksCredentials: true } });
}
