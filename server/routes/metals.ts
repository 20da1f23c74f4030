import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metalListSchema } from '#domain/metals/metal-price.ts';

export const metalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metals',
    {
      config: { access: 'public' },
      schema: {
        tags: ['metals'],
        summary: 'Per-gram price of each metal (cents)',
        response: { 200: metalListSchema },
      },
    },
    async (_request, reply) => {
      // Revalidated on every read, like the product prices: a browser must never pair a stale rate
      // in the ticker with prices already computed from the new one.
      reply.header('cache-control', 'no-cache');
      return app.services.metals.list();
    },
  );
};
