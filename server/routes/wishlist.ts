import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartSchema } from '#domain/cart/cart.ts';
import { errorBody } from '#domain/errors.ts';
import { addToWishlistInput, wishlistItemParam, wishlistSchema } from '#domain/wishlist/wishlist.ts';
import { shopperOf } from '../lib/shopper.ts';
import {
  addToWishlist,
  moveToCart,
  removeFromWishlist,
  wishlistOf,
} from '#server/workflows/shopper-lists/wishlist-actions.ts';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/**
 * The caller's own wishlist (a user's, or a visitor's behind their cookie; a new visitor's first
 * write is rate-limited per address: plugins/visitors.ts), at live prices.
 */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.workflowDeps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/wish',
    {
      config: { access: 'public' },
      schema: { tags: ['wishlist'], summary: "The caller's saved pieces", response: { 200: wishlistSchema } },
    },
    async (request) => wishlistOf(deps, shopperOf(request)),
  );

  app.post(
    '/wish',
    {
      config: { access: 'public' },
      schema: {
        tags: ['wishlist'],
        summary: 'Save a piece (saving it again changes nothing)',
        body: addToWishlistInput,
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request, reply) => addToWishlist(deps, await app.shopperForWrite(request, reply), request.body.productId),
  );

  app.delete(
    '/wish/:item',
    {
      config: { access: 'public' },
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a saved piece',
        params: wishlistItemParam,
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request) => removeFromWishlist(deps, shopperOf(request), request.params.item),
  );

  app.post(
    '/wish/:item/move-to-cart',
    {
      config: { access: 'public' },
      schema: {
        tags: ['wishlist'],
        summary: 'Put a saved piece in the cart and take it off the wishlist',
        params: wishlistItemParam,
        response: { 200: z.object({ cart: cartSchema, wishlist: wishlistSchema }), ...errors },
      },
    },
    async (request) => moveToCart(deps, shopperOf(request), request.params.item),
  );
};
