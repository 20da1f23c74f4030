import type { Product } from '#domain/catalog/product.ts';
import { AppError } from '#domain/errors.ts';
import { cartTotals } from '#domain/pricing/cart-totals.ts';
import type { QuoteRow } from '#server/modules/checkout/checkout.tables.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

type HoldDeps = Pick<WorkflowDeps, 'services' | 'now' | 'gateway' | 'log'>;

/** The quote's pieces as today's rates price them, each with whether its price is under review. */
async function pricedToday(deps: HoldDeps, quote: QuoteRow): Promise<Product[]> {
  return deps.services.catalog.pricedMany(
    quote.lines.map((line) => line.productId),
    await deps.services.rates.rates(),
  );
}

/**
 * Null while the quote's prices hold: within its hold, or past it with today's rates giving every
 * line the quoted unit price. Otherwise the total today's rates give for the same lines.
 */
function repricedTotal(deps: HoldDeps, quote: QuoteRow, products: readonly Product[]): number | null {
  if (quote.expiresAt > deps.now()) return null;
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

/** The shopper's answer for a piece whose price the shop does not stand behind now (rate-trust.ts). */
export function priceUnderReviewError(piece: { name: string; nameAr: string | null }): AppError {
  return new AppError('price_under_review', {
    reason: 'problem.checkout.priceUnderReview',
    values: { name: { en: piece.name, ar: piece.nameAr } },
  });
}

/**
 * Gives up the quote's payment before telling the shopper why it cannot be paid. False when the
 * money was captured meanwhile: the order another request placed stands (never a refund).
 */
async function releasePayment(deps: HoldDeps, quote: QuoteRow, why: object): Promise<boolean> {
  if (quote.paymentIntentId && quote.paymentGateway === deps.gateway.kind) {
    if ((await deps.gateway.cancel(quote.paymentIntentId)).status === 'succeeded') return false;
  }
  await deps.services.checkout.markPaymentReleased(quote.id, deps.now());
  deps.log.info({ quoteId: quote.id, ...why }, 'quote not payable: payment released');
  return true;
}

/**
 * Refuses a quote that can no longer be paid as it stands, on every path that pays (the offline
 * card form, Stripe's confirmation, Stripe's webhook): a piece whose rate is under review now, or
 * past its hold with prices that moved, its payment is released and the shopper told why (the
 * new total); its payment given up already, the shopper is asked to start again. A quote past its
 * hold whose prices did not move still holds.
 */
export async function refuseStaleQuote(deps: HoldDeps, quote: QuoteRow): Promise<void> {
  const products = await pricedToday(deps, quote);
  const reviewed = quote.lines
    .map((line) => ({ line, review: products.find((product) => product.id === line.productId)?.priceReview }))
    .find(({ review }) => review);
  if (reviewed) {
    if (!quote.paymentReleasedAt && !(await releasePayment(deps, quote, { review: reviewed.review }))) return;
    throw priceUnderReviewError(reviewed.line);
  }
  const repriced = repricedTotal(deps, quote, products);
  if (repriced !== null) {
    if (!(await releasePayment(deps, quote, { quoted: quote.totalCents, repriced }))) return;
    throw quoteExpiredError(repriced);
  }
  if (quote.paymentReleasedAt) throw new AppError('quote_expired', 'problem.checkout.closed');
}
