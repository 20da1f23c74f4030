import { z } from 'zod';
import { accountNameSchema } from '#domain/accounts/account-name.ts';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '#domain/accounts/password-policy.ts';

// Only the lazily loaded account pages import this file: zod stays out of the first page's code.

const email = z
  .string()
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'That email address is too long')
  .pipe(z.email('Please enter a valid email address'));

/** A new password must meet the shop's policy (the server checks it again). */
const newPassword = z.string().superRefine((value, ctx) => {
  if (!value) return void ctx.addIssue({ code: 'custom', message: 'Please choose a password' });
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password').max(PASSWORD_MAX_LENGTH),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const registerSchema = z.object({
  name: accountNameSchema,
  email,
  password: newPassword,
});
export type RegisterValues = z.infer<typeof registerSchema>;

export const newPasswordSchema = z
  .object({ password: newPassword, confirm: z.string().min(1, 'Please type the new password again') })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'The two passwords do not match',
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
