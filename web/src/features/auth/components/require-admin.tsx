import { RotateCcw } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isAdminRole } from '#domain/accounts/roles.ts';
import { paths } from '../../../config/paths.ts';
import { useMe } from '../api/get-me.ts';
import { authToast } from '../toasts.ts';

/**
 * Lets only admins and owners through. Visitors go to /login, customers home with a word of
 * explanation. Nothing is decided while the session is still being checked. (The server guards
 * the dashboard's data on its own; this only keeps people off pages they cannot use.)
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <CheckingAccess />;
  if (me.isError) return <CheckFailed onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  if (!me.data) return <Navigate to={paths.login.getHref()} replace />;
  if (!isAdminRole(me.data.role)) return <SendCustomerHome />;
  return children;
}

function SendCustomerHome() {
  useEffect(() => {
    authToast.adminsOnly();
  }, []);
  return <Navigate to={paths.home.getHref()} replace />;
}

function CheckingAccess() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-ivory">
      <p role="status">
        <span
          aria-hidden="true"
          className="block size-10 animate-spin rounded-full border-2 border-gold-100 border-t-gold-500"
        />
        <span className="sr-only">Checking your access…</span>
      </p>
    </main>
  );
}

function CheckFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-ivory px-6 text-center">
      <h1 className="text-4xl font-semibold text-ink">We could not check your account</h1>
      <p className="max-w-md text-ink-soft">The shop did not answer. Please check your connection and try again.</p>
      <button type="button" onClick={onRetry} aria-disabled={retrying || undefined} className="btn-gold">
        <RotateCcw size={16} aria-hidden="true" />
        Try again
      </button>
    </main>
  );
}
