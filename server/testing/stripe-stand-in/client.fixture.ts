import Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from './http-server.ts';

/** An official client on the stand-in. */
export function clientFor(standIn: StripeStandIn, key: string): Stripe {
  // No retries: a failing request must surface once, exactly as the stand-in answered it.
  return new Stripe(key, { host: standIn.host, port: standIn.port, protocol: standIn.protocol, maxNetworkRetries: 0 });
}

/** A started stand-in and a client with a test key on it; stop the stand-in after the tests. */
export async function startWithClient(): Promise<{ standIn: StripeStandIn; stripe: Stripe }> {
  const standIn = await startStripeStandIn();
  return { standIn, stripe: clientFor(standIn, 'sk_test_stand_in') };
}

/** A PaymentIntent authorized (not captured) with the 4242 card. */
export async function authorize(standIn: StripeStandIn, stripe: Stripe, amount = 4_200): Promise<Stripe.PaymentIntent> {
  const intent = await stripe.paymentIntents.create({ amount, currency: 'usd', capture_method: 'manual' });
  standIn.confirm(intent.id, '4242424242424242');
  return intent;
}
