import { DashboardPage } from '../../../components/layouts/dashboard-page.tsx';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { RateWarnings } from '../../../features/dashboard-metals/components/rate-warnings.tsx';
import { Overview } from '../../../features/dashboard-overview/components/overview.tsx';

/** /dashboard and /dashboard/admin: the shop at a glance, from live data. */
export function DashboardOverviewRoute() {
  const { data: user } = useMe();
  return (
    <DashboardPage title="Dashboard" eyebrow={user ? `Welcome, ${user.name}` : 'Welcome'}>
      <div className="space-y-6">
        <RateWarnings place="overview" />
        <Overview />
      </div>
    </DashboardPage>
  );
}
