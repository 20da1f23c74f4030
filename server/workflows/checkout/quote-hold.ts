import { AppError } from '#domain/errors.ts';
import { cartTotals } from '#domain/pricing/cart-totals.ts';
import type { QuoteRow } from '#server/modules/checkout/checkout.tables.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

type HoldDeps = Pick<WorkflowDeps, 'services' | 'now' | 'gateway' | 'log'>;

/**
 * Null while the quote's prices hold: within its hold, or past it with today's rates giving every
 * line the quoted unit price. Otherwise the total today's rates give for the same lines.
 */
export async function repricedTotal(deps: HoldDeps, quote: QuoteRow): Promise<number | null> {
  if (quote.expiresAt > deps.now()) return null;
  const products = await deps.services.catalog.getMany(
    quote.lines.map((line) => line.productId),
    await deps.services.rates.rates(),
  );
  const priceOf = (productId: string) => products.find((product) => product.id === productId)?.price;
  if (quote.lines.every((line) => priceOf(line.productId) === line.unitPrice)) return null;
  return cartTotals(
    quote.lines.map((line) => ({
      unitPriceCents: priceOf(line.productId) ?? line.unitPrice,
      quantity: line.quantity,
    })),
  ).totalCents;
}

/** The shopper's answer when a quote can no longer be paid as it stands. */
export function quoteExpiredError(newTotal: number): AppError {
  return new AppError('quote_expired', {
    reason: 'problem.checkout.ratesMoved',
    values: { total: { cents: newTotal } },
  });
}

/**
 * Refuses a quote that can no longer be paid as it stands, on every path that pays (the offline
 * card form, Stripe's confirmation, Stripe's webhook): past its hold with prices that moved, its
 * payment is released and the shopper told the new total; its payment given up already, the
 * shopper is asked to start again. A quote past its hold whose prices did not move still holds.
 */
export async function refuseStaleQuote(deps: HoldDeps, quote: QuoteRow): Promise<void> {
  const repriced = await repricedTotal(deps, quote);
  if (repriced !== null) {
    if (quote.paymentIntentId && quote.paymentGateway === deps.gateway.kind) {
      // Never a refund: captured meanwhile, the order placed by another request stands, with its money.
      if ((await deps.gateway.cancel(quote.paymentIntentId)).status === 'succeeded') return;
    }
    await deps.services.checkout.markPaymentReleased(quote.id, deps.now());
    deps.log.info(
      { quoteId: quote.id, quoted: quote.totalCents, repriced },
      'expired quote repriced: payment released',
    );
    throw quoteExpiredError(repriced);
  }
  if (quote.paymentReleasedAt) throw new AppError('quote_expired', 'problem.checkout.closed');
}
