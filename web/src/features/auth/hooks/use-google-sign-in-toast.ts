import { GOOGLE_RESULT_PARAM } from '../google-result.ts';
import { useSearchFlag } from './use-search-flag.ts';

/** In the shop layout: greets a shopper just back from Google (?auth=google or google-new on any page). */
export function useGoogleSignInToast() {
  useSearchFlag(GOOGLE_RESULT_PARAM, (value) => {
    // The messages load only for this rare arrival: they are not part of every page's first download.
    if (value.startsWith('google')) void import('../toasts.ts').then(({ authToast }) => authToast.googleLoggedIn());
  });
}
