import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Order } from '#domain/orders/order.ts';
import type { BranchId } from '#domain/store/settings.ts';
import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { paths } from '#web/config/paths.ts';
import { useCart } from '#web/features/cart/api/get-cart.ts';
import { Checkout } from '#web/features/checkout/components/checkout.tsx';
import { getOrderQueryOptions } from '#web/features/orders/api/get-order.ts';
import { t } from '#web/lib/i18n.ts';
import { RequireCustomer } from '../require-customer.tsx';

const NO_BRANCHES: readonly BranchId[] = [];

/** Checkout: signed-in customers only; a paid order goes on to its confirmation. */
export function PaymentRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cart = useCart();
  const onPlaced = useCallback(
    (order: Order) => {
      // The confirmation shows the order at once, without asking the server again.
      queryClient.setQueryData(getOrderQueryOptions(order.id).queryKey, order);
      void navigate(paths.confirm.getHref(order.id), { replace: true });
    },
    [queryClient, navigate],
  );

  return (
    <div className="pb-24">
      <PageMeta page={PAGE_META.payment} />
      <meta name="robots" content="noindex" />
      <PageHeader eyebrow={t('checkout.eyebrow')} title={t('checkout.title')} />
      <div className="container-page pt-8 sm:pt-12">
        <RequireCustomer returnTo={paths.payment.getHref()}>
          {(user) => (
            <Checkout
              customer={{ name: user.name, email: user.email }}
              pickupBranches={cart.data?.pickupBranches ?? NO_BRANCHES}
              onPlaced={onPlaced}
            />
          )}
        </RequireCustomer>
      </div>
    </div>
  );
}
