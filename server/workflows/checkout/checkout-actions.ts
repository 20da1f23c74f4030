import { isDeepStrictEqual } from 'node:util';
import { MAX_LINE_QUANTITY, piecesByProduct } from '#domain/cart/cart.ts';
import { pricedPieceOf } from '#domain/catalog/priced-piece.ts';
import {
  MAX_ORDER_TOTAL_CENTS,
  QUOTE_VALID_MINUTES,
  type CheckoutSession,
  type Recipient,
} from '#domain/checkout/checkout.ts';
import type { Fulfilment } from '#domain/checkout/fulfilment.ts';
import { AppError } from '#domain/errors.ts';
import type { Order, OrderLine } from '#domain/orders/order.ts';
import type { QuoteRow } from '#server/modules/checkout/checkout.tables.ts';
import { publishShopEvent, type PaymentFailureReason } from '#server/lib/shop-events.ts';
import { PaymentDeclined, type CardDetails } from '#server/providers/payments/payment-gateway.ts';
import { cartFromDatabase } from '#server/workflows/shopper-lists/cart-reads.ts';
import { ORDER_NOT_SAVED, placeOrder } from '../place-order/place-order.workflow.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { releaseReplacedQuotes } from './quote-payments.ts';
import { priceUnderReviewError, refuseStaleQuote } from './quote-hold.ts';
import { quoteTax } from './quote-tax.ts';
import { recipientOf } from './recipient.ts';
import { refuseMissingAtBranch } from './pickup-stock.ts';
import { creditFor, creditPaymentId, refuseWrongPayment } from './credit-payment.ts';

const QUOTE_MS = QUOTE_VALID_MINUTES * 60_000;

/** The same pieces at the same prices with the same breakups: the open quote can be paid as it stands. */
const sameLines = (a: readonly OrderLine[], b: readonly OrderLine[]) =>
  a.length === b.length &&
  a.every(
    (line, i) =>
      line.productId === b[i]!.productId &&
      isDeepStrictEqual(line.options, b[i]!.options) &&
      line.quantity === b[i]!.quantity &&
      line.unitPrice === b[i]!.unitPrice &&
      isDeepStrictEqual(line.breakup, b[i]!.breakup),
  );

function toSession(deps: WorkflowDeps, quote: QuoteRow, clientSecret: string | null): CheckoutSession {
  return {
    quote: {
      id: quote.id,
      expiresAt: quote.expiresAt.toISOString(),
      lines: quote.lines,
      itemCount: quote.itemCount,
      subtotal: quote.subtotalCents,
      tax: quote.taxCents,
      taxLines: quote.taxLines,
      total: quote.totalCents,
      credit: quote.creditCents,
      charge: quote.totalCents - quote.creditCents,
      fulfilment: quote.fulfilment,
    },
    payment: {
      gateway: quote.paymentGateway,
      intentId: quote.paymentIntentId!,
      clientSecret,
      publishableKey: quote.paymentGateway === 'store_credit' ? null : deps.gateway.publishableKey,
    },
  };
}

/**
 * Prices the signed-in shopper's cart for payment: a quote that holds for QUOTE_VALID_MINUTES,
 * and the payment for exactly its total. Asking again with the same cart and prices returns the
 * same quote and payment, so a reload never makes a second one. The shopper's other open quotes
 * (an older cart, or expired) are replaced: their payments are given up. Up to `creditCents` of
 * the shopper's store credit pays towards the total; the payment is for the rest, and there is
 * none when the credit covers all.
 */
export async function startCheckout(
  deps: WorkflowDeps,
  userId: string,
  fulfilment: Fulfilment | null = null,
  creditCents = 0,
): Promise<CheckoutSession> {
  const session = await quoteCart(deps, userId, fulfilment, creditCents);
  await releaseReplacedQuotes(deps, userId, session.quote.id);
  return session;
}

