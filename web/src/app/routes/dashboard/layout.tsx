import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { DashboardShell } from '#web/components/layouts/dashboard-shell.tsx';
import { useMe } from '#web/features/auth/api/get-me.ts';
import { RequireAdmin } from '#web/features/auth/components/require-admin.tsx';

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
      {/* The frame shows at once; a page whose code is still coming fills in when it arrives. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </DashboardShell>
  );
}
