import Stripe from 'stripe';
import { now, stripeId } from './ids.ts';
import type { StandInEvent } from './objects.ts';

/** A Stripe Event wrapping `object`, as delivered to a webhook endpoint (sign it with stripe-node). */
export function stripeEvent(type: string, object: unknown, id = stripeId('evt')): StandInEvent {
  return {
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: now(),
    livemode: false,
    data: { object },
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}
