import { SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { paths } from '#web/config/paths.ts';
import { useOrder } from '#web/features/orders/api/get-order.ts';
import { OrderConfirmation } from '#web/features/orders/components/order-confirmation.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';
import { RequireCustomer } from '../require-customer.tsx';

/** /confirm?order=<id>: the order just placed, loaded by its id (the checkout leaves it in the cache). */
export function ConfirmRoute() {
  const [search] = useSearchParams();
  const orderId = search.get('order') ?? '';

  return (
    <div className="pb-24">
      <PageMeta page={PAGE_META.confirm} />
      <meta name="robots" content="noindex" />
      <RequireCustomer returnTo={paths.confirm.getHref(orderId || undefined)}>
        {() => (orderId ? <Confirmation orderId={orderId} /> : <OrderNotFound />)}
      </RequireCustomer>
    </div>
  );
}

function Confirmation({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  if (order.data) return <OrderConfirmation order={order.data} />;
  if (order.error instanceof ApiError && order.error.status < 500) return <OrderNotFound />;
  return (
    <>
      <PageHeader eyebrow={t('orders.confirm.eyebrow')} title={t('orders.confirm.title')} />
      <div className="container-page pt-10 sm:pt-12">
        {order.isError ? (
          <div className="mx-auto max-w-lg">
            <LoadError
              what={t('orders.loadError.order')}
              onRetry={() => void order.refetch()}
              retrying={order.isFetching}
            />
          </div>
        ) : (
          <div role="status" className="mx-auto max-w-4xl">
            <span className="sr-only">{t('orders.loadingOrder')}</span>
            <div aria-hidden="true" className="h-80 animate-pulse rounded-3xl bg-white ring-1 ring-gold-100" />
          </div>
        )}
      </div>
    </>
  );
}

/** No order id, someone else's order or one that does not exist: the same friendly answer. */
function OrderNotFound() {
  return (
    <div className="container-page">
      <div className="mx-auto flex max-w-lg flex-col items-center py-20 text-center sm:py-28">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-gold-50 text-gold-600 ring-1 ring-gold-100"
        >
          <SearchX size={28} strokeWidth={1.75} />
        </span>
        <h1 className="mt-6 text-4xl font-semibold text-ink sm:text-5xl">{t('orders.notFound.title')}</h1>
        <p className="mt-4 text-ink-soft">{t('orders.notFound.text')}</p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to={paths.orders.getHref()} className="btn-gold">
            {t('orders.viewMyOrders')}
          </Link>
          <Link to={paths.home.getHref()} className="btn-outline">
            {t('orders.goHome')}
          </Link>
        </div>
        <Link
          to={paths.collection.getHref()}
          className="mt-6 text-sm font-medium text-gold-700 underline-offset-4 hover:underline"
        >
          {t('orders.notFound.browse')}
        </Link>
      </div>
    </div>
  );
}
