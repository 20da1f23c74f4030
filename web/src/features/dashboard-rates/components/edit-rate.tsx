import { Link } from 'react-router';
import { formatRate } from '#domain/rates/rate-units.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useAdminRates } from '../api/get-admin-rates.ts';
import { RateForm } from './rate-form.tsx';
import { MetalSwatch } from './metal-swatch.tsx';
import { RateChartFigure } from '#web/components/rate-chart/rate-chart-figure.tsx';
import { RateHistoryList } from './rate-history-list.tsx';
import { ratePoints } from './rate-points.ts';

const cardClass = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-7';

/** One metal: the price form beside its rate history (a chart and the list of changes). */
export function EditRate({ id, backHref, onSaved }: { id: string; backHref: string; onSaved: () => void }) {
  const metals = useAdminRates();
  if (metals.isPending) {
    return (
      <div role="status" className="grid gap-6 lg:grid-cols-2">
        <span className="sr-only">Loading the metal price…</span>
        <div aria-hidden="true" className={`${cardClass} h-72 animate-pulse`} />
        <div aria-hidden="true" className={`${cardClass} h-72 animate-pulse`} />
      </div>
    );
  }
  if (metals.isError) {
    return <LoadError what="the metal price" onRetry={() => void metals.refetch()} retrying={metals.isFetching} />;
  }
  const metal = metals.data.find((candidate) => candidate.id === id);
  if (!metal) {
    return (
      <div role="alert" className={`${cardClass} text-center`}>
        <p className="font-serif text-2xl font-semibold text-ink">Metal not found</p>
        <p className="mt-2 text-sm text-ink-soft">It may have been removed, or the link is wrong.</p>
        <Link to={backHref} className="btn-gold mt-6">
          Back to Metal Price
        </Link>
      </div>
    );
  }

  const points = ratePoints(metal.history);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <section aria-labelledby="metal-form-title" className={cardClass}>
        <div className="flex items-center gap-3">
          <MetalSwatch metal={metal.metal} />
          <h2 id="metal-form-title" className="text-3xl font-semibold text-ink">
            {metal.metal}
          </h2>
        </div>
        <p className="mt-3 text-sm text-ink-soft">
          Now <span className="font-semibold text-ink">{formatRate(metal.pricePerGramHundredthCents)}</span> per gram,
          since <time dateTime={metal.updatedAt}>{formatDateTime(metal.updatedAt)}</time>
          {metal.updatedBy ? ` (${metal.updatedBy})` : ''}.
        </p>
        <div className="mt-6">
          <RateForm
            key={metal.id}
            metal={metal}
            onSaved={onSaved}
            cancel={
              <Link to={backHref} className="btn-outline">
                Cancel
              </Link>
            }
          />
        </div>
      </section>

      <section aria-labelledby="metal-history-title" className={cardClass}>
        <h2 id="metal-history-title" className="text-2xl font-semibold text-ink">
          Rate history
        </h2>
        {points.length > 1 ? <RateChartFigure points={points} look="changes" className="mt-4 h-48" /> : null}
        <div className="mt-5">
          <RateHistoryList history={metal.history} labelledBy="metal-history-title" />
        </div>
      </section>
    </div>
  );
}
