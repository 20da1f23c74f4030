import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { BuySpreadsPanel } from '#web/features/dashboard-rates/components/buy-spreads-panel.tsx';
import { RateCards } from '#web/features/dashboard-rates/components/rate-cards.tsx';
import { RateFeedPanel } from '#web/features/dashboard-rates/components/rate-feed-panel.tsx';
import { RateWarnings } from '#web/features/dashboard-rates/components/rate-warnings.tsx';

/** /dashboard/updateprice: what needs attention, then one card per metal. Each part is its own component. */
export function DashboardRatesRoute() {
  return (
    <DashboardPage
      title="Metal Price"
      description="The price per gram of each metal. Every product’s price is computed from it, and a change shows in the shop at once."
    >
      <div className="space-y-6">
        <RateWarnings place="metal-price" />
        <RateCards />
        <BuySpreadsPanel />
        <RateFeedPanel />
      </div>
    </DashboardPage>
  );
}
