import { z } from 'zod';
import { enteredPassword, newPasswordSchema } from '#web/lib/password-schemas.ts';

/** The change of password: the current one, and a new one typed twice as on the reset form. */
export const changePasswordSchema = newPasswordSchema.safeExtend({
  currentPassword: enteredPassword,
  signOutOthers: z.boolean(),
});
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
