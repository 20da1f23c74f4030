import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { clientFor, startWithClient } from './client.fixture.ts';

const { standIn, stripe } = await startWithClient();
afterAll(() => standIn.stop());

describe('Stripe stand-in: requests it refuses', () => {
  it('answers unknown objects and routes with 404 and bad parameters with 400', async () => {
    const missing = await stripe.paymentIntents.retrieve('pi_missing').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'intent' });

    const route = await stripe.customers.create({ email: 'a@example.com' }).catch((error: unknown) => error);
    expect(route).toMatchObject({ statusCode: 404, message: expect.stringContaining('POST: /v1/customers') });

    const noAmount = await stripe.paymentIntents
      .create({ currency: 'usd' } as Stripe.PaymentIntentCreateParams)
      .catch((error: unknown) => error);
    expect(noAmount).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'amount' });
  });

  it('rejects a wrong API key with an authentication error', async () => {
    const error = await clientFor(standIn, 'sk_live_wrong_key')
      .paymentIntents.create({ amount: 1_000, currency: 'usd' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401, message: expect.stringContaining('Invalid API Key') });
  });
});
