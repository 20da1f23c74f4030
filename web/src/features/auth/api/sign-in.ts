import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { refreshSession } from './get-me.ts';

export interface SignInInput {
  email: string;
  password: string;
}

export function signIn(input: SignInInput) {
  return apiSend<unknown>('POST', '/auth/sign-in/email', input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: () => refreshSession(queryClient) });
}
