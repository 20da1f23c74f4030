/** Query parameter Google's sign-in returns with: /?auth=google (returning user) or google-new. */
export const GOOGLE_RESULT_PARAM = 'auth';
