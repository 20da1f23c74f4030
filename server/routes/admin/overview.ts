import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuery } from '#domain/admin/audit.ts';
import { customerListSchema } from '#domain/admin/customers.ts';
import { overviewSchema } from '#domain/admin/overview.ts';
import { listUsersQuery } from '#domain/accounts/user.ts';
import { errorBody } from '#domain/errors.ts';
import { customers, overview } from '#server/workflows/admin/admin-reads.ts';

const guarded = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The overview, the customers table and the audit log. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.workflowDeps;

  app.get(
    '/admin/overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Live figures: tiles, recent users and products, 30 days of orders',
        response: { 200: overviewSchema, ...guarded },
      },
    },
    async () => overview(deps),
  );

  app.get(
    '/admin/customers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Customers and admins with their orders and spending, searchable',
        querystring: listUsersQuery,
        response: { 200: customerListSchema, ...guarded },
      },
    },
    async (request) => customers(deps, request.query),
  );

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
