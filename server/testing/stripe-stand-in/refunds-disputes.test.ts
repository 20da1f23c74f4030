import { afterAll, describe, expect, it } from 'vitest';
import { authorize, startWithClient } from './client.fixture.ts';

const { standIn, stripe } = await startWithClient();
afterAll(() => standIn.stop());

const authorizedIntent = (amount?: number) => authorize(standIn, stripe, amount);

describe('Stripe stand-in: refunds and disputes', () => {
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
});
