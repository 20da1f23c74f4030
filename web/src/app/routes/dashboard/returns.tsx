import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { ReturnsList } from '#web/features/dashboard-returns/components/returns-list.tsx';

/** /dashboard/returns: the returns buyers asked for, to approve (refund and restock) or refuse. */
export function ReturnsRoute() {
  return (
    <DashboardPage
      title="Returns"
      description="Pieces buyers asked to return, newest first. Approving puts the piece back in stock and refunds what the server works out from how the order was paid."
    >
      <ReturnsList />
    </DashboardPage>
  );
}
