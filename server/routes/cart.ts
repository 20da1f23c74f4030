import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToCartInput, cartLineParam, cartSchema, updateCartLineInput } from '#domain/cart/cart.ts';
import { errorBody } from '#domain/errors.ts';
import { shopperOf } from '../lib/shopper.ts';
import { addToCart, removeFromCart, setCartQuantity } from '#server/workflows/shopper-lists/cart-actions.ts';
import { cartAnswer, cartOf } from '#server/workflows/shopper-lists/cart-reads.ts';

const errors = { 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/**
 * The caller's own cart: the signed-in user's, or a visitor's behind their cookie (a new visitor's
 * first write is rate-limited per address: plugins/visitors.ts). A line is a product and a
 * quantity; every answer prices the whole cart on the server.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.workflowDeps;
  // Carts differ per shopper and change often: never kept by a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/cart',
    {
      config: { access: 'public' },
      schema: { tags: ['cart'], summary: "The caller's cart, priced at today's rates", response: { 200: cartSchema } },
    },
    // Encoded once while the cart and the rates stay as they are (checked against cartSchema then).
    async (request, reply) => (await cartAnswer(deps, shopperOf(request))).send(request, reply),
  );

  app.post(
    '/cart',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cart'],
        summary: 'Add a piece, with its size and engraving (the same piece already in the cart gets a higher quantity)',
        body: addToCartInput,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) =>
      addToCart(
        deps,
        await app.shopperForWrite(request, reply),
        request.body.productId,
        request.body.quantity,
        request.body.options,
      ),
  );

  app.patch(
    '/cart/:line',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cart'],
        summary: "Change a line's quantity (1 to the stock left)",
        params: cartLineParam,
        body: updateCartLineInput,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) =>
      setCartQuantity(deps, await app.shopperForWrite(request, reply), request.params.line, request.body.quantity),
  );

  app.delete(
    '/cart/:line',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cart'],
        summary: 'Remove a line',
        params: cartLineParam,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => removeFromCart(deps, shopperOf(request), request.params.line),
  );

  app.delete(
    '/cart',
    {
      config: { access: 'public' },
      schema: { tags: ['cart'], summary: 'Empty the cart', response: { 200: cartSchema } },
    },
    async (request) => {
      const owner = shopperOf(request);
      if (owner) await deps.services.cart.clear(owner);
      return cartOf(deps, owner);
    },
  );
};
