import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { startWithClient } from './client.fixture.ts';

const { standIn, stripe } = await startWithClient();
afterAll(() => standIn.stop());

describe('Stripe stand-in: idempotency keys', () => {
  it('creates a PaymentIntent once per idempotency key and refuses the key for another body', async () => {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: 12_500,
      currency: 'usd',
      capture_method: 'manual',
      automatic_payment_methods: { enabled: true },
      metadata: { quoteId: 'q_1', cartId: 'c_9' },
      description: 'Order q_1',
    };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'create:q_1' });

    expect(first).toMatchObject({
      object: 'payment_intent',
      amount: 12_500,
      amount_capturable: 0,
      amount_received: 0,
      currency: 'usd',
      capture_method: 'manual',
      status: 'requires_payment_method',
      metadata: { quoteId: 'q_1', cartId: 'c_9' },
      description: 'Order q_1',
      latest_charge: null,
      last_payment_error: null,
      livemode: false,
    });
    expect(first.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(first.client_secret).toMatch(new RegExp(`^${first.id}_secret_[A-Za-z0-9]+$`));

    const retried = await stripe.paymentIntents.create(params, { idempotencyKey: 'create:q_1' });
    expect(retried.id).toBe(first.id);
    expect(retried.client_secret).toBe(first.client_secret);
    expect(retried.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect(standIn.requests.filter((request) => request.idempotencyKey === 'create:q_1')).toEqual([
      { method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'create:q_1' },
      { method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'create:q_1' },
    ]);

    const conflict = await stripe.paymentIntents
      .create({ ...params, amount: 13_000 }, { idempotencyKey: 'create:q_1' })
      .catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(conflict).toMatchObject({ rawType: 'idempotency_error', statusCode: 400 });
    expect(standIn.intent(first.id).amount).toBe(12_500);
  });
});
