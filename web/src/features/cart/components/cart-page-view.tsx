import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { paths } from '#web/config/paths.ts';
import { t } from '#web/lib/i18n.ts';
import { useCart } from '../api/get-cart.ts';
import { useFocusAfterRemoval } from '#web/hooks/use-focus-after-removal.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { CartUnderReview } from './price-review.tsx';
import { CartSummary } from './cart-summary.tsx';

/** The cart as a whole page (/cart): the lines beside a summary with the checkout or sign-in area. */
export function CartPageView({ checkout }: { checkout: ReactNode }) {
  const cart = useCart();
  const lines = cart.data?.lines ?? [];
  const { listRef, emptyRef, onRemoved } = useFocusAfterRemoval<HTMLUListElement, HTMLAnchorElement>(lines);

  if (!cart.data) {
    return cart.isError ? (
      <div className="mx-auto max-w-md">
        <LoadError what={t('cart.loadError.what')} onRetry={() => void cart.refetch()} retrying={cart.isFetching} />
      </div>
    ) : (
      <div aria-busy="true" className="mx-auto h-64 max-w-3xl animate-pulse rounded-3xl bg-sand/70" />
    );
  }

  if (lines.length === 0) {
    return (
      <EmptyState icon={<ShoppingBag size={28} strokeWidth={1.75} />} message={t('cart.empty.title')}>
        <Link ref={emptyRef} to={paths.collection.getHref()} className="btn-gold">
          {t('cart.continueShopping')}
        </Link>
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
      <section aria-labelledby="cart-items-heading">
        <h2 id="cart-items-heading" className="sr-only">
          {t('cart.items')}
        </h2>
        <ul
          ref={listRef}
          className="divide-y divide-gold-100 rounded-3xl bg-white px-5 shadow-sm ring-1 ring-gold-100 sm:px-8"
        >
          {lines.map((line) => (
            <li key={line.id}>
              <CartLineItem line={line} variant="page" onRemoved={onRemoved} />
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="cart-summary-heading"
        className="space-y-5 self-start rounded-3xl bg-white p-6 shadow-sm ring-1 ring-gold-100 sm:p-8 lg:sticky lg:top-28"
      >
        <h2 id="cart-summary-heading" className="text-2xl font-semibold text-ink">
          {t('cart.orderSummary')}
        </h2>
        <CartSummary cart={cart.data} />
        {lines.some((line) => line.priceReview) ? <CartUnderReview /> : checkout}
        <Link
          to={paths.collection.getHref()}
          className="block text-center text-sm font-semibold text-gold-700 underline-offset-4 hover:underline"
        >
          {t('cart.continueShopping')}
        </Link>
      </section>
    </div>
  );
}
