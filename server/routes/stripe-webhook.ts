import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError, errorBody } from '#domain/errors.ts';
import { DISPUTE_STATUSES } from '#domain/orders/order-status.ts';
import { publishShopEvent } from '../lib/shop-events.ts';
import { stripeClient, type StripeSettings } from '../providers/payments/stripe-gateway.ts';
import { recordPaymentFacts } from '../workflows/payments/payment-events.ts';
import { placeOrder } from '../workflows/place-order/place-order.workflow.ts';

/** The events that say a card was authorized (manual capture) or charged. */
const PAID_EVENTS = new Set(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']);

/** A refund made after the capture (in Stripe's dashboard, or by the API): the Charge, with all refunded so far. */
const REFUND_EVENTS = new Set(['charge.refunded']);

/** A card holder disputed a charge, and how it went: the Dispute. */
const DISPUTE_EVENTS = new Set(['charge.dispute.created', 'charge.dispute.updated', 'charge.dispute.closed']);

/** Stripe gives the PaymentIntent as its id, or expanded. */
const intentRef = z.union([z.string().min(1), z.object({ id: z.string().min(1) }).transform((intent) => intent.id)]);

const refundedCharge = z.object({ payment_intent: intentRef, amount_refunded: z.number().int().min(0) });
const dispute = z.object({ payment_intent: intentRef, status: z.enum(DISPUTE_STATUSES) });

/**
 * Stripe's webhook: only correctly signed events are read (Stripe's own signature check on the
 * raw body). A paid payment places its order through the same idempotent workflow as the
 * browser, so a closed tab still gets its order, and duplicates or late events change nothing.
 * Refunds and disputes after the capture mark the order (its status then follows the payment),
 * idempotently and in whatever order they arrive.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ stripe: StripeSettings }> = async (app, options) => {
  const client = await stripeClient(options.stripe);
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
        throw new AppError('invalid_input', 'problem.request.badStripeSignature');
      }
      // Counted only once signed by Stripe, so nobody else can add event types to the metrics.
      publishShopEvent('webhookEvent', { provider: 'stripe', type: event.type });
      if (REFUND_EVENTS.has(event.type) || DISPUTE_EVENTS.has(event.type)) {
        const refund = REFUND_EVENTS.has(event.type) ? refundedCharge.safeParse(event.data.object) : undefined;
        const disputed = DISPUTE_EVENTS.has(event.type) ? dispute.safeParse(event.data.object) : undefined;
        if (refund?.success) {
          await recordPaymentFacts(app.workflowDeps, refund.data.payment_intent, {
            refundedCents: refund.data.amount_refunded,
          });
        } else if (disputed?.success) {
          await recordPaymentFacts(app.workflowDeps, disputed.data.payment_intent, {
            disputeStatus: disputed.data.status,
          });
        } else {
          // Not a card payment of ours (no PaymentIntent), or a state this shop does not know.
          request.log.warn({ event: event.id, type: event.type }, 'payment event not understood: ignored');
        }
        return { received: true as const };
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
