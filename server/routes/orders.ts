import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '#domain/errors.ts';
import { orderIdParam, orderListSchema, orderSchema } from '#domain/orders/order.ts';

/** A customer's own orders. Another customer's order answers 404, as if it did not exist. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/orders',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's orders, newest first",
        response: { 200: orderListSchema, 401: errorBody },
      },
    },
    async (request) => ({ items: await app.services.orders.listForUser(request.user!.id) }),
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'One of your orders',
        params: orderIdParam,
        response: { 200: orderSchema, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const order = await app.services.orders.get(request.params.id, request.user!.id);
      if (!order) throw new AppError('not_found', 'problem.order.notFound');
      return order;
    },
  );
};
