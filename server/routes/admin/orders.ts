import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderListSchema, adminOrdersQuery, setOrderStatusInput } from '#domain/admin/admin-orders.ts';
import { errorBody } from '#domain/errors.ts';
import { orderIdParam, orderSchema } from '#domain/orders/order.ts';
import { takeOrderStep } from '#server/workflows/order-steps/order-steps.ts';

export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.workflowDeps;

  app.get(
    '/admin/orders',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'All orders: by status, searched by e-mail, name, item names and categories',
        querystring: adminOrdersQuery,
        response: { 200: adminOrderListSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => deps.services.orders.adminList(request.query),
  );

  app.patch(
    '/admin/orders/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Take an order's next step: confirmed, shipped (with its parcel), delivered, or cancelled before it ships; forward only (409 otherwise)",
        params: orderIdParam,
        body: setOrderStatusInput,
        response: { 200: orderSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => takeOrderStep(deps, request.user!, request.params.id, request.body),
  );
};
