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
      reply.header('cache-control', 'public, max-age=30');
      return app.services.metals.list();
    },
  );
};
