import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { ROLES } from './roles.ts';

export const userSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  /** The language of the shop's mails to the account. */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const meSchema = /* @__PURE__ */ z.object({ user: userSchema });

export const listUsersQuery = /* @__PURE__ */ z.object({
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1)
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1)
    .max(100)
    .default(20),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

export const userListSchema = /* @__PURE__ */ z.object({
  items: z.array(userSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type UserList = z.infer<typeof userListSchema>;

export const updateRoleInput = /* @__PURE__ */ z.strictObject({ role: z.enum(ROLES) });
/** PUT /api/me/language: the language the shop's mails to the account are written in. */
export const updateLanguageInput = /* @__PURE__ */ z.strictObject({
  language: z.enum(LANGUAGES, { error: "must be 'en' or 'ar'" }),
});

export const userIdParam = /* @__PURE__ */ z.object({ id: z.string().min(1).max(100) });

/** What the login page needs to know about sign-in options. */
export const authProvidersSchema = /* @__PURE__ */ z.object({
  google: z.boolean(),
  /** PUBLIC_URL's origin: Google returns there (the redirect address registered with Google). */
  googleOrigin: z.string(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
