import { Monitor, Smartphone } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { AccountSession } from '#domain/accounts/security.ts';
import { paths } from '#web/config/paths.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { t } from '#web/lib/i18n.ts';
import { useAccountSessions, useRevokeSession } from '../api/sessions.ts';
import { securityToast } from '../toasts.ts';

const PHONE = /iOS|Android|iPhone|iPad/;

/** Where the account is signed in: device, address, when; each can be ended at once. */
export function SessionsCard() {
  const sessions = useAccountSessions();
  return (
    <section
      aria-labelledby="sessions-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-8"
    >
      <h2 id="sessions-title" className="text-3xl font-semibold text-ink">
        {t('security.sessions.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('security.sessions.intro')}</p>
      <div className="mt-6">
        {sessions.isPending ? (
          <p role="status" className="text-ink-soft">
            {t('security.sessions.loading')}
          </p>
        ) : sessions.isError ? (
          <LoadError
            what={t('security.sessions.loadError')}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        ) : (
          <ul className="divide-y divide-gold-100">
            {sessions.data.items.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const revoke = useRevokeSession();
  const navigate = useNavigate();
  const Icon = PHONE.test(session.device) ? Smartphone : Monitor;
  const titleId = `session-${session.id}`;

  function end() {
    if (revoke.isPending) return;
    revoke.mutate(
      { id: session.id, current: session.current },
      {
        onSuccess: () => {
          if (!session.current) return securityToast.sessionEnded(session.device);
          securityToast.signedOutHere();
          void navigate(paths.home.getHref());
        },
        onError: securityToast.failed,
      },
    );
  }

  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 py-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center sm:gap-x-5">
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center self-start rounded-full bg-gold-50 text-gold-700 ring-1 ring-gold-100 sm:self-center"
      >
        <Icon size={20} strokeWidth={1.75} />
      </span>
      <div className="min-w-0 flex-1">
        <h3 id={titleId} className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold text-ink">
          <bdi>{session.device}</bdi>
          {session.current ? (
            <span className="rounded-full bg-emerald/10 px-2.5 py-0.5 text-xs font-semibold text-emerald">
              {t('security.sessions.thisDevice')}
            </span>
          ) : null}
        </h3>
        <dl className="mt-1 grid gap-x-6 gap-y-0.5 text-sm text-ink-soft sm:grid-cols-[auto_auto_auto] sm:justify-start">
          <div className="flex gap-1.5">
            <dt>{t('security.sessions.address')}</dt>
            <dd dir="ltr" className="font-medium text-ink tabular-nums">
              {session.ipAddress ?? t('security.sessions.unknown')}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt>{t('security.sessions.signedIn')}</dt>
            <dd className="text-ink">
              <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt>{t('security.sessions.lastActive')}</dt>
            <dd className="text-ink">
              <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt)}</time>
            </dd>
          </div>
        </dl>
      </div>
      <button
        type="button"
        onClick={end}
        aria-disabled={revoke.isPending || undefined}
        aria-label={
          session.current
            ? t('security.sessions.signOutHere')
            : t('security.sessions.revokeOn', { device: session.device })
        }
        className="col-start-2 mt-3 inline-flex h-10 items-center justify-center justify-self-start rounded-full border border-stone-300 px-5 text-sm font-semibold text-ink transition hover:border-ruby hover:bg-ruby hover:text-white aria-disabled:cursor-wait aria-disabled:opacity-70 sm:col-start-auto sm:mt-0"
      >
        {session.current ? t('security.sessions.signOut') : t('security.sessions.revoke')}
      </button>
    </li>
  );
}
