import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSecuritySchema,
  accountSessionListSchema,
  adminAccess,
  type AdminTwoFactorPolicy,
  sessionIdParam,
} from '#domain/accounts/security.ts';
import { AppError, errorBody } from '#domain/errors.ts';

/**
 * The signed-in account's security page: its second factor and this session's, and its sessions
 * (device, address, times), each of which it can end. Two-factor itself is turned on and off
 * through Better Auth's endpoints under /api/auth/two-factor.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ adminTwoFactor: AdminTwoFactorPolicy }> = async (app, options) => {
  // The security page always shows what the database holds (never a kept session, decision 0011).
  app.get(
    '/account/security',
    {
      config: { access: 'user', freshSession: true },
      schema: {
        tags: ['accounts'],
        summary: "Two-factor sign-in of the account, whether this session passed it, and the dashboard's verdict",
        response: { 200: accountSecuritySchema, 401: errorBody },
      },
    },
    async (request) => {
      const user = request.user!;
      return {
        twoFactorEnabled: user.twoFactorEnabled,
        secondFactorPassed: user.session.secondFactorPassed,
        hasPassword: await app.services.sessions.hasPassword(user.id),
        adminTwoFactor: options.adminTwoFactor,
        adminAccess: adminAccess(user, user.session.secondFactorPassed, options.adminTwoFactor),
      };
    },
  );

  app.get(
    '/account/sessions',
    {
      config: { access: 'user', freshSession: true },
      schema: {
        tags: ['accounts'],
        summary: "The account's signed-in sessions, this one marked (no tokens)",
        response: { 200: accountSessionListSchema, 401: errorBody },
      },
    },
    async (request) => ({
      items: await app.services.sessions.listOf(request.user!.id, request.user!.session.id),
    }),
  );

  app.delete(
    '/account/sessions/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: "Ends one of the account's sessions at once (this one too: that signs it out)",
        params: sessionIdParam,
        response: { 204: z.null(), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const own = request.params.id === user.session.id;
      // Ending other sessions is a change to the account's lock, like turning two-factor off.
      if (!own && user.twoFactorEnabled && !user.session.secondFactorPassed) {
        throw new AppError('second_factor_required', 'problem.twoFactor.first');
      }
      if (!(await app.services.sessions.revoke(user.id, request.params.id))) {
        throw new AppError('not_found', 'problem.session.gone');
      }
      // Not kept anywhere any more: the ended session's next request is refused on every instance.
      app.workflowDeps.changes.accountChanged(user.id);
      return reply.status(204).send(null);
    },
  );
};
