import { GOOGLE_RESULT_PARAM } from '../google-result.ts';
import { authToast } from '../toasts.ts';
import { useSearchFlag } from './use-search-flag.ts';

/** In the shop layout: greets a shopper just back from Google (?auth=google or google-new on any page). */
export function useGoogleSignInToast() {
  useSearchFlag(GOOGLE_RESULT_PARAM, (value) => {
    if (value.startsWith('google')) authToast.googleLoggedIn();
  });
}
