import { z } from 'zod';
import type { ErrorReason } from '../error-reasons.ts';
import { isAdminRole, type Role } from './roles.ts';

/** ADMIN_2FA: whether admins must have two-factor sign-in on to use any admin route. */
export const ADMIN_TWO_FACTOR_POLICIES = ['off', 'required'] as const;
export type AdminTwoFactorPolicy = (typeof ADMIN_TWO_FACTOR_POLICIES)[number];

/**
 * Whether this session may use the admin routes, or what it lacks:
 * - not_admin: the role is not admin or owner (an allow-list: any other stored value is refused);
 * - second_factor_required: the account has two-factor on and this session has not passed it
 *   (signed in with Google, or began before it was turned on): a code opens it;
 * - second_factor_setup_required: ADMIN_2FA=required and the account has not turned it on yet.
 */
export const ADMIN_ACCESS = ['granted', 'not_admin', 'second_factor_required', 'second_factor_setup_required'] as const;
export type AdminAccess = (typeof ADMIN_ACCESS)[number];

export function adminAccess(
  account: { role: Role; twoFactorEnabled: boolean },
  secondFactorPassed: boolean,
  policy: AdminTwoFactorPolicy,
): AdminAccess {
  if (!isAdminRole(account.role)) return 'not_admin';
  if (account.twoFactorEnabled) return secondFactorPassed ? 'granted' : 'second_factor_required';
  return policy === 'required' ? 'second_factor_setup_required' : 'granted';
}

/** The reason the API answers an admin route with for each refusal. */
export const ADMIN_ACCESS_REFUSALS = {
  not_admin: 'problem.adminOnly',
  second_factor_required: 'problem.twoFactor.forDashboard',
  second_factor_setup_required: 'problem.twoFactor.setUpForDashboard',
} as const satisfies Record<Exclude<AdminAccess, 'granted'>, ErrorReason>;

/** GET /api/account/security: the signed-in account's second factor and this session's. */
export const accountSecuritySchema = /* @__PURE__ */ z.object({
  twoFactorEnabled: z.boolean(),
  /** This session has passed the second factor: signed in with a code, or entered one since. */
  secondFactorPassed: z.boolean(),
  /** A password to confirm changes with; an account made with Google has none. */
  hasPassword: z.boolean(),
  adminTwoFactor: z.enum(ADMIN_TWO_FACTOR_POLICIES),
  adminAccess: z.enum(ADMIN_ACCESS),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

/** One signed-in browser or device of the account (never its token). */
export const accountSessionSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  /** "Firefox on Windows", from the browser's user agent. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  /** When the session was last renewed or changed. */
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  secondFactorPassed: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionListSchema = /* @__PURE__ */ z.object({ items: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

export const sessionIdParam = /* @__PURE__ */ z.object({
  id: z
    .string()
    .min(1)
    .max(100, 'must be at most 100 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a session id'),
});

/** What the sign-in form accepts as a second factor: six digits, or a backup code (xxxxx-xxxxx). */
export const totpCodeSchema = /* @__PURE__ */ z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');
export const backupCodeSchema = /* @__PURE__ */ z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'Enter one of your backup codes, like abcde-12345.');
