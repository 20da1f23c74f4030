import { copy } from './ids.ts';
import type { StandInPaymentIntent } from './objects.ts';

interface ErrorBody {
  type: 'invalid_request_error' | 'idempotency_error';
  message: string;
  code?: string;
  param?: string;
  payment_intent?: StandInPaymentIntent;
}

/**
 * A failed request. `executed` says whether the endpoint ran: Stripe saves its result under the
 * idempotency key, while a request refused before it ran (bad parameters) may be retried.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly executed = false,
  ) {
    super(body.message);
  }
}

export const invalidParam = (param: string, message: string, code?: string) =>
  new ApiError(400, { type: 'invalid_request_error', message, param, ...(code && { code }) });

export const noSuch = (kind: string, id: string, param: string) =>
  new ApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

// Stripe puts the PaymentIntent in the error so the caller sees the state it collided with.
export const unexpectedState = (intent: StandInPaymentIntent, message: string) =>
  new ApiError(
    400,
    { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message, payment_intent: copy(intent) },
    true,
  );

/** An answer as the HTTP server writes it. */
export interface Reply {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export const errorReply = (error: ApiError, headers: Record<string, string> = {}): Reply => ({
  status: error.status,
  body: JSON.stringify({ error: error.body }),
  headers,
});
