import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError, errorBody } from '#domain/errors.ts';
import { stripeClient, type StripeSettings } from '../providers/payments/stripe-gateway.ts';
import { placeOrder } from '../workflows/place-order/place-order.workflow.ts';

/** The events that say a card was authorized (manual capture) or charged. */
const PAID_EVENTS = new Set(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']);

/**
 * Stripe's webhook: only correctly signed events are read (Stripe's own signature check on the
 * raw body). A paid payment places its order through the same idempotent workflow as the
 * browser, so a closed tab still gets its order, and duplicates or late events change nothing.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ stripe: StripeSettings }> = async (app, options) => {
  const client = stripeClient(options.stripe);
  // The signature covers the exact bytes Stripe sent: this route keeps them unparsed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/stripe/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: "Stripe's payment events (signed with the webhook secret)",
        headers: z.object({ 'stripe-signature': z.string().min(1).max(2000) }),
        response: { 200: z.object({ received: z.literal(true) }), 400: errorBody },
      },
    },
    async (request) => {
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(
          request.body as Buffer,
          request.headers['stripe-signature'],
          options.stripe.webhookSecret,
        );
      } catch {
        throw new AppError('invalid_input', 'The Stripe signature is missing, wrong or too old.');
      }
      if (!PAID_EVENTS.has(event.type)) return { received: true as const };
      const intent = event.data.object as Stripe.PaymentIntent;
      try {
        await placeOrder(app.workflowDeps, intent.id);
      } catch (error) {
        // Answered for good (declined, sold out and released, not ours): Stripe need not send it again.
        // Anything else fails the delivery, and Stripe retries it later.
        if (!(error instanceof AppError) || error.code === 'internal') throw error;
        request.log.warn(
          { event: event.id, intent: intent.id, reason: error.message },
          'payment event not turned into an order',
        );
      }
      return { received: true as const };
    },
  );
};