async function quoteCart(
  deps: WorkflowDeps,
  userId: string,
  fulfilment: Fulfilment | null,
  requestedCredit: number,
): Promise<CheckoutSession> {
  const cart = await cartFromDatabase(deps, userId);
  if (cart.lines.length === 0) throw new AppError('invalid_input', 'problem.cart.empty');
  if (fulfilment?.kind === 'pickup') refuseMissingAtBranch(cart.lines, fulfilment.branchId);
  // A product's lines (its sizes, its engravings) together against its stock.
  const ordered = piecesByProduct(cart.lines);
  const short = cart.lines.find(
    (line) => line.quantity > MAX_LINE_QUANTITY || ordered.get(line.productId)! > line.stock,
  );
  if (short) {
    const name = { en: short.name, ar: short.nameAr };
    throw new AppError(
      'out_of_stock',
      short.stock === 0
        ? { reason: 'problem.checkout.outOfStock', values: { name } }
        : { reason: 'problem.checkout.onlyNLeft', values: { count: short.stock, name } },
    );
  }
  // Shown, never sold: a price the shop does not stand behind now (domain/rates/rate-trust.ts).
  const underReview = cart.lines.find((line) => line.priceReview !== null);
  if (underReview) throw priceUnderReviewError(underReview);
  const lines: OrderLine[] = cart.lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    nameAr: line.nameAr,
    category: line.category,
    image: line.image,
    weight: line.weight,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    // Frozen here, with the price it adds up to: the order keeps what the shopper was shown.
    breakup: pricedPieceOf(line),
    returnDays: line.returnDays,
    options: line.options,
  }));

  const now = deps.now();
  const open = await deps.services.checkout.latestOpen(userId, now);
  if (
    open?.paymentIntentId &&
    sameLines(open.lines, lines) &&
    isDeepStrictEqual(open.fulfilment, fulfilment) &&
    open.creditCents === (await creditFor(deps, userId, requestedCredit, open.totalCents))
  ) {
    if (open.paymentGateway === 'store_credit') return toSession(deps, open, null);
    if (open.paymentGateway === deps.gateway.kind) {
      const intent = await deps.gateway.retrieve(open.paymentIntentId);
      if (intent.status === 'requires_payment_method') return toSession(deps, open, intent.clientSecret);
    }
  }

  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const tax = await quoteTax(deps, cart.lines, fulfilment);
  const totalCents = subtotalCents + tax.totalCents;
  if (totalCents > MAX_ORDER_TOTAL_CENTS) {
    throw new AppError('invalid_input', {
      reason: 'problem.checkout.overOnlineLimit',
      values: { total: { cents: totalCents }, max: { cents: MAX_ORDER_TOTAL_CENTS } },
    });
  }
  const creditCents = await creditFor(deps, userId, requestedCredit, totalCents);
  const quote = await deps.services.checkout.create({
    userId,
    lines,
    itemCount: cart.itemCount,
    subtotalCents,
    taxCents: tax.totalCents,
    taxLines: tax.lines,
    totalCents,
    creditCents,
    fulfilment,
    expiresAt: new Date(now.getTime() + QUOTE_MS),
    paymentGateway: creditCents === totalCents ? 'store_credit' : deps.gateway.kind,
  });
  if (quote.paymentGateway === 'store_credit') {
    const paymentIntentId = creditPaymentId(quote.id);
    await deps.services.checkout.attachPayment(quote.id, paymentIntentId);
    return toSession(deps, { ...quote, paymentIntentId }, null);
  }
  const intent = await deps.gateway.create({
    amountCents: quote.totalCents - quote.creditCents,
    idempotencyKey: quote.id,
    metadata: { quoteId: quote.id, userId },
    description: `Order of ${cart.itemCount} ${cart.itemCount === 1 ? 'piece' : 'pieces'}`,
  });
  await deps.services.checkout.attachPayment(quote.id, intent.id);
  return toSession(deps, { ...quote, paymentIntentId: intent.id }, intent.clientSecret);
}

/**
 * A quote past its time still holds if today's rates give the same prices (it is then extended);
 * otherwise its payment is released and the shopper must see the new total and agree to it
 * before anything is charged (refuseStaleQuote, which placeOrder runs again on every path).
 */
async function ensureFresh(deps: WorkflowDeps, quote: QuoteRow): Promise<QuoteRow> {
  await refuseStaleQuote(deps, quote);
  const now = deps.now();
  if (quote.expiresAt > now) return quote;
  const expiresAt = new Date(now.getTime() + QUOTE_MS);
  await deps.services.checkout.extend(quote.id, expiresAt);
  return { ...quote, expiresAt };
}

