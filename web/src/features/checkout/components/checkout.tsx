import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { Fulfilment } from '#domain/checkout/fulfilment.ts';
import { sameFulfilment } from '#domain/checkout/quote-for-cart.ts';
import type { Order } from '#domain/orders/order.ts';
import type { BranchId } from '#domain/store/settings.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';
import { useCheckoutSession } from '../api/start-checkout.ts';
import { useCreditChoice } from '../hooks/use-credit-choice.ts';
import { usePaymentAttempt } from '../hooks/use-payment-attempt.ts';
import { useQuoteFollowsCart } from '../hooks/use-quote-follows-cart.ts';
import { checkoutToast } from '../toasts.ts';
import { CreditCheckoutForm } from './credit-checkout-form.tsx';
import { OfflineCheckoutForm } from './offline-checkout-form.tsx';
import { OrderSummary, OrderSummarySkeleton } from './order-summary.tsx';
import { Alert } from './payment-problem-box.tsx';
import type { RecipientDraft } from './recipient-form.ts';
import { StoreCreditChoice } from './store-credit-choice.tsx';
import { StripeReturn } from './stripe-return.tsx';

// Stripe's libraries come with this chunk, fetched only when the shop's gateway is Stripe.
const StripeCheckoutForm = lazy(() =>
  import('./stripe-checkout-form.tsx').then((module) => ({ default: module.StripeCheckoutForm })),
);

interface CheckoutProps {
  customer: { name: string; email: string };
  /** The branches holding every piece of the cart (the cart's answer): where it can be picked up. */
  pickupBranches: readonly BranchId[];
  /** The order is placed and paid: the caller moves on (to the confirmation). */
  onPlaced: (order: Order) => void;
}

/**
 * /payment's content for a signed-in customer: the server's quote beside the address and card
 * forms, and the shopper's store credit above them when there is some.
 */
export function Checkout({ customer, pickupBranches, onPlaced }: CheckoutProps) {
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  // Back from a payment method that had to leave the page (Stripe's return_url).
  const returnedQuote = search.get('quote');
  const redirectStatus = search.get('redirect_status');
  const returning = Boolean(returnedQuote && redirectStatus);
  // Shipped to a state or picked up at a branch, as the form says: the quote is for that.
  const [fulfilment, setFulfilment] = useState<Fulfilment | null>(null);
  const onFulfilmentChange = useCallback(
    (next: Fulfilment | null) => setFulfilment((current) => (sameFulfilment(current, next) ? current : next)),
    [],
  );
  const credit = useCreditChoice();
  const placed = useCallback(
    (order: Order) => {
      checkoutToast.paymentConfirmed(order.id);
      onPlaced(order);
    },
    [onPlaced],
  );
  // The balance too: a refusal may be that the credit changed since the quote.
  const requote = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.storeCredit });
    void queryClient.invalidateQueries({ queryKey: queryKeys.checkout });
  }, [queryClient]);
  const attempt = usePaymentAttempt({ onPlaced: placed, onServerRefused: requote });
  // Asked for once the balance is known, so the first quote already spends the credit; never
  // while paying, when the order about to be placed empties the cart and spends the credit.
  const session = useCheckoutSession({
    enabled: !returning && credit.settled && !attempt.paying,
    fulfilment,
    credit: credit.requestedCents,
  });
  const recipientDraft = useRef<RecipientDraft | null>(null);
  // A quote refused for a new choice (a piece not at that branch) leaves the last one on screen,
  // not payable, so the form and what was typed stay while the shopper chooses again.
  const [lastSession, setLastSession] = useState<CheckoutSession>();
  if (session.data && !session.isPlaceholderData && session.data !== lastSession) setLastSession(session.data);
  const shown = session.data ?? (session.isError ? lastSession : undefined);

  useQuoteFollowsCart(session.data?.quote, attempt.paying);

  if (returning && returnedQuote && redirectStatus) {
    return <StripeReturn quoteId={returnedQuote} status={redirectStatus} onPlaced={placed} />;
  }

  const error = session.error;
  // The server's 'Your cart is empty.': also what a cart emptied in the side panel leads to.
  if (error instanceof ApiError && error.code === 'invalid_input' && !attempt.paying) {
    return <EmptyCart />;
  }
  if (!shown) {
    return session.isError ? (
      <CheckoutUnavailable error={error} retrying={session.isFetching} onRetry={requote} />
    ) : (
      <CheckoutSkeleton />
    );
  }

  const updating = session.isFetching || session.isError;
  const quoteReady = !updating;
  const notice = session.isError ? <QuoteNotice error={error} onRetry={requote} /> : null;
  const formProps = {
    session: shown,
    customer,
    pickupBranches,
    onFulfilmentChange,
    quoteReady,
    creditQuoted: !session.isPlaceholderData,
    attempt,
    notice,
    recipientDraft,
  };
  const { gateway } = shown.payment;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_25rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_28rem] xl:gap-12">
      <div className="lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1">
        <OrderSummary quote={shown.quote} updating={updating} />
      </div>
      <div className="space-y-6 lg:col-start-1 lg:row-start-1">
        {credit.balanceCents > 0 ? <StoreCreditChoice choice={credit} quote={shown.quote} updating={updating} /> : null}
        {gateway === 'stripe' ? (
          <Suspense fallback={<FormSkeleton />}>
            <StripeCheckoutForm {...formProps} />
          </Suspense>
        ) : gateway === 'store_credit' ? (
          <CreditCheckoutForm {...formProps} />
        ) : (
          <OfflineCheckoutForm {...formProps} />
        )}
      </div>
    </div>
  );
}

