import { Outlet } from 'react-router';
import { DashboardShell } from '../../../components/layouts/dashboard-shell.tsx';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { RequireAdmin } from '../../../features/auth/components/require-admin.tsx';

/** The dashboard's own frame (spec: a separate layout with a sidebar), reached by admins and owners only. */
export function DashboardLayout() {
  return (
    <RequireAdmin>
      <SignedInShell />
    </RequireAdmin>
  );
}

function SignedInShell() {
  const { data: user } = useMe();
  return (
    <DashboardShell user={user ?? null}>
      <Outlet />
    </DashboardShell>
  );
}