/**
 * The signed-in user's open quote, ready to be paid for this recipient: as it now stands in the
 * database (its hold extended, its address or collector kept).
 */
async function payableQuote(
  deps: WorkflowDeps,
  userId: string,
  quoteId: string,
  input: Recipient,
): Promise<QuoteRow & { paymentIntentId: string }> {
  const quote = await deps.services.checkout.get(quoteId, userId);
  if (!quote?.paymentIntentId) {
    throw new AppError('not_found', 'problem.checkout.notOpenStartAgain');
  }
  if (quote.status !== 'open') return quote as QuoteRow & { paymentIntentId: string };
  const recipient = recipientOf(quote, input, deps.tax.mode);
  const fresh = await ensureFresh(deps, quote);
  await deps.services.checkout.setRecipient(quote.id, recipient);
  return { ...fresh, ...recipient, paymentIntentId: quote.paymentIntentId };
}

/** The offline gateway: authorize the card from our own form, then place the order. */
export async function payWithCard(
  deps: WorkflowDeps,
  userId: string,
  input: Recipient & { quoteId: string; card: CardDetails },
): Promise<Order> {
  if (!deps.gateway.confirmWithCard) {
    throw new AppError('invalid_input', 'problem.checkout.stripeOnly');
  }
  const quote = await payableQuote(deps, userId, input.quoteId, input);
  refuseWrongPayment(quote, false);
  return countingPaymentFailures(deps, async () => {
    if (quote.status !== 'open') return placeOrder(deps, quote.paymentIntentId);
    // The quote as just read and written, and the payment as the card left it: placeOrder need
    // not read either again (what guards one order per payment is the database, not these reads).
    const intent = await deps.gateway.confirmWithCard!(quote.paymentIntentId, input.card);
    return placeOrder(deps, quote.paymentIntentId, { quote, intent });
  });
}

/** Why a payment failed at checkout, for the metrics; undefined for failures that are not the payment's. */
function paymentFailureReason(error: unknown): PaymentFailureReason | undefined {
  if (error instanceof PaymentDeclined) return 'declined';
  if (!(error instanceof AppError)) return undefined;
  if (error.code === 'payment_failed') return 'mismatch';
  if (error.code === 'internal' && error.reason === ORDER_NOT_SAVED) return 'order_not_saved';
  return undefined;
}

/** Runs the payment step of a checkout, telling the metrics (lib/shop-events.ts) when the payment fails. */
async function countingPaymentFailures<T>(deps: WorkflowDeps, pay: () => Promise<T>): Promise<T> {
  try {
    return await pay();
  } catch (error) {
    const reason = paymentFailureReason(error);
    if (reason) publishShopEvent('paymentFailed', { gateway: deps.gateway.kind, reason });
    throw error;
  }
}

/** Stripe, before the browser confirms the payment: the quote is still good and the address is kept. */
export async function prepareCheckout(
  deps: WorkflowDeps,
  userId: string,
  input: Recipient & { quoteId: string },
): Promise<void> {
  refuseWrongPayment(await payableQuote(deps, userId, input.quoteId, input), false);
}

/** A quote the store credit covers in full: no card; the order is placed and the credit taken at once. */
export async function payWithCredit(
  deps: WorkflowDeps,
  userId: string,
  input: Recipient & { quoteId: string },
): Promise<Order> {
  const quote = await payableQuote(deps, userId, input.quoteId, input);
  refuseWrongPayment(quote, true);
  return placeOrder(deps, quote.paymentIntentId);
}

/**
 * Stripe, after the browser confirmed: place the order (Stripe's webhook may have done it already).
 * placeOrder refuses a quote past its hold whose prices moved, releasing the authorization.
 */
export async function completeCheckout(deps: WorkflowDeps, userId: string, quoteId: string): Promise<Order> {
  const quote = await deps.services.checkout.get(quoteId, userId);
  if (!quote?.paymentIntentId) throw new AppError('not_found', 'problem.checkout.notOpen');
  const paymentIntentId = quote.paymentIntentId;
  return countingPaymentFailures(deps, () => placeOrder(deps, paymentIntentId));
}
