import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { problemMessage } from '#web/lib/api-error.ts';
import { CardDeclined, ORDER_NOT_SAVED_TITLE, toPaymentProblem } from './payment-problem.ts';

describe('toPaymentProblem', () => {
  it('shows the card provider’s own refusal as it is', () => {
    expect(toPaymentProblem(new CardDeclined('Your card has insufficient funds.'))).toEqual({
      kind: 'declined',
      message: 'Your card has insufficient funds.',
    });
    expect(toPaymentProblem(new ApiError(402, 'payment_failed', 'Your card was declined.'))).toEqual({
      kind: 'declined',
      message: 'Your card was declined.',
    });
  });

  it('asks the shopper to agree to a new total when the quote expired', () => {
    expect(toPaymentProblem(new ApiError(409, 'quote_expired', 'Prices have changed.'))).toEqual({
      kind: 'repriced',
      message: 'Prices have changed.',
    });
  });

  it('tells a changed store credit apart, to show what the card pays now', () => {
    const error = new ApiError(409, 'quote_expired', 'Your store credit changed.', undefined, {
      reason: 'problem.checkout.creditChanged',
    });
    // The sentence is the reason's, in the page's language (as any refusal's).
    expect(toPaymentProblem(error)).toEqual({ kind: 'creditChanged', message: problemMessage(error) });
  });

  it('splits the spec’s title off an order that was paid but not saved', () => {
    const error = new ApiError(500, 'internal', `${ORDER_NOT_SAVED_TITLE} Please contact us with reference q_1.`);
    expect(ORDER_NOT_SAVED_TITLE).toBe('Payment succeeded but order save failed!');
    expect(toPaymentProblem(error)).toEqual({
      kind: 'failed',
      title: ORDER_NOT_SAVED_TITLE,
      message: 'Please contact us with reference q_1.',
      code: 'internal',
    });
  });

  it('passes on anything else the server said, with its code', () => {
    expect(toPaymentProblem(new ApiError(409, 'out_of_stock', 'Only 2 left of Gold Ring.'))).toEqual({
      kind: 'failed',
      message: 'Only 2 left of Gold Ring.',
      code: 'out_of_stock',
    });
  });

  it('blames the connection when there was no answer at all', () => {
    const lost = {
      kind: 'failed',
      message: 'We could not reach the shop. Please check your connection and try again.',
    };
    expect(toPaymentProblem(new TypeError('Failed to fetch'))).toEqual(lost);
    expect(toPaymentProblem(undefined)).toEqual(lost);
  });
});
