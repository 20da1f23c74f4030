import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '#domain/errors.ts';
import { pendingImpactSchema } from '#domain/rates/feed-guard.ts';
import { metalPriceSchema } from '#domain/rates/rate.ts';
import { pendingRateIdParam, rateFeedStatusSchema, updateRateFeedPremiumsInput } from '#domain/rates/rate-feed.ts';
import type { RateFeedSettings } from '#server/modules/rate-feed/rate-feed.settings.ts';
import {
  approvePendingRate,
  readRateFeedStatus,
  rejectPendingRate,
  setFeedPremiums,
} from '#server/workflows/rate-feed/rate-feed-actions.ts';
import { pendingMoveImpact } from '#server/workflows/rate-feed/rate-pins.ts';

/** The Metal Price page's feed panel: status, premiums, and the moves held back for approval. */
export const adminRateFeedRoutes: FastifyPluginAsyncZod<{ settings: RateFeedSettings | undefined }> = async (
  app,
  options,
) => {
  const deps = app.workflowDeps;
  const status = () => readRateFeedStatus(deps, options.settings);
  const refusals = { 401: errorBody, 403: errorBody };

  app.get(
    '/admin/rate-feed',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "The live rate feed: configured or not, its last fetch, each metal's premium, moves waiting for approval",
        response: { 200: rateFeedStatusSchema, ...refusals },
      },
    },
    status,
  );

  app.patch(
    '/admin/rate-feed/premiums',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Set the shop's premium on the spot price per metal (basis points: 2.5 % = 250), used from the next fetch",
        body: updateRateFeedPremiumsInput,
        response: { 200: rateFeedStatusSchema, 400: errorBody, ...refusals },
      },
    },
    async (request) => {
      await setFeedPremiums(deps, request.user!, request.body);
      return status();
    },
  );

  app.get(
    '/admin/rate-feed/pending/:id/impact',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'What approving a held move does: the pieces whose price changes, the total change, the smallest and largest (cents)',
        params: pendingRateIdParam,
        response: { 200: pendingImpactSchema, 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request) => pendingMoveImpact(deps, request.params.id),
  );

  app.post(
    '/admin/rate-feed/pending/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Apply a move the guard held back (who = the admin, "(feed)")',
        params: pendingRateIdParam,
        response: { 200: metalPriceSchema, 400: errorBody, 404: errorBody, 409: errorBody, ...refusals },
      },
    },
    async (request) => approvePendingRate(deps, request.user!, request.params.id),
  );

  app.post(
    '/admin/rate-feed/pending/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Discard a move the guard held back; the rate stays',
        params: pendingRateIdParam,
        response: { 200: rateFeedStatusSchema, 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request) => {
      await rejectPendingRate(deps, request.user!, request.params.id);
      return status();
    },
  );
};
