import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyRateListSchema } from '#domain/exchange/buy-rates.ts';
import { estimateIdParam, estimateInput, estimateSchema } from '#domain/exchange/estimate.ts';
import { AppError, errorBody } from '#domain/errors.ts';
import { takeForAddress } from '../lib/address-limit.ts';
import type { ExchangeSettings } from '../modules/exchange/exchange.settings.ts';
import { makeEstimate } from '../workflows/exchange/make-estimate.ts';

export interface ExchangeOptions {
  settings: ExchangeSettings;
  /** The same limit as booking a visit (RATE_LIMIT_APPOINTMENT_*), counted under its own name. */
  limit: { perIp: number; windowMinutes: number };
  ipv6Prefix: number;
}

/** Old gold: the shop's buy rates, and online offers kept by an unguessable id (docs/old-gold.md). */
export const exchangeRoutes: FastifyPluginAsyncZod<ExchangeOptions> = async (app, options) => {
  const deps = app.workflowDeps;
  const estimates = app.limiter('exchange-estimates:ip', {
    points: options.limit.perIp,
    windowSeconds: options.limit.windowMinutes * 60,
  });

  app.get(
    '/buy-rates',
    {
      config: { access: 'public' },
      schema: {
        tags: ['metals'],
        summary:
          'The rate per gram (cents) the shop buys each purity at, beside its sell rate; null while the sell rate is under review (ask in store)',
        response: { 200: buyRateListSchema },
      },
    },
    async (_request, reply) => {
      // Revalidated on every read, as GET /api/metals: a buy rate never lags the sell rate beside it.
      reply.header('cache-control', 'no-cache');
      return app.services.rates.buyRates();
    },
  );

  app.post(
    '/exchange/estimates',
    {
      config: { access: 'public' },
      schema: {
        tags: ['exchange'],
        summary: "An offer for old metal at today's buy rate, line by line; held for EXCHANGE_OFFER_HOLD_HOURS",
        body: estimateInput,
        response: { 201: estimateSchema, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await takeForAddress(estimates, request, reply, options.ipv6Prefix, 'problem.exchange.tooMany');
      reply.header('cache-control', 'private, no-store');
      return reply.code(201).send(await makeEstimate(deps, options.settings, request.body));
    },
  );

  app.get(
    '/exchange/estimates/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['exchange'],
        summary: 'An offer read back by its id, until it expires (404 after)',
        params: estimateIdParam,
        response: { 200: estimateSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const estimate = await deps.services.exchange.find(request.params.id, deps.now());
      if (!estimate) throw new AppError('not_found', 'problem.exchange.notFound');
      reply.header('cache-control', 'private, no-store');
      return estimate;
    },
  );
};
