import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '#domain/accounts/password-policy.ts';

// The password fields' rules, shared by the account forms (sign-in, sign-up, reset, and the
// security page's change of password). Only lazily loaded account pages import this file: zod
// stays out of the first page's code.

/** A password typed to prove it is you (sign-in, the current one): any, up to the policy's length. */
export const enteredPassword = z.string().min(1, 'Please enter your password').max(PASSWORD_MAX_LENGTH);

/** A new password must meet the shop's policy (the server checks it again). */
export const newPassword = z.string().superRefine((value, ctx) => {
  if (!value) return void ctx.addIssue({ code: 'custom', message: 'Please choose a password' });
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A new password typed twice (reset, change). */
export const newPasswordSchema = z
  .object({ password: newPassword, confirm: z.string().min(1, 'Please type the new password again') })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'The two passwords do not match',
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
