import { ShieldCheck } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { isAdminRole } from '#domain/accounts/roles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { paths } from '#web/config/paths.ts';
import { useAccountSecurity } from '../api/get-account-security.ts';
import { useMe } from '../api/get-me.ts';
import { authToast } from '../toasts.ts';
import { TwoFactorForm } from '#web/components/two-factor/two-factor-form.tsx';

/**
 * Lets only admins and owners through. Visitors go to /login, customers home with a word of
 * explanation. An admin whose session has not passed the account's second factor is asked for the
 * code here; one who must turn two-factor on first (ADMIN_2FA=required) is sent to the security
 * page. Nothing is decided while the session is still being checked. (The server guards the
 * dashboard's data on its own; this only keeps people off pages they cannot use.)
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <CheckingAccess />;
  if (me.isError) return <CheckFailed onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  if (!me.data) return <Navigate to={paths.login.getHref()} replace />;
  if (!isAdminRole(me.data.role)) return <SendCustomerHome />;
  return <TwoFactorGate>{children}</TwoFactorGate>;
}

function TwoFactorGate({ children }: { children: ReactNode }) {
  const security = useAccountSecurity();
  if (security.isPending) return <CheckingAccess />;
  if (security.isError) return <CheckFailed onRetry={() => void security.refetch()} retrying={security.isFetching} />;
  if (security.data.adminAccess === 'second_factor_required') return <AskForCode />;
  if (security.data.adminAccess === 'second_factor_setup_required') return <SetUpFirst />;
  return children;
}

/** The account has two-factor on and this session has not passed it (a Google sign-in, an older session). */
function AskForCode() {
  return (
    <AccessScreen
      title="Enter your code to open the dashboard"
      lead="Your account has two-factor sign-in on, and this session has not passed it yet (after signing in with Google, for example). Enter a code once and the dashboard stays open in this browser."
    >
      <div className="mt-8 w-full max-w-sm rounded-3xl bg-white p-6 text-start shadow-sm ring-1 ring-gold-100 sm:p-8">
        {/* The verified session's answers replace these checks' (['me'] is asked again). */}
        <TwoFactorForm purpose="session" submitLabel="Verify and Continue" onVerified={() => undefined} />
      </div>
    </AccessScreen>
  );
}

/** ADMIN_2FA=required and the account has not turned two-factor on. */
function SetUpFirst() {
  return (
    <AccessScreen
      title="Turn on two-factor sign-in first"
      lead="This shop asks every admin to sign in with a second factor: a code from an authenticator app on your phone. It takes a minute on your account’s security page; the dashboard opens as soon as it is on."
    >
      <Link to={paths.security.getHref()} className="btn-gold mt-8">
        <ShieldCheck size={16} aria-hidden="true" />
        Set Up Two-Factor Sign-In
      </Link>
    </AccessScreen>
  );
}

function AccessScreen({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-ivory px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-gold-50 text-gold-700 ring-1 ring-gold-100"
      >
        <ShieldCheck size={28} strokeWidth={1.75} />
      </span>
      <h1 className="mt-5 max-w-xl text-4xl font-semibold text-ink">{title}</h1>
      <p className="mt-3 max-w-lg text-ink-soft">{lead}</p>
      {children}
      <Link
        to={paths.home.getHref()}
        className="mt-6 rounded text-sm font-medium text-gold-700 underline-offset-4 hover:underline"
      >
        Back to the shop
      </Link>
    </main>
  );
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
    <main className="flex min-h-screen items-center justify-center bg-ivory px-6">
      <div className="w-full max-w-md">
        <LoadError as="h1" what="your account" onRetry={onRetry} retrying={retrying} />
      </div>
    </main>
  );
}
