import type { AuthRateLimitAction } from './auth-limits.settings.ts';

/** Which attempts of an action use up its limit. */
export type Counted =
  /** every request: sign-ups and mails cost us something whether or not they succeed */
  | 'every-attempt'
  /** only those the library refuses: a right password or code never counts, so nobody is locked out by signing in */
  | 'failures';

interface LimitedAction {
  limit: AuthRateLimitAction;
  counted: Counted;
  /** Whose account the attempt is about: the e-mail in the body, or the account a code or password is checked for. */
  account: 'email' | 'signed-in-or-challenged';
}

/** The limit of every POST that has no entry below: a new endpoint of the library is limited the day it appears. */
const ANY_OTHER_WRITE: LimitedAction = {
  limit: 'ACCOUNT',
  counted: 'every-attempt',
  account: 'signed-in-or-challenged',
};

/** Endpoints that check a secret or send a mail, by the path the library runs. */
const LIMITED_ACTIONS: Record<string, LimitedAction> = {
  '/sign-in/email': { limit: 'SIGN_IN', counted: 'failures', account: 'email' },
  '/sign-up/email': { limit: 'SIGN_UP', counted: 'every-attempt', account: 'email' },
  '/request-password-reset': { limit: 'RESET_REQUEST', counted: 'every-attempt', account: 'email' },
  '/send-verification-email': { limit: 'RESET_REQUEST', counted: 'every-attempt', account: 'email' },
  '/reset-password': { limit: 'RESET', counted: 'failures', account: 'signed-in-or-challenged' },
  '/two-factor/verify-totp': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/two-factor/verify-backup-code': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/two-factor/verify-otp': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/two-factor/enable': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/two-factor/disable': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/two-factor/get-totp-uri': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/two-factor/generate-backup-codes': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/change-password': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
  '/change-email': { limit: 'VERIFY', counted: 'every-attempt', account: 'signed-in-or-challenged' },
  '/delete-user': { limit: 'VERIFY', counted: 'failures', account: 'signed-in-or-challenged' },
};

/** The only POSTs not counted: they check no secret, send nothing and change nothing but the caller's own sign-out. */
const UNCOUNTED_POSTS = new Set(['/sign-out', '/get-session']);

/** The limit an account request counts against; reads (GET) check nothing that can be guessed. */
export function limitedAction(method: string, action: string): LimitedAction | undefined {
  if (method !== 'POST' || UNCOUNTED_POSTS.has(action)) return undefined;
  return Object.hasOwn(LIMITED_ACTIONS, action) ? LIMITED_ACTIONS[action] : ANY_OTHER_WRITE;
}

/**
 * The action the gate judged for each Request it handed to Better Auth. The library's first hook
 * (auth.ts) refuses to run any other endpoint for that Request, so what is counted is what runs.
 */
const gatedActions = new WeakMap<Request, string>();

export function recordGatedAction(request: Request, action: string): void {
  gatedActions.set(request, action);
}

export function gatedActionOf(request: Request): string | undefined {
  return gatedActions.get(request);
}
