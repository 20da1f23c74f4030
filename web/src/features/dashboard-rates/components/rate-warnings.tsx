import { AlertTriangle, CheckCircle2, OctagonAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { Metal } from '#domain/rates/rate-table.ts';
import { describeHours, type RateWarning } from '#domain/rates/rate-warnings.ts';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useAdminRates } from '../api/get-admin-rates.ts';
import { useRateWarnings } from '../api/get-rate-warnings.ts';

const LEVEL = {
  critical: { Icon: OctagonAlert, label: 'Critical', tone: 'text-ruby', badge: 'bg-ruby/10 text-ruby' },
  warning: { Icon: AlertTriangle, label: 'Warning', tone: 'text-amber-700', badge: 'bg-amber-100 text-amber-900' },
} as const;

/**
 * What is wrong with the rates now (GET /api/admin/rate-warnings): a metal priced at its fallback,
 * a rate not updated for too long, and whatever other sources report (the live feed's). On the
 * overview it shows only when there is something to say, with a way to the Metal Price page;
 * on the Metal Price page each metal's warning links to its edit page, and all clear is said too.
 */
export function RateWarnings({ place }: { place: 'overview' | 'metal-price' }) {
  const warnings = useRateWarnings();
  const metals = useAdminRates();

  if (warnings.isError && !warnings.data) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 text-sm ring-1 ring-ruby/30"
      >
        <AlertTriangle size={18} aria-hidden="true" className="shrink-0 text-ruby" />
        <span className="flex-1 text-ink">We couldn’t check the metal rates for problems.</span>
        <button type="button" onClick={() => void warnings.refetch()} className="btn-outline px-4 py-2 text-xs">
          Try again
        </button>
      </div>
    );
  }
  if (!warnings.data) return null;

  const { warnings: list, staleAfterHours } = warnings.data;
  if (list.length === 0) {
    if (place === 'overview') return null;
    return (
      <p className="flex items-center gap-2 text-sm text-emerald">
        <CheckCircle2 size={16} aria-hidden="true" className="shrink-0" />
        Every rate is set and was updated within the last {describeHours(staleAfterHours)}.
      </p>
    );
  }

  const editHref = (metal: Metal | null) => {
    const id = metal ? metals.data?.find((candidate) => candidate.metal === metal)?.id : undefined;
    return id ? dashboardPaths.editMetal.getHref(id) : undefined;
  };
  const critical = list.some((warning) => warning.level === 'critical');
  return (
    <section
      aria-labelledby={`rate-warnings-${place}`}
      className={`rounded-3xl p-5 shadow-sm ring-1 sm:p-6 ${critical ? 'bg-ruby/5 ring-ruby/25' : 'bg-amber-50 ring-amber-200'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`rate-warnings-${place}`}
          className="flex items-center gap-2 font-sans text-base font-semibold tracking-normal text-ink"
        >
          <AlertTriangle size={18} aria-hidden="true" className={critical ? 'text-ruby' : 'text-amber-700'} />
          {list.length === 1 ? 'A metal rate needs attention' : `${list.length} metal rate warnings`}
        </h2>
        {place === 'overview' ? (
          <Link to={dashboardPaths.metals.getHref()} className="btn-outline px-4 py-2 text-xs">
            Review metal prices
          </Link>
        ) : null}
      </div>
      <ul className="mt-3 space-y-2">
        {list.map((warning, index) => (
          <WarningItem
            key={`${warning.kind}-${warning.metal ?? 'all'}-${index}`}
            warning={warning}
            editHref={place === 'metal-price' ? editHref(warning.metal) : undefined}
          />
        ))}
      </ul>
    </section>
  );
}

function WarningItem({ warning, editHref }: { warning: RateWarning; editHref: string | undefined }) {
  const { Icon, label, tone, badge } = LEVEL[warning.level];
  return (
    <li className="flex gap-3 rounded-2xl bg-white/80 p-3 text-sm ring-1 ring-black/5">
      <Icon size={18} aria-hidden="true" className={`mt-0.5 shrink-0 ${tone}`} />
      <div className="min-w-0 flex-1">
        <p className="text-ink">
          <span className={`mr-2 inline-block rounded-full px-2 py-0.5 text-[11px] font-semibold uppercase ${badge}`}>
            {label}
          </span>
          {warning.message}
        </p>
        {warning.since || editHref ? (
          <p className="mt-1 text-xs text-ink-soft">
            {warning.since ? (
              <>
                Since <time dateTime={warning.since}>{formatDateTime(warning.since)}</time>
              </>
            ) : null}
            {warning.since && editHref ? ' · ' : null}
            {editHref ? (
              <Link to={editHref} className="font-semibold text-gold-700 underline underline-offset-4">
                Update the {warning.metal} rate
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>
    </li>
  );
}
