import type Stripe from 'stripe';
import type { PaymentGateway, PaymentIntent, PaymentStatus } from './payment-gateway.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local stand-in in tests); Stripe's own by default. */
  apiBase?: string | undefined;
}

const KNOWN_STATUSES = new Set<PaymentStatus>([
  'requires_payment_method',
  'requires_capture',
  'processing',
  'succeeded',
  'canceled',
]);

/** The stripe package (about 22 MB resident) is loaded when Stripe is configured and first used, not at start. */
const loadStripe = () => import('stripe').then((module) => module.default);

export async function stripeClient(settings: StripeSettings): Promise<Stripe> {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const StripeClient = await loadStripe();
  return new StripeClient(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  // After a decline, latest_charge is the failed attempt: its card did not pay for anything.
  const charge =
    typeof intent.latest_charge === 'object' && intent.latest_charge?.status === 'succeeded'
      ? intent.latest_charge
      : null;
  const card = charge?.payment_method_details?.card;
  // requires_confirmation and requires_action are steps of the browser's confirmation: not paid yet.
  const status = KNOWN_STATUSES.has(intent.status as PaymentStatus)
    ? (intent.status as PaymentStatus)
    : 'requires_payment_method';
  return {
    id: intent.id,
    amountCents: intent.amount,
    currency: intent.currency,
    status,
    metadata: intent.metadata,
    clientSecret: intent.client_secret,
    card: card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null,
    lastError: intent.last_payment_error?.message ?? null,
    refundedCents: charge?.amount_refunded ?? 0,
  };
}

/**
 * Stripe with manual capture: the browser's Payment Element authorizes the card, the shop
 * records the order, then captures. Every creating call carries an idempotency key.
 */
export function createStripeGateway(settings: StripeSettings, given?: Stripe): PaymentGateway {
  // Made by the first call (creating it loads the package), then kept.
  let made: Promise<Stripe> | undefined;
  const stripe = () => (made ??= given ? Promise.resolve(given) : stripeClient(settings));
  const retrieve = async (id: string) =>
    toIntent(await (await stripe()).paymentIntents.retrieve(id, { expand: ['latest_charge'] }));

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,

    async create({ amountCents, idempotencyKey, metadata, description }) {
      const client = await stripe();
      const intent = await client.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          capture_method: 'manual',
          automatic_payment_methods: { enabled: true },
          metadata,
          description,
        },
        { idempotencyKey: `create:${idempotencyKey}` },
      );
      return toIntent(intent);
    },

    retrieve,

    async capture(id) {
      const current = await retrieve(id);
      if (current.status === 'succeeded') return current;
      const client = await stripe();
      await client.paymentIntents.capture(id, {}, { idempotencyKey: `capture:${id}` });
      return retrieve(id);
    },

    async release(id) {
      const current = await retrieve(id);
      const client = await stripe();
      if (current.status === 'succeeded') {
        if (current.refundedCents < current.amountCents) {
          await client.refunds.create({ payment_intent: id }, { idempotencyKey: `refund:${id}` });
        }
      } else if (current.status !== 'canceled') {
        await client.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel:${id}` });
      }
      return retrieve(id);
    },
    async refund(id, amountCents, idempotencyKey) {
      const client = await stripe();
      await client.refunds.create({ payment_intent: id, amount: amountCents }, { idempotencyKey });
      return retrieve(id);
    },
    async cancel(id) {
      const current = await retrieve(id);
      if (current.status === 'succeeded' || current.status === 'canceled') return current;
      const client = await stripe();
      try {
        await client.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel:${id}` });
      } catch (error) {
        // Captured (or cancelled) between the two calls: Stripe refuses, and the payment stays as it is.
        if (
          !(error instanceof (await loadStripe()).errors.StripeInvalidRequestError) ||
          error.code !== 'payment_intent_unexpected_state'
        ) {
          throw error;
        }
      }
      return retrieve(id);
    },
    async *listAuthorized() {
      // Search, not list: only search filters by status. Results may lag behind by about a minute.
      const client = await stripe();
      let page: string | undefined;
      do {
        const result = await client.paymentIntents.search({
          query: "status:'requires_capture'",
          limit: 100,
          expand: ['data.latest_charge'],
          ...(page && { page }),
        });
        for (const intent of result.data) yield toIntent(intent);
        page = result.has_more && result.next_page ? result.next_page : undefined;
      } while (page);
    },
  };
}
