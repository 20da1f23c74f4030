import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerListSchema } from '#domain/admin/customers.ts';
import { listUsersQuery } from '#domain/accounts/user.ts';
import { errorBody } from '#domain/errors.ts';
import { customers } from '#server/workflows/admin/admin-reads.ts';

const guarded = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The dashboard's customers table (a role is changed through PATCH /api/users/:id, routes/users.ts). */
export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.workflowDeps;

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
};
