import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { BranchDay } from '#web/features/dashboard-visits/components/branch-day.tsx';

/** /dashboard/visits: a branch's booked visits on one day, each marked attended or missed. */
export function VisitsRoute() {
  return (
    <DashboardPage
      title="Visits"
      description="The visits booked at a branch on one day, in the branch's own time, with the visitor's contact."
    >
      <BranchDay />
    </DashboardPage>
  );
}
