import { QUOTE_RELEASE_AFTER_MINUTES } from '#domain/checkout/checkout.ts';
import { AppError } from '#domain/errors.ts';
import type { QuoteRow } from '#server/modules/checkout/checkout.tables.ts';
import { placeOrder } from '../place-order/place-order.workflow.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

/** How a quote's payment stands after `releaseUnpaid`. */
type Outcome = 'released' | 'authorized' | 'processing';

/**
 * Gives up the payment of a quote that will not be paid (replaced by a newer one, or abandoned):
 * a payment still waiting for a card is cancelled at the provider and the quote marked, so it
 * can no longer be paid. An authorized payment is left alone: the shopper has paid, and the
 * order is placed by the browser, the webhook or `releaseExpiredQuotes`.
 */
async function releaseUnpaid(deps: WorkflowDeps, quote: QuoteRow): Promise<Outcome> {
  // A payment of the other gateway (the shop switched to Stripe, say) cannot be reached, and holds nothing here.
  if (quote.paymentIntentId && quote.paymentGateway === deps.gateway.kind) {
    const intent = await deps.gateway.retrieve(quote.paymentIntentId);
    if (intent.status === 'requires_capture' || intent.status === 'succeeded') return 'authorized';
    if (intent.status === 'processing') return 'processing';
    // Authorized and captured since it was read: an order was placed from it, which keeps its money.
    if (intent.status !== 'canceled' && (await deps.gateway.cancel(quote.paymentIntentId)).status === 'succeeded') {
      return 'authorized';
    }
  }
  await deps.services.checkout.markPaymentReleased(quote.id, deps.now());
  return 'released';
}

/**
 * When startCheckout gives the shopper a quote, their other open quotes are replaced: each one's
 * payment is given up (best effort: a failure is logged, and releaseExpiredQuotes retries it).
 */
export async function releaseReplacedQuotes(deps: WorkflowDeps, userId: string, keepId: string): Promise<void> {
  for (const quote of await deps.services.checkout.openOthers(userId, keepId)) {
    try {
      await releaseUnpaid(deps, quote);
    } catch (error) {
      deps.log.error({ err: error, quoteId: quote.id }, 'payment of a replaced quote not released; retried later');
    }
  }
}

export interface ReleaseReport {
  /** Quotes whose payment was given up (cancelled, or released because the prices moved). */
  released: number;
  /** Authorized payments whose order was placed (the prices still held). */
  placed: number;
  /** Left for a later round: a payment still processing, or a failure (logged). */
  kept: number;
}

const BATCH = 100;
const MAX_BATCHES = 100;

/**
 * For a scheduled job (the retention job calls it; safe on several instances at once, and to run
 * again): every open quote more than QUOTE_RELEASE_AFTER_MINUTES past its hold at `now` gives up
 * its payment. A payment nobody confirmed is cancelled. An authorized one (the shopper paid, but
 * neither the browser nor the webhook came back) goes through placeOrder, which places the order
 * while the prices hold and otherwise releases the authorization: no money stays held for a
 * quote nobody will pay.
 */
export async function releaseExpiredQuotes(deps: WorkflowDeps, now: Date): Promise<ReleaseReport> {
  const cutoff = new Date(now.getTime() - QUOTE_RELEASE_AFTER_MINUTES * 60_000);
  const report: ReleaseReport = { released: 0, placed: 0, kept: 0 };
  let afterId = '';
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const quotes = await deps.services.checkout.unreleasedExpiredBefore(cutoff, afterId, BATCH);
    for (const quote of quotes) {
      afterId = quote.id;
      try {
        const outcome = await releaseUnpaid(deps, quote);
        if (outcome === 'released') report.released++;
        else if (outcome === 'processing') report.kept++;
        else if (await settleAuthorized(deps, quote)) report.placed++;
        else report.released++;
      } catch (error) {
        report.kept++;
        deps.log.error({ err: error, quoteId: quote.id }, 'payment of an expired quote not released; retried later');
      }
    }
    if (quotes.length < BATCH) break;
  }
  if (report.released + report.placed + report.kept > 0) {
    deps.log.info({ ...report }, 'payments of expired quotes released');
  }
  return report;
}

/** An authorized payment of an abandoned quote: its order if the prices hold, else the money released. True when placed. */
async function settleAuthorized(deps: WorkflowDeps, quote: QuoteRow): Promise<boolean> {
  try {
    await placeOrder(deps, quote.paymentIntentId!);
    return true;
  } catch (error) {
    // Refused for good (prices moved, sold out, not matching): placeOrder released the payment.
    if (!(error instanceof AppError) || error.code === 'internal' || error.code === 'conflict') throw error;
    const outcome = await releaseUnpaid(deps, (await deps.services.checkout.get(quote.id)) ?? quote);
    if (outcome !== 'released') throw error;
    return false;
  }
}
