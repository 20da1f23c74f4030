import { GOOGLE_RESULT_PARAM } from '../google-result.ts';
import { authToast } from '../toasts.ts';
import { useSearchFlag } from './use-search-flag.ts';

/** On the home page: greets a shopper who just came back from Google (/?auth=google or google-new). */
export function useGoogleSignInToast() {
  useSearchFlag(GOOGLE_RESULT_PARAM, (value) => {
    if (value.startsWith('google')) authToast.googleLoggedIn();
  });
}
