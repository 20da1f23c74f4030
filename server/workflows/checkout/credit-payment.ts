import { creditApplied } from '#domain/checkout/credit-use.ts';
import { AppError } from '#domain/errors.ts';
import type { ModuleServices } from '#server/modules/services.ts';
import type { QuoteRow } from '#server/modules/checkout/checkout.tables.ts';
import type { PaymentGateway, PaymentIntent } from '#server/providers/payments/payment-gateway.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

const PREFIX = 'credit_';

/** The payment reference of a quote the store credit covers in full: no card, nothing at a provider. */
export const creditPaymentId = (quoteId: string) => `${PREFIX}${quoteId}`;

/** The store credit a quote of `totalCents` spends: what the shopper asked for, as the balance allows. */
export async function creditFor(
  deps: Pick<WorkflowDeps, 'services'>,
  userId: string,
  requestedCents: number,
  totalCents: number,
): Promise<number> {
  if (requestedCents === 0) return 0;
  const balanceCents = await deps.services.storeCredit.balanceOf(userId);
  return creditApplied({ balanceCents, requestedCents, totalCents });
}

/**
 * The "payment" of a quote the store credit covers in full, seen through the gateway's interface
 * so placeOrder keeps one path: nothing is held at a provider, the credit itself is taken in the
 * order's own transaction. It stands `succeeded` once its order is recorded, `canceled` once the
 * quote was given up, and `requires_capture` (ready to place) until then; capturing, cancelling
 * and releasing move no money.
 */
export function storeCreditPayments(services: Pick<ModuleServices, 'orders' | 'checkout'>): PaymentGateway {
  const retrieve = async (id: string): Promise<PaymentIntent> => {
    const quote = id.startsWith(PREFIX) ? await services.checkout.get(id.slice(PREFIX.length)) : undefined;
    if (!quote || quote.paymentIntentId !== id) throw new AppError('not_found', 'problem.payment.noCheckout');
    const ordered = await services.orders.byPaymentReference(id);
    return {
      id,
      amountCents: 0,
      currency: 'usd',
      status: ordered ? 'succeeded' : quote.paymentReleasedAt ? 'canceled' : 'requires_capture',
      metadata: { quoteId: quote.id, userId: quote.userId },
      clientSecret: null,
      card: null,
      lastError: null,
      refundedCents: 0,
    };
  };
  return {
    kind: 'store_credit',
    publishableKey: null,
    create() {
      throw new Error('A quote the store credit covers has no payment to create');
    },
    retrieve,
    capture: retrieve,
    release: retrieve,
    // Nothing on a card: a return of such an order gives back store credit alone.
    refund: retrieve,
    cancel: retrieve,
    async *listAuthorized() {},
  };
}

/** The payments of this quote: the shop's card gateway, or the store credit alone. */
export function paymentsOf(deps: WorkflowDeps, quote: Pick<QuoteRow, 'paymentGateway'>): PaymentGateway {
  return quote.paymentGateway === 'store_credit' ? storeCreditPayments(deps.services) : deps.gateway;
}

/** Refuses a card payment of a quote the credit covers, and the credit path for a quote that needs a card. */
export function refuseWrongPayment(quote: Pick<QuoteRow, 'paymentGateway'>, byCredit: boolean): void {
  if (byCredit && quote.paymentGateway !== 'store_credit') {
    throw new AppError('invalid_input', 'problem.checkout.cardNeeded');
  }
  if (!byCredit && quote.paymentGateway === 'store_credit') {
    throw new AppError('invalid_input', 'problem.checkout.creditCovers');
  }
}
