import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '#domain/errors.ts';
import { orderIdParam } from '#domain/orders/order.ts';
import { returnRequestInput, returnSchema } from '#domain/returns/return-request.ts';
import { requestReturn } from '../workflows/returns/return-actions.ts';

/** A buyer's returns: asking to return a line of their own order, and seeing what became of it. */
export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.workflowDeps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/orders/:id/returns',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'Ask to return one line of your order, within its window (409 with the reason otherwise)',
        params: orderIdParam,
        body: returnRequestInput,
        response: { 201: returnSchema, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return requestReturn(deps, request.user!.id, request.params.id, request.body);
    },
  );

  app.get(
    '/account/returns',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'Your returns, newest first',
        response: { 200: z.object({ items: z.array(returnSchema) }), 401: errorBody },
      },
    },
    async (request) => ({ items: await app.services.returns.forUser(request.user!.id) }),
  );
};
