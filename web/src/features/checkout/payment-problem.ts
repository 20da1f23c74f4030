import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { problemMessage } from '#web/lib/api-error.ts';
import { translateIfKnown } from '#web/lib/i18n.ts';

/** The spec's title for an order that could not be recorded after the card was accepted. */
export const ORDER_NOT_SAVED_TITLE = 'Payment succeeded but order save failed!';

/** A refusal from the card provider itself (Stripe.js in the browser): its message is shown as it is. */
export class CardDeclined extends Error {
  override readonly name = 'CardDeclined';
}

export type PaymentProblem =
  /** The provider refused the card: its own message, in the red box. */
  | { kind: 'declined'; message: string }
  /** The quote expired and today's rates give another total: the shopper must agree to it. */
  | { kind: 'repriced'; message: string }
  /** The store credit changed since the quote (spent elsewhere): the card's part must be agreed to again. */
  | { kind: 'creditChanged'; message: string }
  /** Anything else the server said (sold out, order not saved, checkout closed) or a lost connection. */
  | { kind: 'failed'; title?: string; message: string; code?: string };

export function toPaymentProblem(error: unknown): PaymentProblem {
  if (error instanceof CardDeclined) return { kind: 'declined', message: error.message };
  if (!(error instanceof ApiError)) return { kind: 'failed', message: errorMessage(error) };
  const message = problemMessage(error);
  if (error.code === 'payment_failed') return { kind: 'declined', message };
  if (error.reason === 'problem.checkout.creditChanged') return { kind: 'creditChanged', message };
  if (error.code === 'quote_expired') return { kind: 'repriced', message };
  // The sentence starts with the title in either language: the box shows the two apart.
  const title = translateIfKnown(ORDER_NOT_SAVED_TITLE);
  if (message.startsWith(title)) {
    return {
      kind: 'failed',
      title: ORDER_NOT_SAVED_TITLE,
      message: message.slice(title.length).trim(),
      code: error.code,
    };
  }
  return { kind: 'failed', message, code: error.code };
}
