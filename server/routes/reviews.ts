import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productIdParam } from '#domain/catalog/product.ts';
import { PRODUCT_ID_PATTERN } from '#domain/catalog/product-constants.ts';
import { AppError, errorBody } from '#domain/errors.ts';
import {
  newReviewInput,
  productReviewListSchema,
  reviewListQuery,
  writtenReviewSchema,
} from '#domain/reviews/review.ts';
import { canReview, writeReview } from '#server/workflows/reviews/review-actions.ts';

/** A malformed id is simply a product that does not exist. */
function knownId(id: string): string {
  if (!PRODUCT_ID_PATTERN.test(id)) throw new AppError('not_found', 'problem.catalog.productNotFound');
  return id;
}

/** A piece's approved reviews (anyone), and a review by a buyer who received it (docs/reviews.md). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.workflowDeps;

  app.get(
    '/products/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['products'],
        summary: "A piece's approved reviews, newest first; `canReview` when the signed-in caller may write one",
        params: productIdParam,
        querystring: reviewListQuery,
        response: { 200: productReviewListSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const id = knownId(request.params.id);
      if (!(await app.services.catalog.row(id))) throw new AppError('not_found', 'problem.catalog.productNotFound');
      const [list, may] = await Promise.all([
        app.services.reviews.listApproved(id, request.query),
        canReview(deps, request.user?.id, id),
      ]);
      return { ...list, canReview: may };
    },
  );

  app.post(
    '/products/:id/reviews',
    {
      config: { access: 'user' },
      schema: {
        tags: ['products'],
        summary: 'Review a piece you received (delivered or collected), once; it shows once an admin approves it',
        params: productIdParam,
        body: newReviewInput,
        response: {
          201: writtenReviewSchema,
          ...{ 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
        },
      },
    },
    async (request, reply) => {
      const review = await writeReview(deps, request.user!.id, knownId(request.params.id), request.body);
      return reply.code(201).send(review);
    },
  );
};
