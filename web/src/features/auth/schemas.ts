import { z } from 'zod';
import { accountNameSchema } from '#domain/accounts/account-name.ts';
import { enteredPassword, newPassword } from '#web/lib/password-schemas.ts';

// Only the lazily loaded account pages import this file: zod stays out of the first page's code.

const email = z
  .string()
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'That email address is too long')
  .pipe(z.email('Please enter a valid email address'));

export const signInSchema = z.object({
  email,
  password: enteredPassword,
});
export type SignInValues = z.infer<typeof signInSchema>;

export const registerSchema = z.object({
  name: accountNameSchema,
  email,
  password: newPassword,
});
export type RegisterValues = z.infer<typeof registerSchema>;
