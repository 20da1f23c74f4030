import type { ReactNode } from 'react';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { PaymentAttempt } from '../hooks/use-payment-attempt.ts';

/** What both payment forms (the shop's own card form and Stripe's) are given. */
export interface CheckoutFormProps {
  session: CheckoutSession;
  customer: { name: string; email: string };
  /** The quote can be paid now: not being asked for again, not refused. */
  quoteReady: boolean;
  attempt: PaymentAttempt;
  /** Why the quote cannot be paid right now, shown above the Pay button. */
  notice?: ReactNode;
}
