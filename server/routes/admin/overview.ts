import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewSchema } from '#domain/admin/overview.ts';
import { errorBody } from '#domain/errors.ts';
import { overview } from '#server/workflows/admin/admin-reads.ts';

const guarded = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The dashboard's overview: tiles, recent users and products, 30 days of orders. */
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
};
