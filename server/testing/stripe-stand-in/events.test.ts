import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { authorize, startWithClient } from './client.fixture.ts';
import { stripeEvent } from './events.ts';

const { standIn, stripe } = await startWithClient();
afterAll(() => standIn.stop());

const authorizedIntent = (amount?: number) => authorize(standIn, stripe, amount);

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
