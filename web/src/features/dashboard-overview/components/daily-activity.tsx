import { lazy, Suspense } from 'react';
import type { Overview } from '#domain/admin/overview.ts';
import { formatCalendarDay, formatCalendarDayLong, formatCents, formatCount } from '#web/lib/format.ts';
import { RegionBoundary } from '#web/components/ui/region-boundary.tsx';

// recharts comes with the chart, on this page only.
const DailyChart = lazy(() => import('./daily-chart.tsx').then((m) => ({ default: m.DailyChart })));

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The last 30 days: a summary sentence, the chart, and the same figures as a table for screen readers. */
export function DailyActivity({ daily }: { daily: Overview['daily'] }) {
  const orders = daily.reduce((sum, day) => sum + day.orders, 0);
  const value = daily.reduce((sum, day) => sum + day.revenue, 0);
  const busiest = daily.reduce<Overview['daily'][number] | null>(
    (best, day) => (day.orders > 0 && (!best || day.orders > best.orders) ? day : best),
    null,
  );
  const first = daily[0];
  const last = daily.at(-1);

  return (
    <figure className="m-0" aria-labelledby="daily-title">
      <figcaption>
        <h2 id="daily-title" className="text-2xl font-semibold text-ink sm:text-3xl">
          Orders and revenue, last {daily.length} days
        </h2>
        <p className="mt-2 text-sm text-ink-soft">
          {orders === 0 ? (
            'No orders in this period.'
          ) : (
            <>
              <strong className="font-semibold text-ink">{plural(orders, 'order', 'orders')}</strong> worth{' '}
              <strong className="font-semibold text-ink">{formatCents(value)}</strong>
              {busiest ? (
                <>
                  ; the busiest day was {formatCalendarDay(busiest.date)} with{' '}
                  {plural(busiest.orders, 'order', 'orders')}
                </>
              ) : null}
              . Revenue here counts pending and confirmed orders; days are UTC.
            </>
          )}
        </p>
        <ul aria-hidden="true" className="mt-3 flex flex-wrap gap-4 text-xs text-ink-soft">
          <li className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-ink-soft/75" /> Orders (right scale)
          </li>
          <li className="flex items-center gap-1.5">
            <span className="h-0.5 w-4 bg-gold-600" /> Revenue (left scale)
          </li>
        </ul>
      </figcaption>

      <div aria-hidden="true" className="mt-4 h-64 sm:h-72">
        <RegionBoundary
          fallback={
            <p className="grid h-full place-items-center rounded-2xl bg-sand/50 text-sm text-ink-soft">
              The chart could not be drawn.
            </p>
          }
        >
          <Suspense fallback={<div className="h-full animate-pulse rounded-2xl bg-sand/50" />}>
            <DailyChart daily={daily} />
          </Suspense>
        </RegionBoundary>
      </div>

      {/* sr-only on the table itself would not clip it (tables ignore width): on a wrapper instead. */}
      <div className="sr-only">
        <table>
          <caption>
            Orders and revenue per day
            {first && last ? `, ${formatCalendarDayLong(first.date)} to ${formatCalendarDayLong(last.date)}` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatCalendarDayLong(day.date)}</th>
                <td>{day.orders}</td>
                <td>{formatCents(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
