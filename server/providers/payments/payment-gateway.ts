import { AppError } from '#domain/errors.ts';
import type { PaymentGatewayKind } from '#domain/orders/order.ts';

/** Stripe's PaymentIntent states, which the offline gateway mirrors. */
export type PaymentStatus = 'requires_payment_method' | 'requires_capture' | 'processing' | 'succeeded' | 'canceled';

/** A payment as the shop sees it, whichever provider holds it. */
export interface PaymentIntent {
  id: string;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
  metadata: Record<string, string>;
  /** For the browser to confirm the payment (Stripe's Payment Element); null offline. */
  clientSecret: string | null;
  card: { brand: string; last4: string } | null;
  /** The provider's message for the last failed attempt, e.g. a declined card. */
  lastError: string | null;
  /** Cents given back so far. */
  refundedCents: number;
}

export interface CreatePaymentInput {
  amountCents: number;
  /** One payment per key, whatever is retried. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  description: string;
}

/** The shop's own card form (offline gateway only). The number is used once and never kept. */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * Card payments in two moves, as Stripe does with manual capture: the shopper's card is
 * authorized (the money is held, not taken), the order is recorded, and only then is the money
 * captured. A failure before the capture only releases the hold.
 */
export interface PaymentGateway {
  readonly kind: PaymentGatewayKind;
  /** Stripe's publishable key for the browser; null offline. */
  readonly publishableKey: string | null;
  create(input: CreatePaymentInput): Promise<PaymentIntent>;
  retrieve(id: string): Promise<PaymentIntent>;
  /** Offline gateway: authorizes the shop's own card form. Stripe's browser library does this itself. */
  confirmWithCard?(id: string, card: CardDetails): Promise<PaymentIntent>;
  /** Takes the authorized money. Idempotent. */
  capture(id: string): Promise<PaymentIntent>;
  /** Gives the money back: releases an authorization, or refunds a captured payment. Idempotent. */
  release(id: string): Promise<PaymentIntent>;
  /**
   * Gives back part of a captured payment (a returned piece), once per `idempotencyKey`: the same
   * key again refunds nothing more. Refuses more than is left to refund.
   */
  refund(id: string, amountCents: number, idempotencyKey: string): Promise<PaymentIntent>;
  /**
   * Releases an authorization that was not captured, and never refunds: a payment captured
   * meanwhile (by another request placing its order) is returned as it is, `succeeded`. Atomic at
   * the provider, so a capture and a cancel racing each other leave one of the two. Idempotent.
   */
  cancel(id: string): Promise<PaymentIntent>;
  /**
   * The shop's payments authorized and waiting to be captured (`requires_capture`), for the
   * payment recovery: the offline gateway's ledger, or Stripe's search. Stripe's search may lag
   * behind by about a minute; the recovery also asks about the quotes waiting for payment.
   */
  listAuthorized(): AsyncIterable<PaymentIntent>;
}

/** A card the provider refused: the shopper reads the provider's own message. */
export class PaymentDeclined extends AppError {
  constructor(providerSentence: string) {
    super('payment_failed', { reason: 'problem.payment.declined', values: { detail: { sentence: providerSentence } } });
  }
}
