import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuery } from '#domain/admin/audit.ts';
import { errorBody } from '#domain/errors.ts';

const guarded = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The dashboard's audit log: every admin write, written by the admin workflows (workflows/admin). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.workflowDeps;

  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every admin write: who, when and what changed',
        querystring: auditQuery,
        response: { 200: auditListSchema, ...guarded },
      },
    },
    async (request) => deps.services.audit.list(request.query),
  );
};