function EmptyCart() {
  return (
    <EmptyState icon={<ShoppingBag size={28} strokeWidth={1.75} />} message={t('cart.empty.title')}>
      <Link to={paths.collection.getHref()} className="btn-gold">
        {t('cart.continueShopping')}
      </Link>
    </EmptyState>
  );
}

/** The quote could not be had at all: a piece over its stock, or no answer. */
function CheckoutUnavailable({
  error,
  retrying,
  onRetry,
}: {
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
}) {
  const stock = error instanceof ApiError && error.code === 'out_of_stock';
  return (
    <div className="mx-auto max-w-xl rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-gold-100 sm:px-10">
      <h2 className="text-3xl font-semibold text-ink">{stock ? t('checkout.checkCart') : t('checkout.unavailable')}</h2>
      <p role="alert" className="mt-4 text-ink-soft">
        {errorMessage(error)}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {stock ? (
          <Link to={paths.cart.getHref()} className="btn-gold">
            {t('checkout.reviewCart')}
          </Link>
        ) : (
          <button type="button" onClick={onRetry} aria-disabled={retrying || undefined} className="btn-gold">
            {retrying ? t('ui.tryingAgain') : t('ui.tryAgain')}
          </button>
        )}
        <Link to={paths.collection.getHref()} className="btn-outline">
          {t('cart.continueShopping')}
        </Link>
      </div>
    </div>
  );
}

/** The quote was asked for again and refused (or not answered): the old one is not paid. */
function QuoteNotice({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const stock = error instanceof ApiError && error.code === 'out_of_stock';
  return (
    <Alert>
      <p>{errorMessage(error)}</p>
      <p className="mt-2">
        {stock ? (
          <Link to={paths.cart.getHref()} className="font-semibold underline underline-offset-4">
            {t('checkout.reviewCart')}
          </Link>
        ) : (
          <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-4">
            {t('ui.tryAgain')}
          </button>
        )}
      </p>
    </Alert>
  );
}

function FormSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-6">
      <div className="h-96 animate-pulse rounded-3xl bg-white ring-1 ring-gold-100" />
      <div className="h-64 animate-pulse rounded-3xl bg-white ring-1 ring-gold-100" />
    </div>
  );
}

/** Until the quote arrives (also what the server renders: the quote is asked for by the browser). */
export function CheckoutSkeleton() {
  return (
    <div
      role="status"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_25rem] xl:grid-cols-[minmax(0,1fr)_28rem] xl:gap-12"
    >
      <span className="sr-only">{t('checkout.preparing')}</span>
      <div className="lg:col-start-2 lg:row-start-1">
        <OrderSummarySkeleton />
      </div>
      <div className="lg:col-start-1 lg:row-start-1">
        <FormSkeleton />
      </div>
    </div>
  );
}
