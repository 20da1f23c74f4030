import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { GOOGLE_RESULT_PARAM } from '../google-result.ts';

/**
 * Starts Google's authorization-code flow: the server answers with Google's address and the
 * browser leaves the shop. It comes back to / (with ?auth=…) or, on failure, to /login?error=….
 */
export async function startGoogleSignIn(): Promise<void> {
  const { url } = await apiSend<{ url: string; redirect: boolean }>('POST', '/auth/sign-in/social', {
    provider: 'google',
    callbackURL: `/?${GOOGLE_RESULT_PARAM}=google`,
    newUserCallbackURL: `/?${GOOGLE_RESULT_PARAM}=google-new`,
    errorCallbackURL: '/login?error=google',
  });
  window.location.assign(url);
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: startGoogleSignIn });
}
