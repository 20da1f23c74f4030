import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '#domain/errors.ts';
import { adminBoardSchema, boardRateParams, boardRateSchema, setBoardRateInput } from '#domain/rates/board-rates.ts';
import { pinMetalInput } from '#domain/rates/feed-guard.ts';
import {
  adminMetalListSchema,
  adminMetalSchema,
  metalIdParam,
  requestedRate,
  updateMetalPriceInput,
} from '#domain/rates/rate-admin.ts';
import { metalPriceSchema } from '#domain/rates/rate.ts';
import { rateWarningListSchema } from '#domain/rates/rate-warnings.ts';
import { setMetalPrice } from '#server/workflows/admin/admin-writes.ts';
import { clearBoardRate, setBoardRate } from '#server/workflows/admin/board-writes.ts';
import type { RateFeedSettings } from '#server/modules/rate-feed/rate-feed.settings.ts';
import { rateWarnings } from '#server/workflows/admin/rate-warnings.ts';
import { shopRateWarningSources } from '#server/workflows/admin/rate-warning-sources.ts';
import { pinMetalRate, unpinMetalRate } from '#server/workflows/rate-feed/rate-pins.ts';

export const adminRatesRoutes: FastifyPluginAsyncZod<{
  rateStaleHours: number;
  rateFeed: RateFeedSettings | undefined;
}> = async (app, options) => {
  const deps = app.workflowDeps;
  const warningSources = shopRateWarningSources(options.rateFeed);

  app.get(
    '/admin/rate-warnings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'What is wrong with the rates now: a metal without a rate, a stale rate (RATE_STALE_HOURS)',
        response: { 200: rateWarningListSchema, 401: errorBody, 403: errorBody },
      },
    },
    async () => rateWarnings(deps, options.rateStaleHours, warningSources),
  );

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
    async () => deps.services.rates.adminList(),
  );

  app.patch(
    '/metals/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Set a metal's price per gram: pricePerGramHundredthCents, or whole cents in pricePerGram; the storefront follows at once",
        params: metalIdParam,
        body: updateMetalPriceInput,
        response: { 200: metalPriceSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => setMetalPrice(deps, request.user!, request.params.id, requestedRate(request.body)),
  );

  app.get(
    '/admin/board-rates',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "The shop's karat board: each purity's own rate, who set it, and every change",
        response: { 200: adminBoardSchema, 401: errorBody, 403: errorBody },
      },
    },
    async () => deps.services.rates.adminBoard(),
  );

  app.put(
    '/admin/board-rates/:metal/:fineness',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Set a purity's own rate per gram (hundredths of a cent): it prices every piece of that purity",
        params: boardRateParams,
        body: setBoardRateInput,
        response: { 200: boardRateSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) =>
      setBoardRate(
        deps,
        request.user!,
        request.params.metal,
        request.params.fineness,
        request.body.pricePerGramHundredthCents,
      ),
  );

  app.delete(
    '/admin/board-rates/:metal/:fineness',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Clear a purity's own rate: it is priced at fineness × the pure rate again",
        params: boardRateParams,
        response: { 204: z.null(), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await clearBoardRate(deps, request.user!, request.params.metal, request.params.fineness);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/admin/metals/:id/pin',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Pin a metal's rate: the live feed leaves it until unpinned, or until `until` (ISO time)",
        params: metalIdParam,
        body: pinMetalInput,
        response: { 200: adminMetalSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => pinMetalRate(deps, request.user!, request.params.id, request.body),
  );

  app.delete(
    '/admin/metals/:id/pin',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Unpin a metal's rate: the live feed sets it again from its next quote",
        params: metalIdParam,
        response: { 200: adminMetalSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => unpinMetalRate(deps, request.user!, request.params.id),
  );
};
