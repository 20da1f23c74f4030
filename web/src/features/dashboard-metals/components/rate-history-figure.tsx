import { lazy, Suspense } from 'react';
import { RegionBoundary } from '#web/components/ui/region-boundary.tsx';
import type { RatePoint } from './rate-points.ts';

// recharts comes with the chart, on the Metal Price pages only.
const RateHistoryChart = lazy(() => import('./rate-history-chart.tsx').then((m) => ({ default: m.RateHistoryChart })));

/** The chart, lazily loaded, hidden from screen readers (the changes are listed as text beside it). */
export function RateHistoryFigure({
  points,
  compact = false,
  className,
}: {
  points: RatePoint[];
  compact?: boolean;
  className: string;
}) {
  return (
    <div aria-hidden="true" className={className}>
      <RegionBoundary fallback={null}>
        <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-sand/50" />}>
          <RateHistoryChart points={points} compact={compact} />
        </Suspense>
      </RegionBoundary>
    </div>
  );
}
