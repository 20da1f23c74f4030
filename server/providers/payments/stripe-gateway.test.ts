import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '#server/testing/stripe-stand-in/http-server.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

// The gateway through the official `stripe` package, against the local stand-in of Stripe's API.
let standIn: StripeStandIn;
let gateway: PaymentGateway;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  gateway = createStripeGateway({
    secretKey: 'sk_test_gateway',
    publishableKey: 'pk_test_gateway',
    webhookSecret: 'whsec_gateway',
    apiBase: `http://${standIn.host}:${standIn.port}`,
  });
});
afterAll(() => standIn.stop());

let nextKey = 0;
async function authorized(amountCents: number) {
  const intent = await gateway.create({
    amountCents,
    idempotencyKey: `gateway-test:${nextKey++}`,
    metadata: { quoteId: `q_${nextKey}` },
    description: 'Gateway test',
  });
  standIn.confirm(intent.id, '4242424242424242');
  return intent.id;
}

const requestsTo = (path: string) =>
  standIn.requests.filter((request) => request.method === 'POST' && request.path === path);

describe('Stripe gateway: giving the money back', () => {
  it('voids an authorization that was never captured, once however often it is asked', async () => {
    const id = await authorized(25_000);
    const released = await gateway.release(id);
    // As on Stripe, the released hold shows as the uncaptured charge's amount refunded.
    expect(released).toMatchObject({ status: 'canceled', refundedCents: 25_000 });
    await gateway.release(id);
    expect(requestsTo(`/v1/payment_intents/${id}/cancel`)).toHaveLength(1);
    expect(requestsTo('/v1/refunds')).toHaveLength(0);
  });

  it('refunds a payment already captured, in full, once however often it is asked', async () => {
    const id = await authorized(31_450);
    expect((await gateway.capture(id)).status).toBe('succeeded');
    const released = await gateway.release(id);
    expect(released).toMatchObject({ status: 'succeeded', amountCents: 31_450, refundedCents: 31_450 });
    await Promise.all([gateway.release(id), gateway.release(id)]);
    const refunds = requestsTo('/v1/refunds');
    // Concurrent retries may ask again, but with the one idempotency key: Stripe makes one refund.
    expect(new Set(refunds.map((request) => request.idempotencyKey))).toEqual(new Set([`refund:${id}`]));
    expect((await gateway.retrieve(id)).refundedCents).toBe(31_450);
  });
});

describe('Stripe gateway: cancelling and listing for the payment recovery', () => {
  it('cancels an authorization, and leaves a captured payment captured (never a refund)', async () => {
    const held = await authorized(12_000);
    expect(await gateway.cancel(held)).toMatchObject({ status: 'canceled' });
    expect(await gateway.cancel(held)).toMatchObject({ status: 'canceled' });
    const taken = await authorized(13_000);
    await gateway.capture(taken);
    expect(await gateway.cancel(taken)).toMatchObject({ status: 'succeeded', refundedCents: 0 });
    expect(requestsTo('/v1/refunds')).toHaveLength(1); // the one of the refund test above
  });

  it('lists every payment waiting for its capture, page after page, and nothing else', async () => {
    // More than one page of 100.
    const waiting = await Promise.all(Array.from({ length: 101 }, (_, i) => authorized(20_000 + i)));
    const captured = await authorized(30_000);
    await gateway.capture(captured);
    const listed: string[] = [];
    for await (const intent of gateway.listAuthorized()) {
      expect(intent.status).toBe('requires_capture');
      listed.push(intent.id);
    }
    expect(listed).toEqual(expect.arrayContaining(waiting));
    expect(listed).not.toContain(captured);
    expect(new Set(listed).size).toBe(listed.length);
    expect(requestsTo('/v1/payment_intents/search')).toHaveLength(0); // searches are GETs
    expect(standIn.requests.filter((r) => r.path === '/v1/payment_intents/search')).toHaveLength(2);
  });
});
