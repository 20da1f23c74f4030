import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '#domain/errors.ts';
import { adminMetalListSchema, metalIdParam, updateMetalPriceInput } from '#domain/metals/metal-admin.ts';
import { metalPriceSchema } from '#domain/metals/metal-price.ts';
import { setMetalPrice } from '../../workflows/admin/admin-writes.ts';

export const adminMetalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.workflowDeps;

  app.get(
    '/admin/metals',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Each metal with who changed its price last, and its rate history',
        response: { 200: adminMetalListSchema, 401: errorBody, 403: errorBody },
      },
    },
    async () => deps.services.metalPrices.withHistory(),
  );

  app.patch(
    '/metals/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Set a metal's price per gram (cents); the storefront follows at once",
        params: metalIdParam,
        body: updateMetalPriceInput,
        response: { 200: metalPriceSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => setMetalPrice(deps, request.user!, request.params.id, request.body.pricePerGram),
  );
};
