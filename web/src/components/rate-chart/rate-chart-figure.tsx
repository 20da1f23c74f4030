import { lazy, Suspense } from 'react';
import type { RatePoint } from '#domain/rates/rate.ts';
import { RegionBoundary } from '#web/components/ui/region-boundary.tsx';
import { useHydrated } from '#web/hooks/use-hydrated.ts';
import type { RateChartLook } from './rate-chart.tsx';

// recharts comes with the chart, on the pages that draw one: never in the storefront's main bundle.
const RateChart = lazy(() => import('./rate-chart.tsx').then((m) => ({ default: m.RateChart })));

const placeholder = <div className="h-full animate-pulse rounded-xl bg-sand/50" />;

interface RateChartFigureProps {
  points: RatePoint[];
  look: RateChartLook;
  className: string;
}

/**
 * The chart, hidden from screen readers (the figures are in text beside it). The server and the
 * first paint show its placeholder; its code is asked for once the page has hydrated.
 */
export function RateChartFigure({ points, look, className }: RateChartFigureProps) {
  const hydrated = useHydrated();
  return (
    <div aria-hidden="true" data-chart="rates" className={className}>
      {hydrated ? (
        <RegionBoundary fallback={null}>
          <Suspense fallback={placeholder}>
            <RateChart points={points} look={look} />
          </Suspense>
        </RegionBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
