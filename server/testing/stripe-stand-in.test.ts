import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, stripeEvent, type StripeStandIn } from './stripe-stand-in.ts';

let standIn: StripeStandIn;
let stripe: Stripe;

function clientFor(key: string): Stripe {
  // No retries: a failing request must surface once, exactly as the stand-in answered it.
  return new Stripe(key, { host: standIn.host, port: standIn.port, protocol: standIn.protocol, maxNetworkRetries: 0 });
}

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = clientFor('sk_test_stand_in');
});

afterAll(() => standIn.stop());

const authorizedIntent = async (amount = 4_200) => {
  const intent = await stripe.paymentIntents.create({ amount, currency: 'usd', capture_method: 'manual' });
  standIn.confirm(intent.id, '4242424242424242');
  return intent;
};

describe('Stripe stand-in, driven by the official stripe client', () => {
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

  it('refunds part of a charge, then the rest, and reports the charge as a charge.* event carries it', async () => {
    const authorized = await authorizedIntent(10_000);
    await stripe.paymentIntents.capture(authorized.id);
    await stripe.refunds.create({ payment_intent: authorized.id, amount: 2_500 });
    expect(standIn.charge(authorized.id)).toMatchObject({ amount_refunded: 2_500, refunded: false, disputed: false });
    const tooMuch = await stripe.refunds
      .create({ payment_intent: authorized.id, amount: 8_000 })
      .catch((error: unknown) => error);
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    await stripe.refunds.create({ payment_intent: authorized.id });
    expect(standIn.charge(authorized.id)).toMatchObject({ amount_refunded: 10_000, refunded: true });
  });

  it('opens a dispute on a captured charge only, and moves it to its outcome once', async () => {
    const authorized = await authorizedIntent(6_000);
    expect(() => standIn.openDispute(authorized.id)).toThrow(/no captured charge/);
    await stripe.paymentIntents.capture(authorized.id);
    const dispute = standIn.openDispute(authorized.id, 'product_not_received');
    expect(dispute).toMatchObject({
      object: 'dispute',
      amount: 6_000,
      payment_intent: authorized.id,
      charge: standIn.charge(authorized.id).id,
      reason: 'product_not_received',
      status: 'needs_response',
    });
    expect(dispute.id).toMatch(/^dp_/);
    expect(standIn.charge(authorized.id).disputed).toBe(true);
    expect(() => standIn.openDispute(authorized.id)).toThrow(/already disputed/);
    expect(standIn.settleDispute(dispute.id, 'under_review').status).toBe('under_review');
    expect(standIn.settleDispute(dispute.id, 'won').status).toBe('won');
    expect(() => standIn.settleDispute(dispute.id, 'lost')).toThrow(/already closed/);
  });

  it('rejects a wrong API key with an authentication error', async () => {
    const error = await clientFor('sk_live_wrong_key')
      .paymentIntents.create({ amount: 1_000, currency: 'usd' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401, message: expect.stringContaining('Invalid API Key') });
  });
});

describe('stripeEvent', () => {
  const secret = 'whsec_stand_in_secret';

  it('builds an event that stripe-node verifies once signed, and rejects a tampered payload', async () => {
    const intent = await authorizedIntent(7_700);
    const event = stripeEvent('payment_intent.amount_capturable_updated', standIn.intent(intent.id), 'evt_test_1');
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });

    const verified = stripe.webhooks.constructEvent(payload, header, secret);
    expect(verified).toMatchObject({
      id: 'evt_test_1',
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      api_version: Stripe.API_VERSION,
      livemode: false,
      data: { object: { id: intent.id, status: 'requires_capture', amount_capturable: 7_700 } },
    });

    const tampered = payload.replace('"amount_capturable":7700', '"amount_capturable":1');
    expect(tampered).not.toBe(payload);
    expect(() => stripe.webhooks.constructEvent(tampered, header, secret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(stripeEvent('charge.refunded', {}).id).toMatch(/^evt_[A-Za-z0-9]{24}$/);
  });
});
