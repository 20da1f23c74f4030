import { LoadError } from '#web/components/ui/load-error.tsx';
import { useOverview } from '../api/get-overview.ts';
import { DailyActivity } from './daily-activity.tsx';
import { OverviewPanel } from './overview-panel.tsx';
import { OverviewTiles, OverviewTilesSkeleton } from './overview-tiles.tsx';
import { RecentProducts } from './recent-products.tsx';
import { RecentUsers } from './recent-users.tsx';

/** Live figures, the newest accounts and pieces, and the last 30 days of orders. */
export function Overview() {
  const overview = useOverview();

  if (overview.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading the figures…</span>
        <OverviewTilesSkeleton />
        <div aria-hidden="true" className="mt-6 h-96 animate-pulse rounded-3xl bg-white ring-1 ring-gold-100" />
      </div>
    );
  }
  if (overview.isError) {
    return <LoadError what="the figures" onRetry={() => void overview.refetch()} retrying={overview.isFetching} />;
  }

  const { tiles, recentUsers, recentProducts, daily } = overview.data;
  return (
    <div className="space-y-6">
      <section aria-label="Figures">
        <OverviewTiles tiles={tiles} />
      </section>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-7">
        <DailyActivity daily={daily} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <OverviewPanel id="recent-users-title" title="5 recent users">
          <RecentUsers users={recentUsers} />
        </OverviewPanel>
        <OverviewPanel id="recent-products-title" title="5 recent products">
          <RecentProducts products={recentProducts} />
        </OverviewPanel>
      </div>
    </div>
  );
}
