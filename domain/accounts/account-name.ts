import { z } from 'zod';

export const ACCOUNT_NAME_MAX_LENGTH = 100;

/** Control characters (line breaks and tabs included) and the line and paragraph separators. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;

/**
 * A shopper's or admin's own name, as they type it at registration or change it later: 1 to 100
 * characters once trimmed, on one line. One rule for the register form, sign-up and
 * /api/auth/update-user (server/modules/accounts/better-auth.ts); the parsed value is the trimmed name.
 */
export const accountNameSchema = /* @__PURE__ */ z
  .string({ error: 'Please enter your full name' })
  .trim()
  .min(1, 'Please enter your full name')
  .max(ACCOUNT_NAME_MAX_LENGTH, `Please keep your name to ${ACCOUNT_NAME_MAX_LENGTH} characters or fewer`)
  .refine((name) => !NOT_ONE_LINE.test(name), 'Please write your name on one line');

/**
 * A profile photo a user may set on their own account: none, or an https address (Google's
 * profile photos are; the Content-Security-Policy decides which hosts a page will load).
 */
export const accountImageSchema = /* @__PURE__ */ z
  .url({ protocol: /^https$/, error: 'A profile photo must be an https address' })
  .max(2000, 'A profile photo address must be at most 2000 characters')
  .nullable();
