import { AppError } from '#domain/errors.ts';
import { placeOrder } from '../place-order/place-order.workflow.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

/** What one recovery round did with the authorized payments it found. */
export interface RecoveryReport {
  /** Authorized payments without an order whose order was placed now (the quote still held). */
  placed: number;
  /** Orders recorded before a crash whose money had not been taken: captured now. */
  captured: number;
  /** Authorized payments whose quote no longer holds (prices moved, sold out, given up): cancelled. */
  released: number;
  /** Left for the next round: a failure (logged), or a payment still processing. */
  kept: number;
  /** Younger than PAYMENT_IN_FLIGHT_MS: left to the request paying it now. */
  young: number;
  /** False when the provider's list of authorized payments could not be read (the quotes were still checked). */
  listed: boolean;
}

/**
 * How long a payment is left to the request that is paying it: the browser's pay or complete call,
 * or Stripe's webhook, which place its order themselves within seconds. Counted from the quote's
 * last write, which the checkout makes just before the card is confirmed (its recipient). A
 * recovery round settling such a payment at the same moment would be safe (one order per payment)
 * but would race the request for nothing and report a recovery that was not one.
 */
export const PAYMENT_IN_FLIGHT_MS = 2 * 60_000;

const BATCH = 100;
const MAX_BATCHES = 100;

/**
 * The payment recovery: no card stays authorized without its order, whatever stopped between
 * the authorization and the order's record (a `kill -9`, a crash, a lost connection, a closed
 * tab with a webhook that never came). It finds every payment authorized and not captured
 * (`requires_capture`):
 *
 * 1. the provider's own list (the offline gateway's ledger; Stripe's search, which may lag by a
 *    minute and may be down);
 * 2. the shop's quotes waiting for payment (open, a payment not given up, the shipping given):
 *    each one's payment is asked about, so nothing depends on the provider's list alone.
 *
 * and hands each to placeOrder, the one idempotent workflow that makes orders: an order already
 * recorded gets its money captured; otherwise the order is placed if the quote still holds (its
 * price hold, or today's prices equal to it; the stock, taken in the order's transaction), and
 * the authorization is cancelled if not. Payments whose quote is not the shop's are left alone.
 *
 * A payment younger than PAYMENT_IN_FLIGHT_MS is left to the request paying it. Safe all the same
 * to run on several instances at once and while the browser or Stripe's webhook settles the
 * same payment: one order per payment (unique payment reference and quote on orders), captures
 * and cancels are atomic and idempotent at the provider, and a cancel never refunds a payment
 * whose order was recorded and paid meanwhile (decision 0010).
 */
export async function recoverPayments(deps: WorkflowDeps): Promise<RecoveryReport> {
  const report: RecoveryReport = { placed: 0, captured: 0, released: 0, kept: 0, young: 0, listed: true };
  const seen = new Set<string>();

  const settle = async (paymentIntentId: string) => {
    if (seen.has(paymentIntentId)) return;
    seen.add(paymentIntentId);
    const quote = await deps.services.checkout.byPaymentIntent(paymentIntentId);
    // Not a payment of this shop's checkout (another system on the same Stripe account), or of another gateway.
    if (!quote || quote.paymentGateway !== deps.gateway.kind) return;
    if (deps.now().getTime() - quote.updatedAt.getTime() < PAYMENT_IN_FLIGHT_MS) {
      report.young++;
      return;
    }
    const hadOrder = (await deps.services.orders.byPaymentReference(paymentIntentId)) !== undefined;
    try {
      await placeOrder(deps, paymentIntentId);
      report[hadOrder ? 'captured' : 'placed']++;
      deps.log.warn(
        { paymentIntentId, quoteId: quote.id },
        hadOrder
          ? 'payment recovery: captured the money of a recorded order'
          : 'payment recovery: placed the order of an authorized payment',
      );
    } catch (error) {
      const final = error instanceof AppError && error.code !== 'internal' && error.code !== 'conflict';
      const status = final ? (await deps.gateway.retrieve(paymentIntentId)).status : undefined;
      if (status === 'canceled') {
        report.released++;
        deps.log.warn(
          { paymentIntentId, quoteId: quote.id, reason: (error as AppError).message },
          'payment recovery: the quote no longer holds; authorization released',
        );
      } else {
        report.kept++;
        deps.log.error(
          { err: error, paymentIntentId, quoteId: quote.id },
          'payment recovery: not settled; retried next round',
        );
      }
    }
  };

  try {
    for await (const intent of deps.gateway.listAuthorized()) {
      if (intent.metadata.quoteId) await settle(intent.id);
    }
  } catch (error) {
    report.listed = false;
    deps.log.error(
      { err: error },
      "payment recovery: the provider's authorized payments could not be listed; quotes still checked",
    );
  }

  let afterId = '';
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const quotes = await deps.services.checkout.awaitingPayment(deps.gateway.kind, afterId, BATCH);
    for (const quote of quotes) {
      afterId = quote.id;
      if (seen.has(quote.paymentIntentId!)) continue;
      try {
        const intent = await deps.gateway.retrieve(quote.paymentIntentId!);
        if (intent.status === 'requires_capture') await settle(intent.id);
      } catch (error) {
        report.kept++;
        deps.log.error({ err: error, quoteId: quote.id }, 'payment recovery: payment not checked; retried next round');
      }
    }
    if (quotes.length < BATCH) break;
  }
  return report;
}
