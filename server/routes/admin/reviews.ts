import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '#domain/errors.ts';
import {
  adminReviewListSchema,
  adminReviewQuery,
  adminReviewSchema,
  reviewDecisionInput,
  reviewIdParam,
} from '#domain/reviews/review.ts';
import { decideReview } from '#server/workflows/reviews/review-actions.ts';

const guarded = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The dashboard's moderation of buyers' reviews: read them by status, approve or refuse (audited). */
export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reviews',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Reviews by status (pending first in line: the oldest), with their piece and buyer',
        querystring: adminReviewQuery,
        response: { 200: adminReviewListSchema, ...guarded },
      },
    },
    async (request) => app.services.reviews.listForAdmin(request.query),
  );

  app.patch(
    '/admin/reviews/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Approve or refuse a review: only approved ones are shown and counted in the piece's rating",
        params: reviewIdParam,
        body: reviewDecisionInput,
        response: { 200: adminReviewSchema, ...guarded, 404: errorBody },
      },
    },
    async (request) => decideReview(app.workflowDeps, request.user!, request.params.id, request.body.decision),
  );
};
