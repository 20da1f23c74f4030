import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#web/lib/api-client.ts';
import { refreshSession } from '#web/lib/session.ts';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** Creates the account (always as a customer) and signs it in. */
export function signUp(input: SignUpInput) {
  return apiSend<unknown>('POST', '/auth/sign-up/email', input);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    meta: { reportsOwnErrors: true, checksCredentials: true },
    onSuccess: () => refreshSession(queryClient),
  });
}
