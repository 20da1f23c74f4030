import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { OrdersList } from '#web/features/dashboard-orders/components/orders-list.tsx';

/** /dashboard/order: order management. */
export function OrdersRoute() {
  return (
    <DashboardPage
      title="Orders"
      description="Every order placed in the shop, newest first. Open one to confirm, ship or deliver it, make a pick-up ready and hand it over, or cancel it."
    >
      <OrdersList />
    </DashboardPage>
  );
}
