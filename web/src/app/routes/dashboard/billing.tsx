import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import {
  BillingCsvLink,
  BillingList,
  useBillingSearch,
} from '#web/features/dashboard-billing/components/billing-list.tsx';

/** /dashboard/userdata: the billing detail table, with a CSV of the current search. */
export function BillingRoute() {
  const q = useBillingSearch();
  return (
    <DashboardPage
      title="Billing Detail"
      description="The name, address and items given at each checkout."
      actions={<BillingCsvLink q={q} />}
    >
      <BillingList />
    </DashboardPage>
  );
}
