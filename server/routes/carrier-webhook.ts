import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorBody } from '#domain/errors.ts';
import { CARRIERS } from '#domain/orders/shipment.ts';
import { CARRIER_ACTOR, takeOrderStep } from '../workflows/order-steps/order-steps.ts';

/** A signature older (or further ahead) than this is refused: a delivery replayed later is not read. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const CARRIER_SIGNATURE_HEADER = 'x-carrier-signature';

/** The signature of `body` sent at `timestamp` (Unix seconds): HMAC-SHA256 of `timestamp.body`, hex. */
export function carrierSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Whether the header (`t=<unix seconds>,v1=<hex>`) signs this body, recently, with the secret. */
export function verifyCarrierSignature(secret: string, header: string, body: Buffer, nowSeconds: number): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(carrierSignature(secret, timestamp, body.toString('utf8')), 'hex');
  const given = Buffer.from(typeof parts.v1 === 'string' && /^[0-9a-f]+$/i.test(parts.v1) ? parts.v1 : '', 'hex');
  // Compared in constant time; a wrong length is refused before (and says nothing about the secret).
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const deliveryEvent = z.object({
  event: z.literal('delivered'),
  carrier: z.enum(CARRIERS).optional(),
  trackingNumber: z.string().trim().min(4).max(40),
});

/**
 * A carrier's (or its aggregator's) delivery notice: a signed POST marks the parcel's order
 * delivered. A notice for a parcel already delivered, or one not ours, is answered 200 with
 * `changed: false`, so the carrier does not send it again.
 */
export const carrierWebhookRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, options) => {
  // The signature covers the exact bytes sent: this route keeps them unparsed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/shipping/carrier/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['shipping'],
        summary: "A carrier's delivery notice (signed with SHIPPING_WEBHOOK_SECRET)",
        headers: z.object({ [CARRIER_SIGNATURE_HEADER]: z.string().min(1).max(500) }),
        response: {
          200: z.object({ received: z.literal(true), changed: z.boolean() }),
          400: errorBody,
          401: errorBody,
        },
      },
    },
    async (request) => {
      const raw = request.body as Buffer;
      const signature = request.headers[CARRIER_SIGNATURE_HEADER] as string;
      if (!verifyCarrierSignature(options.secret, signature, raw, Math.floor(Date.now() / 1000))) {
        throw new AppError('unauthorized', 'problem.request.badCarrierSignature');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('invalid_input', 'problem.request.notJson');
      }
      const notice = deliveryEvent.safeParse(parsed);
      if (!notice.success) throw new AppError('invalid_input', 'problem.request.invalid');
      const deps = app.workflowDeps;
      const orderId = await deps.services.orders.byTrackingNumber(notice.data.trackingNumber, notice.data.carrier);
      if (!orderId) {
        request.log.warn({ trackingNumber: notice.data.trackingNumber }, 'delivery notice for no order of ours');
        return { received: true as const, changed: false };
      }
      try {
        await takeOrderStep(deps, CARRIER_ACTOR, orderId, { status: 'delivered' });
      } catch (error) {
        if (error instanceof AppError && error.code === 'conflict') return { received: true as const, changed: false };
        throw error;
      }
      return { received: true as const, changed: true };
    },
  );
};
