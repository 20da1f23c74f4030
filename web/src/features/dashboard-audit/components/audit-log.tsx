import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '#domain/admin/audit.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Pager, rangeText } from '#web/components/ui/pager.tsx';
import { QueryList } from '#web/components/ui/query-table.tsx';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import { useListParams } from '#web/hooks/use-list-params.ts';
import { formatDate, formatDateTime, formatTime } from '#web/lib/format.ts';
import { useAudit } from '../api/get-audit.ts';
import { AuditFilters } from './audit-filters.tsx';
import { ChangeList } from './change-list.tsx';

const LIST_DEFAULTS = { action: '', actor: '' } as const;
const panelClass = 'rounded-3xl bg-white shadow-sm ring-1 ring-gold-100';

/** Every admin write, newest first: when, who, what, to which subject, and what changed. */
export function AuditLog() {
  const { values, page, update, hrefForPage } = useListParams(LIST_DEFAULTS);
  // A hand-edited query never breaks the page: an unknown action reads as "all changes".
  const action = AUDIT_ACTIONS.find((candidate) => candidate === values.action);
  const actor = values.actor.trim().slice(0, 100) || undefined;
  const audit = useAudit({ action, actor, page });
  const list = audit.data;
  const filtered = Boolean(action || actor);

  return (
    <div>
      <AuditFilters
        action={action}
        actor={actor}
        onAction={(picked) => update({ action: picked })}
        onActor={(typed, refining) => update({ actor: typed }, { replace: refining })}
      />
      <p aria-live="polite" className="mt-4 text-sm text-ink-soft">
        {list ? rangeText(list.page, list.pageSize, list.total, ['entry', 'entries']) : null}
      </p>

      <QueryList
        query={audit}
        what="the audit log"
        loadingText="Loading the audit log…"
        skeletonRowClass="h-12"
        className="mt-4"
        isEmpty={(found) => found.items.length === 0}
        empty={
          <EmptyState
            icon={<ScrollText size={28} strokeWidth={1.75} />}
            message={filtered ? 'No entries match' : page > 1 ? 'No more entries' : 'Nothing recorded yet'}
          >
            {filtered || page > 1 ? (
              <Link to={dashboardPaths.audit.getHref()} className="btn-outline">
                Show every entry
              </Link>
            ) : null}
          </EmptyState>
        }
      >
        {(found) => (
          <>
            <AuditTable entries={found.items} />
            <AuditCards entries={found.items} />
            <Pager page={found.page} pageCount={found.pageCount} hrefFor={hrefForPage} label="Audit log pages" />
          </>
        )}
      </QueryList>
    </div>
  );
}

const ACTION_TONES: Readonly<Record<AuditAction, string>> = {
  'product.create': 'bg-emerald/10 text-emerald',
  'product.update': 'bg-gold-100 text-gold-700',
  'product.delete': 'bg-ruby/10 text-ruby',
  'product.branch_stock': 'bg-gold-100 text-gold-700',
  'product.stock_move': 'bg-gold-100 text-gold-700',
  'metal.price': 'bg-gold-100 text-gold-700',
  'metal.pin': 'bg-gold-100 text-gold-700',
  'metal.unpin': 'bg-sand text-ink',
  'board_rate.set': 'bg-gold-100 text-gold-700',
  'buy_spread.set': 'bg-gold-100 text-gold-700',
  'rate_feed.premium': 'bg-gold-100 text-gold-700',
  'rate_feed.reject': 'bg-sand text-ink',
  'user.role': 'bg-sand text-ink',
  'order.status': 'bg-sand text-ink',
  'order.handover': 'bg-emerald/10 text-emerald',
  'order.refund': 'bg-ruby/10 text-ruby',
  'appointment.status': 'bg-sand text-ink',
  'gold_purchase.settle': 'bg-emerald/10 text-emerald',
  'return.approve': 'bg-ruby/10 text-ruby',
  'return.refuse': 'bg-sand text-ink',
  'review.status': 'bg-sand text-ink',
};

function ActionBadge({ action }: { action: AuditAction }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${ACTION_TONES[action]}`}
    >
      {AUDIT_ACTION_LABELS[action]}
    </span>
  );
}

/** Where the subject can be looked at now; deleted products and orders stay plain text. */
function subjectHref(entry: AuditEntry): string | null {
  switch (entry.action) {
    case 'product.create':
    case 'product.update':
      return dashboardPaths.editProduct.getHref(entry.subjectId);
    case 'metal.price':
      return dashboardPaths.editMetal.getHref(entry.subjectId);
    case 'user.role':
      return `${dashboardPaths.customers.getHref()}?q=${encodeURIComponent(entry.subject)}`;
    default:
      return null;
  }
}

function Subject({ entry }: { entry: AuditEntry }) {
  const href = subjectHref(entry);
  if (!href) return <span className="break-words text-ink">{entry.subject}</span>;
  return (
    <Link
      to={href}
      className="break-words text-gold-700 underline decoration-gold-300 underline-offset-4 hover:decoration-gold-600"
    >
      {entry.subject}
    </Link>
  );
}

function Actor({ actor }: { actor: AuditEntry['actor'] }) {
  return (
    <>
      <span className="block font-medium text-ink">{actor.name}</span>
      <span className="block text-xs break-all text-ink-soft">{actor.email}</span>
    </>
  );
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wider text-ink-soft uppercase';
const td = 'px-4 py-3 align-top';

/** Wide screens: one row per entry. */
function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className={`${panelClass} hidden overflow-hidden xl:block`}>
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">Audit log: changes made in the dashboard, newest first</caption>
        <colgroup>
          <col className="w-36" />
          <col className="w-48" />
          <col className="w-48" />
          <col className="w-44" />
          <col />
        </colgroup>
        <thead className="border-b border-gold-100 bg-sand/50">
          <tr>
            <th scope="col" className={th}>
              When
            </th>
            <th scope="col" className={th}>
              Who
            </th>
            <th scope="col" className={th}>
              What
            </th>
            <th scope="col" className={th}>
              Subject
            </th>
            <th scope="col" className={th}>
              Changes
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gold-100">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${td} text-ink-soft`}>
                <time dateTime={entry.at}>
                  <span className="block">{formatDate(entry.at)}</span>
                  <span className="block text-xs">{formatTime(entry.at)}</span>
                </time>
              </td>
              <td className={td}>
                <Actor actor={entry.actor} />
              </td>
              <td className={td}>
                <ActionBadge action={entry.action} />
              </td>
              <td className={td}>
                <Subject entry={entry} />
              </td>
              <td className={td}>
                <ChangeList changes={entry.changes} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and tablets: one card per entry. */
function AuditCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul className="space-y-3 xl:hidden" aria-label="Audit log entries">
      {entries.map((entry) => (
        <li key={entry.id} className={`${panelClass} p-5 text-sm`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ActionBadge action={entry.action} />
            <time dateTime={entry.at} className="text-xs text-ink-soft">
              {formatDateTime(entry.at)}
            </time>
          </div>
          <p className="mt-3 font-serif text-xl font-semibold lining-nums">
            <Subject entry={entry} />
          </p>
          <p className="mt-1 text-xs break-words text-ink-soft">
            by <span className="font-medium text-ink">{entry.actor.name}</span> ({entry.actor.email})
          </p>
          <div className="mt-3 border-t border-gold-100 pt-3">
            <ChangeList changes={entry.changes} />
          </div>
        </li>
      ))}
    </ul>
  );
}
