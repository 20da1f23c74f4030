import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Order } from '#domain/orders/order.ts';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';
import { useCompleteCheckout } from '../api/complete-checkout.ts';
import { Alert } from './payment-problem-box.tsx';

/**
 * Back on /payment from a payment method that had to leave the page (Stripe appends
 * redirect_status to our return_url): place the order, or say the payment did not go through.
 */
export function StripeReturn({
  quoteId,
  status,
  onPlaced,
}: {
  quoteId: string;
  status: string;
  onPlaced: (order: Order) => void;
}) {
  const complete = useCompleteCheckout();
  const started = useRef(false);
  const succeeded = status === 'succeeded';

  useEffect(() => {
    if (!succeeded || started.current) return;
    started.current = true;
    complete.mutate({ quoteId }, { onSuccess: onPlaced });
  }, [succeeded, quoteId, complete, onPlaced]);

  if (succeeded && !complete.isError) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-16 text-ink-soft">
        <Loader2 size={20} aria-hidden="true" className="animate-spin text-gold-600" />
        {t('checkout.return.finishing')}
      </p>
    );
  }
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <Alert title={t('checkout.return.notCompleted')}>
        <p>{complete.isError ? errorMessage(complete.error) : t('checkout.return.tryAgain')}</p>
      </Alert>
      <Link to={paths.payment.getHref()} replace className="btn-gold">
        {t('checkout.return.back')}
      </Link>
    </div>
  );
}
