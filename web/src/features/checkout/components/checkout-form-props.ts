import type { ReactNode, RefObject } from 'react';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { Fulfilment } from '#domain/checkout/fulfilment.ts';
import type { BranchId } from '#domain/store/settings.ts';
import type { PaymentAttempt } from '../hooks/use-payment-attempt.ts';
import type { RecipientDraft } from './recipient-form.ts';

/** What both payment forms (the shop's own card form and Stripe's) are given. */
export interface CheckoutFormProps {
  session: CheckoutSession;
  customer: { name: string; email: string };
  /** The branches holding every piece of the cart: where it can be picked up today. */
  pickupBranches: readonly BranchId[];
  /** The shopper's choice changed (or a shipped order's state): the quote is asked for again. */
  onFulfilmentChange: (fulfilment: Fulfilment | null) => void;
  /** The quote can be paid now: not being asked for again, not refused. */
  quoteReady: boolean;
  /** The quote shown is for the store credit now asked for (a new amount's may be on its way). */
  creditQuoted: boolean;
  attempt: PaymentAttempt;
  /** Why the quote cannot be paid right now, shown above the Pay button. */
  notice?: ReactNode;
  /**
   * What was typed in the form the checkout showed before: a new quote may call for another
   * (store credit now covering all, or no longer), which starts from it.
   */
  recipientDraft: RefObject<RecipientDraft | null>;
}
