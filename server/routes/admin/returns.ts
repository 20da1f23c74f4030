import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '#domain/errors.ts';
import {
  returnDecisionInput,
  returnIdParam,
  returnListQuery,
  returnListSchema,
  returnSchema,
} from '#domain/returns/return-request.ts';
import { decideReturn } from '../../workflows/returns/return-actions.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Returns for staff: the list to work through, and the decision (refund and restock, or refuse). */
export const adminReturnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.workflowDeps;

  app.get(
    '/admin/returns',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Returns asked for, by status, newest first',
        querystring: returnListQuery,
        response: { 200: returnListSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => app.services.returns.list(request.query),
  );

  app.patch(
    '/admin/returns/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Approve a return (the piece back in stock, the card and store credit refunded once) or refuse it; approving again retries a refund that failed',
        params: returnIdParam,
        body: returnDecisionInput,
        response: { 200: returnSchema, ...refusals },
      },
    },
    async (request) => decideReturn(deps, request.user!, request.params.id, request.body),
  );
};
