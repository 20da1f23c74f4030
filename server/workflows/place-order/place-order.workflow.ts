import { AppError } from '#domain/errors.ts';
import { localizedPath, type Language } from '#domain/i18n/languages.ts';
import { PAGES } from '#domain/pages/pages.ts';
import type { Order } from '#domain/orders/order.ts';
import { publishShopEvent } from '#server/lib/shop-events.ts';
import { testPause } from '#server/lib/test-pause.ts';
import type { QuoteRow } from '#server/modules/checkout/checkout.tables.ts';
import { PaymentDeclined, type PaymentIntent } from '#server/providers/payments/payment-gateway.ts';
import { refuseStaleQuote } from '../checkout/quote-hold.ts';
import { paymentsOf } from '../checkout/credit-payment.ts';
import { hasRecipient } from '../checkout/recipient.ts';
import { runWorkflow } from '../run-workflow.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { orderConfirmationEmail } from './order-email.ts';
import type { PlaceOrderContext } from './place-order.context.ts';
import { capturePaymentStep } from './steps/capture-payment.step.ts';
import { recordOrderStep } from './steps/record-order.step.ts';
import { giveBackUnlessOrdered, releasePaymentStep } from './steps/release-payment.step.ts';

/** What the shopper reads when the order could not be recorded after the card was accepted. */
export const ORDER_NOT_SAVED = 'problem.payment.orderNotSaved';

const PLACE_ORDER_STEPS = [releasePaymentStep, recordOrderStep, capturePaymentStep];

/**
 * The one place an order is made, from an authorized payment: called by the browser's
 * confirmation (both gateways), by Stripe's webhook and by releaseExpiredQuotes, in any order and
 * any number of times. A quote past its 15-minute hold is placed only while its prices hold.
 * Idempotent on the payment: one payment makes at most one order, and no order stands without
 * its money (the money is taken last, and given back if anything before fails).
 */
export async function placeOrder(
  shopDeps: WorkflowDeps,
  paymentIntentId: string,
  /** The payment's quote and the payment, when the caller has just read them (the offline card form). */
  known?: { quote: QuoteRow; intent: PaymentIntent },
): Promise<Order> {
  const quote = known?.quote ?? (await shopDeps.services.checkout.byPaymentIntent(paymentIntentId));
  if (!quote) throw new AppError('not_found', 'problem.payment.noCheckout');
  // From here on the quote's own payments: the card gateway, or the store credit alone.
  const deps = { ...shopDeps, gateway: paymentsOf(shopDeps, quote) };
  const { services, gateway, log } = deps;
  if (known && (quote.paymentIntentId !== paymentIntentId || known.intent.id !== paymentIntentId)) {
    throw new Error('placeOrder: the quote and payment given are not those of this payment');
  }

  const existing = await services.orders.byPaymentReference(paymentIntentId);
  if (existing) {
    // Recorded before, perhaps by a request that stopped before taking the money: take it now.
    const intent = await gateway.retrieve(paymentIntentId);
    if (intent.status === 'requires_capture') await gateway.capture(paymentIntentId);
    return existing;
  }

  const intent = known?.intent ?? (await gateway.retrieve(paymentIntentId));
  if (intent.status === 'processing') {
    throw new AppError('conflict', 'problem.payment.processing');
  }
  // The price hold, on every path: past it with moved prices, the payment is released and the
  // shopper told the new total, whoever comes first (the browser or the webhook, days later).
  await refuseStaleQuote(deps, quote);
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
    throw new PaymentDeclined(intent.lastError ?? 'Your payment was not completed. Please try again.');
  }
  const customer = await services.accounts.get(quote.userId);
  const matches =
    intent.amountCents === quote.totalCents - quote.creditCents &&
    intent.currency === 'usd' &&
    intent.metadata.quoteId === quote.id &&
    hasRecipient(quote) &&
    customer !== undefined;
  if (!matches) {
    log.error({ paymentIntentId, quoteId: quote.id }, 'payment does not match its checkout: released');
    await giveBackUnlessOrdered(deps, paymentIntentId);
    throw new AppError('payment_failed', 'problem.payment.mismatch');
  }

  const context: PlaceOrderContext = { deps, quote, intent, customer: { name: customer.name, email: customer.email } };
  await testPause('before-record-order', paymentIntentId);
  try {
    await runWorkflow('place-order', PLACE_ORDER_STEPS, context, log);
  } catch (error) {
    // Undone here, but recorded and paid by a request racing this one: that order stands.
    const standing = await paidOrderOf(deps, paymentIntentId);
    if (standing) return standing;
    if (error instanceof AppError) throw error;
    log.error({ err: error, paymentIntentId, quoteId: quote.id }, 'order not recorded: payment released');
    throw new AppError('internal', ORDER_NOT_SAVED);
  }

  // The stock shown of the pieces sold changed, on every instance; nothing else a catalogue shows did.
  deps.changes.stockChanged(quote.lines.map((line) => line.productId));
  // Recorded by this call: as its transaction committed it (the capture changes no order column).
  const order = context.order ?? (await services.orders.byPaymentReference(paymentIntentId));
  if (!order) throw new AppError('internal', ORDER_NOT_SAVED);
  if (!context.alreadyPlaced) {
    publishShopEvent('orderPlaced', { gateway: gateway.kind });
    // Not awaited: the order and its money are settled, the shopper need not wait for the mail server.
    // In the account's language (set at sign-up, kept the storefront's by PUT /api/me/language).
    sendConfirmationLater(deps, order, customer.language);
  }
  return order;
}

/** Confirmation e-mails still on their way; shutdown waits for them (confirmationsSent). */
const sending = new Set<Promise<void>>();

function sendConfirmationLater(deps: WorkflowDeps, order: Order, language: Language): void {
  const sent = sendConfirmation(deps, order, language).finally(() => sending.delete(sent));
  sending.add(sent);
}

/** Resolves once every confirmation e-mail started so far has been sent or has failed (logged). */
export async function confirmationsSent(): Promise<void> {
  await Promise.all([...sending]);
}

/** The payment's order, when one stands and its money was taken; undefined otherwise (or unknown). */
async function paidOrderOf(deps: WorkflowDeps, paymentIntentId: string): Promise<Order | undefined> {
  try {
    const order = await deps.services.orders.byPaymentReference(paymentIntentId);
    if (order && (await deps.gateway.retrieve(paymentIntentId)).status === 'succeeded') return order;
  } catch {
    // Unknown: the caller reports its own failure.
  }
  return undefined;
}

/** Best effort: the order stands whether or not the e-mail leaves. */
async function sendConfirmation(deps: WorkflowDeps, order: Order, language: Language): Promise<void> {
  try {
    const ordersPage = `${deps.publicUrl}${localizedPath(PAGES.orders.path, language)}`;
    await deps.mailer.send(orderConfirmationEmail(order, ordersPage, language));
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'order confirmation e-mail not sent');
  }
}
