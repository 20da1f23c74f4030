import type { ReactNode } from 'react';
import type { Quote } from '#domain/checkout/checkout.ts';
import type { PaymentAttempt } from '../hooks/use-payment-attempt.ts';
import { PayButton } from './pay-button.tsx';
import { PaymentProblemBox } from './payment-problem-box.tsx';

/** The end of the form: what went wrong last time (if anything), then the Pay button. */
export function PaySection({
  attempt,
  notice,
  quote,
  quoteReady,
  ready,
}: {
  attempt: PaymentAttempt;
  notice: ReactNode;
  quote: Pick<Quote, 'total' | 'credit' | 'charge'>;
  quoteReady: boolean;
  ready: boolean;
}) {
  const { problem } = attempt;
  return (
    <div className="space-y-4">
      {problem ? <PaymentProblemBox problem={problem} newQuote={quoteReady ? quote : null} /> : null}
      {notice}
      <PayButton quote={quote} ready={ready} paying={attempt.paying} />
    </div>
  );
}
