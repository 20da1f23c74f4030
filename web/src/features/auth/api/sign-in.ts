import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#web/lib/api-client.ts';
import { refreshSession } from '#web/lib/session.ts';

export interface SignInInput {
  email: string;
  password: string;
}

/** What a password sign-in answers: a session, or (two-factor on) a wait for the code. */
export interface SignInAnswer {
  twoFactorRedirect?: boolean;
}

export function signIn(input: SignInInput) {
  return apiSend<SignInAnswer>('POST', '/auth/sign-in/email', input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    meta: { reportsOwnErrors: true, checksCredentials: true },
    onSuccess: () => refreshSession(queryClient),
  });
}
