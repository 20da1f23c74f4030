import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authProvidersSchema,
  meSchema,
  updateLanguageInput,
  updateRoleInput,
  userIdParam,
  userSchema,
} from '#domain/accounts/user.ts';
import { AppError, errorBody } from '#domain/errors.ts';
import { setUserRole } from '../workflows/admin/admin-writes.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ googleEnabled: boolean; publicUrl: string }> = async (
  app,
  options,
) => {
  app.get(
    '/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, with role',
        response: { 200: meSchema, 401: errorBody },
      },
    },
    async (request) => {
      const user = await app.services.accounts.get(request.user!.id);
      if (!user) throw new AppError('unauthorized', 'problem.signIn');
      return { user };
    },
  );

  app.put(
    '/me/language',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: "The language of the account's mails (the web app sends the page's when they differ)",
        body: updateLanguageInput,
        response: { 200: meSchema, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const user = await app.services.accounts.setLanguage(request.user!.id, request.body.language);
      if (!user) throw new AppError('unauthorized', 'problem.signIn');
      return { user };
    },
  );

  app.get(
    '/auth-providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Which sign-in methods are set up',
        response: { 200: authProvidersSchema },
      },
    },
    async () => ({ google: options.googleEnabled, googleOrigin: new URL(options.publicUrl).origin }),
  );

  app.patch(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['accounts'],
        summary: "Change a user's role",
        params: userIdParam,
        body: updateRoleInput,
        response: { 200: userSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => setUserRole(app.workflowDeps, request.user!, request.params.id, request.body.role),
  );
};
