import type { ReactNode } from 'react';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { Fulfilment } from '#domain/checkout/fulfilment.ts';
import type { BranchId } from '#domain/store/settings.ts';
import type { PaymentAttempt } from '../hooks/use-payment-attempt.ts';

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
  attempt: PaymentAttempt;
  /** Why the quote cannot be paid right now, shown above the Pay button. */
  notice?: ReactNode;
}
