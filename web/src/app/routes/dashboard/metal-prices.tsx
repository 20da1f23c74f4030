import { DashboardPage } from '../../../components/layouts/dashboard-page.tsx';
import { MetalCards } from '../../../features/dashboard-metals/components/metal-cards.tsx';

/** /dashboard/updateprice: one card per metal (spec section 2). */
export function MetalPricesRoute() {
  return (
    <DashboardPage
      title="Metal Price"
      description="The price per gram of each metal. Every product’s price is computed from it, and a change shows in the shop at once."
    >
      <MetalCards />
    </DashboardPage>
  );
}
