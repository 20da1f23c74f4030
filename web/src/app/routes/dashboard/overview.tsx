import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { useMe } from '#web/features/auth/api/get-me.ts';
import { RateWarnings } from '#web/features/dashboard-rates/components/rate-warnings.tsx';
import { Overview } from '#web/features/dashboard-overview/components/overview.tsx';

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
