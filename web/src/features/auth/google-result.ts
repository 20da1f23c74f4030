/** Query parameter Google's sign-in returns with: /?auth=google (returning user) or google-new. */
export const GOOGLE_RESULT_PARAM = 'auth';

/**
 * /login?google=start begins Google's sign-in on arrival. The button sends a shopper there on the
 * shop's public address when they reached the shop at another one (127.0.0.1, a LAN name): Google
 * returns only to the registered public address, where the sign-in's state cookie must be.
 */
export const GOOGLE_START_PARAM = 'google';
