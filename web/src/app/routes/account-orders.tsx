import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { paths } from '#web/config/paths.ts';
import { useOrders } from '#web/features/orders/api/get-orders.ts';
import { OrderCard, OrderCardSkeleton } from '#web/features/orders/components/order-card.tsx';
import { StoreCreditPanel } from '#web/features/orders/components/store-credit.tsx';
import { MyVisits } from '#web/features/visit/components/my-visits.tsx';
import { t } from '#web/lib/i18n.ts';
import { RequireCustomer } from '../require-customer.tsx';

/** The signed-in customer's orders, newest first. */
export function AccountOrdersRoute() {
  return (
    <div className="pb-24">
      <PageMeta page={PAGE_META.orders} />
      <meta name="robots" content="noindex" />
      <PageHeader eyebrow={t('orders.eyebrow')} title={t('orders.title')} />
      <div className="container-page pt-8 sm:pt-12">
        <RequireCustomer returnTo={paths.orders.getHref()}>
          {() => (
            <>
              <StoreCreditPanel />
              <MyVisits />
              <OrderList />
            </>
          )}
        </RequireCustomer>
      </div>
    </div>
  );
}

function OrderList() {
  const orders = useOrders();
  if (orders.isPending) {
    return (
      <div role="status" className="mx-auto max-w-5xl space-y-6">
        <span className="sr-only">{t('orders.loading')}</span>
        <OrderCardSkeleton />
        <OrderCardSkeleton />
      </div>
    );
  }
  if (orders.isError) {
    return (
      <div className="mx-auto max-w-lg">
        <LoadError
          what={t('orders.loadError.orders')}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      </div>
    );
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState icon={<Package size={28} strokeWidth={1.75} />} message={t('orders.empty')}>
        <Link to={paths.collection.getHref()} className="btn-gold">
          {t('wishlist.browse')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <p className="text-sm text-ink-soft">{t('orders.count', { count: orders.data.length })}</p>
      {orders.data.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </div>
  );
}
