import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderListSchema, adminOrdersQuery, setOrderStatusInput } from '#domain/admin/admin-orders.ts';
import { errorBody } from '#domain/errors.ts';
import { handoverInput } from '#domain/orders/handover.ts';
import { orderIdParam, orderSchema, type Order } from '#domain/orders/order.ts';
import { handOverOrder, takeOrderStep } from '#server/workflows/order-steps/order-steps.ts';

/** Staff never see a pick-up's code: the buyer tells it at the counter, so every admin answer hides it. */
export function withoutPickupCode(order: Order): Order {
  return order.pickup ? { ...order, pickup: { ...order.pickup, code: null } } : order;
}

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const adminOrdersRoutes: FastifyPluginAsyncZod<{ pickupHoldDays: number }> = async (app, options) => {
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
    async (request) => {
      const list = await deps.services.orders.adminList(request.query);
      return { ...list, items: list.items.map(withoutPickupCode) };
    },
  );

  app.patch(
    '/admin/orders/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Take an order's next step: confirmed, then shipped (with its parcel) and delivered, or ready for pick-up; cancelled before it ships or is collected; forward only (409 otherwise)",
        params: orderIdParam,
        body: setOrderStatusInput,
        response: { 200: orderSchema, ...refusals },
      },
    },
    async (request) =>
      withoutPickupCode(
        await takeOrderStep(deps, request.user!, request.params.id, request.body, {
          pickupHoldDays: options.pickupHoldDays,
        }),
      ),
  );

  app.post(
    '/admin/orders/:id/handover',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Hand a ready pick-up order to its collector: the code the buyer gives and the photo ID checked (409 for a wrong code, which is never revealed)',
        params: orderIdParam,
        body: handoverInput,
        response: { 200: orderSchema, ...refusals },
      },
    },
    async (request) => withoutPickupCode(await handOverOrder(deps, request.user!, request.params.id, request.body)),
  );
};
