import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { authorize, startWithClient } from './client.fixture.ts';

const { standIn, stripe } = await startWithClient();
afterAll(() => standIn.stop());

const authorizedIntent = (amount?: number) => authorize(standIn, stripe, amount);

describe('Stripe stand-in: PaymentIntents', () => {
  it('authorizes with 4242…, expands the charge, captures and refunds', async () => {
    const created = await stripe.paymentIntents.create(
      { amount: 8_900, currency: 'usd', capture_method: 'manual', metadata: { quoteId: 'q_2' } },
      { idempotencyKey: 'create:q_2' },
    );

    const confirmed = standIn.confirm(created.id, '4242424242424242');
    expect(confirmed).toMatchObject({ status: 'requires_capture', amount_capturable: 8_900, amount_received: 0 });

    const authorized = await stripe.paymentIntents.retrieve(created.id, { expand: ['latest_charge'] });
    expect(authorized.status).toBe('requires_capture');
    const charge = authorized.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({
      object: 'charge',
      amount: 8_900,
      captured: false,
      refunded: false,
      payment_intent: created.id,
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    });
    expect(charge.id).toMatch(/^ch_/);
    const unexpanded = await stripe.paymentIntents.retrieve(created.id);
    expect(unexpanded.latest_charge).toBe(charge.id);

    const captured = await stripe.paymentIntents.capture(created.id, {}, { idempotencyKey: `capture:${created.id}` });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 8_900, amount_capturable: 0 });
    const afterCapture = await stripe.paymentIntents.retrieve(created.id, { expand: ['latest_charge'] });
    expect(afterCapture.latest_charge).toMatchObject({ captured: true, amount_captured: 8_900 });

    const refund = await stripe.refunds.create(
      { payment_intent: created.id },
      { idempotencyKey: `refund:${created.id}` },
    );
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 8_900,
      payment_intent: created.id,
      charge: charge.id,
      status: 'succeeded',
    });
    expect(refund.id).toMatch(/^re_/);
    const refunded = await stripe.paymentIntents.retrieve(created.id, { expand: ['latest_charge'] });
    expect(refunded.latest_charge).toMatchObject({ refunded: true, amount_refunded: 8_900 });

    const again = await stripe.refunds.create({ payment_intent: created.id }).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again).toMatchObject({ code: 'charge_already_refunded' });
  });

  it('cancels an authorization, then refuses to capture, refund or confirm it', async () => {
    const authorized = await authorizedIntent();

    const canceled = await stripe.paymentIntents.cancel(authorized.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', amount_capturable: 0, cancellation_reason: 'abandoned' });

    const capture = await stripe.paymentIntents.capture(authorized.id).catch((error: unknown) => error);
    expect(capture).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(capture).toMatchObject({ code: 'payment_intent_unexpected_state', statusCode: 400 });
    expect((capture as Stripe.errors.StripeInvalidRequestError).payment_intent?.status).toBe('canceled');

    const refund = await stripe.refunds.create({ payment_intent: authorized.id }).catch((error: unknown) => error);
    expect(refund).toMatchObject({ code: 'payment_intent_unexpected_state', statusCode: 400 });
    expect(() => standIn.confirm(authorized.id, '4242424242424242')).toThrow(/canceled/);
  });

  it('refuses to cancel a captured PaymentIntent', async () => {
    const authorized = await authorizedIntent();
    await stripe.paymentIntents.capture(authorized.id);

    const cancel = await stripe.paymentIntents.cancel(authorized.id).catch((error: unknown) => error);
    expect(cancel).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(cancel).toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect(standIn.intent(authorized.id).status).toBe('succeeded');
  });

  it('refuses an amount above Stripe’s maximum charge of $999,999.99', async () => {
    const largest = await stripe.paymentIntents.create({ amount: 99_999_999, currency: 'usd' });
    expect(largest.amount).toBe(99_999_999);
    const tooLarge = await stripe.paymentIntents
      .create({ amount: 100_000_000, currency: 'usd' })
      .catch((error: unknown) => error);
    expect(tooLarge).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooLarge).toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
      message: 'Amount must be no more than $999,999.99',
    });
  });
});
