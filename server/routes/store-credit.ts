import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '#domain/errors.ts';
import { storeCreditSchema } from '#domain/exchange/store-credit.ts';

/** The signed-in customer's store credit: the balance and how it moved. */
export const storeCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/store-credit',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: "The account's store credit balance (cents, never below zero) and its entries, newest first",
        response: { 200: storeCreditSchema, 401: errorBody },
      },
    },
    async (request) => app.services.storeCredit.statement(request.user!.id),
  );
};
