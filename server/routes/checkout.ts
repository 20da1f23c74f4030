import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutSessionSchema,
  completeCheckoutInput,
  payWithCardInput,
  payWithCreditInput,
  placedOrderSchema,
  prepareCheckoutInput,
} from '#domain/checkout/checkout.ts';
import { quoteInput } from '#domain/checkout/fulfilment.ts';
import { errorBody } from '#domain/errors.ts';
import {
  completeCheckout,
  payWithCard,
  payWithCredit,
  prepareCheckout,
  startCheckout,
} from '../workflows/checkout/checkout-actions.ts';
import { confirmationsSent } from '../workflows/place-order/place-order.workflow.ts';

const errors = { 400: errorBody, 401: errorBody, 402: errorBody, 404: errorBody, 409: errorBody };

/** Paying for the signed-in customer's cart: a quote, then the card, then the order. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.workflowDeps;
  // Order confirmations leave after the answer (placeOrder): a shutdown lets them finish first.
  app.addHook('onClose', () => confirmationsSent());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/checkout/quote',
    {
      config: { access: 'user' },
      schema: {
        tags: ['checkout'],
        summary:
          'Price the cart for payment (held 15 minutes), shipped or picked up, with store credit, and open its payment',
        // No body at all (null) or {}: the quote as it always was.
        body: quoteInput.nullish(),
        response: { 200: checkoutSessionSchema, ...errors },
      },
    },
    async (request) =>
      startCheckout(deps, request.user!.id, request.body?.fulfilment ?? null, request.body?.credit ?? 0),
  );

  app.post(
    '/checkout/pay',
    {
      config: { access: 'user' },
      schema: {
        tags: ['checkout'],
        summary: 'Offline gateway: pay the quote with a card and place the order',
        body: payWithCardInput,
        response: { 200: placedOrderSchema, ...errors },
      },
    },
    async (request) => ({ order: await payWithCard(deps, request.user!.id, request.body) }),
  );

  app.post(
    '/checkout/pay-with-credit',
    {
      config: { access: 'user' },
      schema: {
        tags: ['checkout'],
        summary: 'Place the order of a quote the store credit covers in full (no card)',
        body: payWithCreditInput,
        response: { 200: placedOrderSchema, ...errors },
      },
    },
    async (request) => ({ order: await payWithCredit(deps, request.user!.id, request.body) }),
  );

  app.post(
    '/checkout/prepare',
    {
      config: { access: 'user' },
      schema: {
        tags: ['checkout'],
        summary: 'Stripe: check the quote and keep the shipping address before the card is confirmed',
        body: prepareCheckoutInput,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await prepareCheckout(deps, request.user!.id, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/checkout/complete',
    {
      config: { access: 'user' },
      schema: {
        tags: ['checkout'],
        summary: 'Stripe: place the order once the browser has confirmed the payment',
        body: completeCheckoutInput,
        response: { 200: placedOrderSchema, ...errors },
      },
    },
    async (request) => ({ order: await completeCheckout(deps, request.user!.id, request.body.quoteId) }),
  );
};
