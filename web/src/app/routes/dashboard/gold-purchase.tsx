import { useSearchParams } from 'react-router';
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { AssayForm } from '#web/features/dashboard-gold/components/assay-form.tsx';

/** /dashboard/gold-purchase(?estimate=est_…): assay old metal at the counter and settle it. */
export function GoldPurchaseRoute() {
  const [search] = useSearchParams();
  const estimateId = search.get('estimate') ?? '';
  return (
    <DashboardPage
      title="Buy old gold"
      description="Enter what you measured, see the final offer (the online offer's rate while it holds, today's after), record the seller and settle."
    >
      <AssayForm key={estimateId} initialEstimateId={estimateId} />
    </DashboardPage>
  );
}
