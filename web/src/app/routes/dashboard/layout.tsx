import { ArrowLeft, Gem } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { store } from '#domain/store/settings.ts';
import { paths } from '../../../config/paths.ts';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { RequireAdmin } from '../../../features/auth/components/require-admin.tsx';

/** The dashboard's own frame (spec: a separate layout with a sidebar), reached by admins and owners only. */
export function DashboardLayout() {
  return (
    <RequireAdmin>
      <div className="flex min-h-screen flex-col bg-ivory lg:flex-row">
        <a
          href="#dashboard-main"
          className="sr-only z-50 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-ivory focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <nav aria-label="Dashboard" className="bg-ink text-ivory lg:sticky lg:top-0 lg:h-screen lg:w-72 lg:shrink-0">
          <div className="flex items-center justify-between gap-4 px-5 py-4 lg:h-full lg:flex-col lg:items-stretch lg:justify-start lg:px-6 lg:py-8">
            <Link to={paths.home.getHref()} className="flex items-center gap-2.5">
              <Gem size={24} strokeWidth={1.5} className="text-gold-400" aria-hidden="true" />
              <span className="flex flex-col leading-none">
                <span className="font-serif text-xl font-semibold">{store.name}</span>
                <span className="mt-1 text-[10px] font-semibold tracking-[0.3em] text-gold-300 uppercase">
                  Dashboard
                </span>
              </span>
            </Link>
            <SignedInAs />
            <Link
              to={paths.home.getHref()}
              className="inline-flex items-center gap-2 rounded-full border border-gold-400/40 px-4 py-2 text-sm font-medium text-gold-300 transition hover:border-gold-300 hover:text-gold-100 lg:mt-4 lg:self-start"
            >
              <ArrowLeft size={16} aria-hidden="true" />
              Back to Home
            </Link>
          </div>
        </nav>
        <main id="dashboard-main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </RequireAdmin>
  );
}

const ROLE_LABELS = { owner: 'Owner', admin: 'Admin', customer: 'Customer' } as const;

/** Who is at the controls: on wide screens, at the foot of the sidebar. */
function SignedInAs() {
  const { data: user } = useMe();
  if (!user) return null;
  return (
    <div className="hidden rounded-2xl border border-ivory/10 bg-ivory/5 p-4 lg:mt-auto lg:block">
      <p className="flex items-center justify-between gap-2">
        <span className="truncate font-medium text-ivory">{user.name}</span>
        <span className="shrink-0 rounded-full bg-gold-400/15 px-2.5 py-0.5 text-[11px] font-semibold tracking-wide text-gold-300 uppercase">
          {ROLE_LABELS[user.role]}
        </span>
      </p>
      <p className="mt-1 truncate text-xs text-ivory/70">{user.email}</p>
    </div>
  );
}
