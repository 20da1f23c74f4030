import { useCallback, useRef, useState } from 'react';
import type { Order } from '#domain/orders/order.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { toPaymentProblem, type PaymentProblem } from '../payment-problem.ts';

export interface PaymentAttempt {
  /** A payment is on its way (or has succeeded and the page is leaving). */
  paying: boolean;
  problem: PaymentProblem | null;
  /** Runs one payment; ignored while another is in progress, so a second click pays nothing. */
  run: (pay: () => Promise<Order>) => void;
  clearProblem: () => void;
}

/**
 * One payment at a time. On success the attempt stays "paying" (the button keeps saying
 * Processing...) until the page moves on; on failure the problem is kept for the form to show and,
 * when the server answered, the quote is asked for again: an expired quote, a released payment or
 * a sold-out piece all mean the old one can no longer be paid.
 */
export function usePaymentAttempt({
  onPlaced,
  onServerRefused,
}: {
  onPlaced: (order: Order) => void;
  onServerRefused: () => void;
}): PaymentAttempt {
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);

  const run = useCallback(
    (pay: () => Promise<Order>) => {
      if (busy.current) return;
      busy.current = true;
      setPaying(true);
      setProblem(null);
      pay().then(onPlaced, (error: unknown) => {
        setProblem(toPaymentProblem(error));
        if (error instanceof ApiError) onServerRefused();
        busy.current = false;
        setPaying(false);
      });
    },
    [onPlaced, onServerRefused],
  );

  const clearProblem = useCallback(() => setProblem(null), []);
  return { paying, problem, run, clearProblem };
}
