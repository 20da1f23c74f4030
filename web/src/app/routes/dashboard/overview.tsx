import { DashboardPage } from '../../../components/layouts/dashboard-page.tsx';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { Overview } from '../../../features/dashboard-overview/components/overview.tsx';

/** /dashboard and /dashboard/admin: the shop at a glance, from live data. */
export function DashboardOverviewRoute() {
  const { data: user } = useMe();
  return (
    <DashboardPage title="Dashboard" eyebrow={user ? `Welcome, ${user.name}` : 'Welcome'}>
      <Overview />
    </DashboardPage>
  );
}
