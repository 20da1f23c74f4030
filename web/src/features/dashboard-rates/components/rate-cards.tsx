import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import { rateTableOf } from '#domain/rates/board-rates.ts';
import type { RateTable } from '#domain/rates/rate-table.ts';
import { formatRate } from '#domain/rates/rate-units.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import { useAdminBoard } from '../api/board-rates.ts';
import { useAdminRates } from '../api/get-admin-rates.ts';
import { KaratRateList } from './karat-rate-list.tsx';
import { MetalSwatch } from './metal-swatch.tsx';
import { PinControl } from './pin-control.tsx';
import { RateChartFigure } from '#web/components/rate-chart/rate-chart-figure.tsx';
import { ratePoints } from './rate-points.ts';

const cardClass = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-6';

/** One card per metal: its price per gram, when and by whom it last changed, and a way to edit it. */
export function RateCards() {
  const metals = useAdminRates();
  const board = useAdminBoard();
  if (metals.isPending) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2">
        <span className="sr-only">Loading the metal prices…</span>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} aria-hidden="true" className={`${cardClass} h-64 animate-pulse`} />
        ))}
      </div>
    );
  }
  if (metals.isError) {
    return <LoadError what="the metal prices" onRetry={() => void metals.refetch()} retrying={metals.isFetching} />;
  }
  if (metals.data.length === 0) {
    return <p className="text-ink-soft">No metal prices are set.</p>;
  }
  const rates = rateTableOf(metals.data, board.data?.rates ?? []);
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {metals.data.map((metal) => (
        <li key={metal.id}>
          <MetalCard metal={metal} rates={rates} />
        </li>
      ))}
    </ul>
  );
}

function MetalCard({ metal, rates }: { metal: AdminMetal; rates: RateTable }) {
  const titleId = `metal-${metal.id}-title`;
  const points = ratePoints(metal.history);
  const changes = metal.history.length;
  return (
    <article aria-labelledby={titleId} className={`${cardClass} flex h-full flex-col`}>
      <div className="flex items-center gap-3">
        <MetalSwatch metal={metal.metal} />
        <h2 id={titleId} className="flex-1 text-2xl font-semibold text-ink">
          {metal.metal}
        </h2>
        <Link to={dashboardPaths.editMetal.getHref(metal.id)} className="btn-outline px-4 py-2 text-xs">
          <Pencil size={14} aria-hidden="true" />
          Edit<span className="sr-only"> {metal.metal} price</span>
        </Link>
      </div>
      <p className="mt-5 flex items-baseline gap-2">
        <span className="font-serif text-4xl font-semibold text-ink lining-nums">
          {formatRate(metal.pricePerGramHundredthCents)}
        </span>
        <span className="text-sm text-ink-soft">per gram</span>
      </p>
      <p className="mt-2 text-sm text-ink-soft">
        {metal.updatedBy ? 'Last changed' : 'Set'}{' '}
        <time dateTime={metal.updatedAt}>{formatDateTime(metal.updatedAt)}</time>
        {metal.updatedBy ? (
          <>
            {' '}
            by <span className="font-medium text-ink">{metal.updatedBy}</span>
          </>
        ) : null}
      </p>
      <PinControl metal={metal} />
      <KaratRateList metal={metal.metal} rates={rates} />
      <div className="mt-auto pt-5">
        {points.length > 1 ? <RateChartFigure points={points} look="sparkline" className="h-16" /> : null}
        <p className="mt-2 text-xs text-ink-soft">
          {changes === 0 ? 'No changes recorded yet' : `${changes} ${changes === 1 ? 'change' : 'changes'} recorded`}
        </p>
      </div>
    </article>
  );
}
