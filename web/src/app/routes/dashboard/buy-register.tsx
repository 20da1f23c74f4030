import { Link } from 'react-router';
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import {
  BuyRegister,
  RegisterCsvLink,
  useRegisterSearch,
} from '#web/features/dashboard-gold/components/buy-register.tsx';

/** /dashboard/buy-register: every purchase of old metal, with the seller's photo ID, and its CSV. */
export function BuyRegisterRoute() {
  const q = useRegisterSearch();
  return (
    <DashboardPage
      title="Buy register"
      description="Old metal bought at the counter: date, seller, photo ID, description, weight, purity, price and settlement."
      actions={
        <>
          <Link to={dashboardPaths.goldPurchase.getHref()} className="btn-gold">
            Buy old gold
          </Link>
          <RegisterCsvLink q={q} />
        </>
      }
    >
      <BuyRegister />
    </DashboardPage>
  );
}
