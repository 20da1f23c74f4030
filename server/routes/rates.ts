import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '#domain/errors.ts';
import { boardRateListSchema } from '#domain/rates/board-rates.ts';
import { metalHistoryQuery, metalHistorySchema, metalListSchema } from '#domain/rates/rate.ts';

export const ratesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metals',
    {
      config: { access: 'public' },
      schema: {
        tags: ['metals'],
        summary: 'Per-gram price of each metal (cents), when it was set, and its move over the last 24 hours',
        response: { 200: metalListSchema },
      },
    },
    async (_request, reply) => {
      // Revalidated on every read, like the product prices: a browser must never pair a stale rate
      // in the ticker with prices already computed from the new one.
      reply.header('cache-control', 'no-cache');
      return app.services.rates.list();
    },
  );

  app.get(
    '/metals/board-rates',
    {
      config: { access: 'public' },
      schema: {
        tags: ['metals'],
        summary: "The shop's own karat board: the purities whose rate per gram the shop sets itself",
        response: { 200: boardRateListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.services.rates.board();
    },
  );

  app.get(
    '/metals/history',
    {
      config: { access: 'public' },
      schema: {
        tags: ['metals'],
        summary: "Each metal's per-gram rate (cents) once every 24 hours over the last `days` days (1-365, default 30)",
        querystring: metalHistoryQuery,
        response: { 200: metalHistorySchema, 400: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.services.rates.history(request.query.days);
    },
  );
};
