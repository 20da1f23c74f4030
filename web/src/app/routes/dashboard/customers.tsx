import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { useMe } from '#web/features/auth/api/get-me.ts';
import { Customers } from '#web/features/dashboard-customers/components/customers.tsx';

/** /dashboard/user: user management, composed with who is signed in. */
export function CustomersRoute() {
  const { data: me } = useMe();
  return (
    <DashboardPage
      title="Customers"
      description="Every account with its orders and spending. Admins can use this dashboard; only an owner can change an owner."
    >
      {/* The layout admits admins only, so the signed-in user is known here. */}
      {me ? <Customers viewer={{ id: me.id, role: me.role }} /> : null}
    </DashboardPage>
  );
}
