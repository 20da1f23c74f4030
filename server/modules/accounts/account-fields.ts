import { APIError } from 'better-auth/api';
import { accountImageSchema, accountNameSchema } from '#domain/accounts/account-name.ts';
import { passwordProblem } from '#domain/accounts/password-policy.ts';

/** The trimmed name, or a 400 saying what the shared rule (domain/accounts/account-name.ts) wants. */
function checkedName(name: unknown): string {
  const parsed = accountNameSchema.safeParse(name);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', { message: `${parsed.error.issues[0]!.message}.`, code: 'INVALID_NAME' });
  }
  return parsed.data;
}

/** A profile photo, wherever one is set (sign-up, /update-user): none, or an https address. */
function checkImage(fields: Record<string, unknown>): void {
  if (!('image' in fields)) return;
  const image = accountImageSchema.safeParse(fields.image);
  if (!image.success) {
    throw new APIError('BAD_REQUEST', { message: `${image.error.issues[0]!.message}.`, code: 'INVALID_IMAGE' });
  }
}

/** The shop's password rule (domain/accounts/password-policy.ts), for every way a password is set. */
function checkPassword(password: unknown): void {
  const problem = typeof password === 'string' ? passwordProblem(password) : 'Password is required.';
  if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_POLICY' });
}

/** A JSON object body, or none (the library refuses anything else itself). */
function fieldsOf(body: unknown): Record<string, unknown> | undefined {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

/**
 * The shop's rules on what the library would store as given: a name must meet the sign-up rule, a
 * photo must be an https address, and every new password the policy, before anything is stored.
 * The library checks only that fields exist.
 */
export function checkedAccountFields(path: string, body: unknown) {
  const fields = fieldsOf(body);
  if (!fields) return;
  switch (path) {
    case '/sign-up/email':
      checkPassword(fields.password);
      checkImage(fields);
      return { context: { body: { ...fields, name: checkedName(fields.name) } } };
    case '/update-user':
      checkImage(fields);
      return 'name' in fields ? { context: { body: { ...fields, name: checkedName(fields.name) } } } : undefined;
    case '/reset-password':
    case '/change-password':
      checkPassword(fields.newPassword);
      return;
  }
}
