import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import { EditMetalPrice } from '#web/features/dashboard-metals/components/edit-metal-price.tsx';

/** /dashboard/updateprice/:id: edit one metal's price. */
export function EditMetalPriceRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const backHref = dashboardPaths.metals.getHref();
  return (
    <DashboardPage
      title="Edit Metal Price"
      actions={
        <Link to={backHref} className="btn-outline">
          <ArrowLeft size={16} aria-hidden="true" />
          All metal prices
        </Link>
      }
    >
      <EditMetalPrice id={id} backHref={backHref} onSaved={() => void navigate(backHref)} />
    </DashboardPage>
  );
}
