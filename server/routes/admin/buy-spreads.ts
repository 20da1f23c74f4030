import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '#domain/errors.ts';
import { buySpreadListSchema, setBuySpreadInput } from '#domain/exchange/buy-rates.ts';
import { setBuySpread } from '#server/workflows/admin/buy-spread-writes.ts';

/** How far below its sell rates the shop buys old metal: the Metal Price page's Buy rates panel. */
export const adminBuySpreadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.workflowDeps;

  app.get(
    '/admin/buy-spreads',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Each metal's buy spread (basis points below the sell rate) and any purity's own, with who set it",
        response: { 200: buySpreadListSchema, 401: errorBody, 403: errorBody },
      },
    },
    async () => deps.services.rates.adminBuySpreads(),
  );

  app.put(
    '/admin/buy-spreads',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Set a metal's buy spread, or a purity's own (`fineness`); `basisPoints: null` clears a purity's. Answers every spread",
        body: setBuySpreadInput,
        response: { 200: buySpreadListSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => setBuySpread(deps, request.user!, request.body),
  );
};
