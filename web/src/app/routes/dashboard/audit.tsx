import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { AuditLog } from '#web/features/dashboard-audit/components/audit-log.tsx';

/** /dashboard/audit: who changed what and when (not in the spec; docs/spec-deviations.md). */
export function AuditRoute() {
  return (
    <DashboardPage
      title="Audit Log"
      description="Every change made in the dashboard: products, metal prices, roles and order statuses, with their values before and after."
    >
      <AuditLog />
    </DashboardPage>
  );
}
