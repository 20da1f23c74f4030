import { afterAll, describe, expect, it } from 'vitest';
import { startWithClient } from './client.fixture.ts';

const { standIn, stripe } = await startWithClient();
afterAll(() => standIn.stop());

describe('Stripe stand-in: test cards', () => {
  it('succeeds at once with automatic capture and reads a Mastercard', async () => {
    const created = await stripe.paymentIntents.create({ amount: 2_000, currency: 'usd' });
    expect(created.capture_method).toBe('automatic_async');

    expect(standIn.confirm(created.id, '5555 5555 5555 4444')).toMatchObject({
      status: 'succeeded',
      amount_received: 2_000,
    });
    const paid = await stripe.paymentIntents.retrieve(created.id, { expand: ['latest_charge'] });
    expect(paid.latest_charge).toMatchObject({
      captured: true,
      payment_method_details: { card: { brand: 'mastercard', last4: '4444' } },
    });
  });

  it('keeps a declined PaymentIntent open with Stripe’s decline messages', async () => {
    const declined = await stripe.paymentIntents.create({ amount: 3_000, currency: 'usd', capture_method: 'manual' });
    standIn.confirm(declined.id, '4000000000000002');

    const afterDecline = await stripe.paymentIntents.retrieve(declined.id);
    expect(afterDecline.status).toBe('requires_payment_method');
    expect(afterDecline.last_payment_error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(afterDecline.amount_capturable).toBe(0);

    const poor = await stripe.paymentIntents.create({ amount: 3_000, currency: 'usd', capture_method: 'manual' });
    standIn.confirm(poor.id, '4000000000009995');
    const afterInsufficient = await stripe.paymentIntents.retrieve(poor.id);
    expect(afterInsufficient.status).toBe('requires_payment_method');
    expect(afterInsufficient.last_payment_error).toMatchObject({
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });

    // The shopper tries another card on the same PaymentIntent.
    expect(standIn.confirm(poor.id, '4242424242424242')).toMatchObject({
      status: 'requires_capture',
      last_payment_error: null,
    });
    expect(() => standIn.confirm(poor.id, '4242424242424242')).toThrow(/requires_capture/);
    expect(() => standIn.confirm(declined.id, '4242424242424241')).toThrow('Your card number is invalid.');
  });
});
