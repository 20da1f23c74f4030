import { useMutation } from '@tanstack/react-query';
import { apiSend } from '#web/lib/api-client.ts';
import { documentHref } from '#web/lib/i18n.ts';
import { paths } from '#web/config/paths.ts';
import { GOOGLE_RESULT_PARAM } from '../google-result.ts';
import { withSearchParam } from '../redirect.ts';

/**
 * Starts Google's authorization-code flow: the server answers with Google's address and the
 * browser leaves the shop. It comes back to `returnTo` (/ by default, with ?auth=…) or, on
 * failure, to /login?error=… (still carrying where to go afterwards).
 */
export async function startGoogleSignIn(returnTo = paths.home.getHref()): Promise<void> {
  const loginPage = returnTo === paths.home.getHref() ? paths.login.getHref() : paths.login.getHref(returnTo);
  const { url } = await apiSend<{ url: string; redirect: boolean }>('POST', '/auth/sign-in/social', {
    provider: 'google',
    // Full page loads coming back: in the page's language (under /ar on an Arabic page).
    callbackURL: documentHref(withSearchParam(returnTo, GOOGLE_RESULT_PARAM, 'google')),
    newUserCallbackURL: documentHref(withSearchParam(returnTo, GOOGLE_RESULT_PARAM, 'google-new')),
    errorCallbackURL: documentHref(withSearchParam(loginPage, 'error', 'google')),
  });
  window.location.assign(url);
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: startGoogleSignIn, meta: { reportsOwnErrors: true, checksCredentials: true } });
}
