import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import { EditRate } from '#web/features/dashboard-rates/components/edit-rate.tsx';

/** /dashboard/updateprice/:id: edit one metal's price. */
export function EditRateRoute() {
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
      <EditRate id={id} backHref={backHref} onSaved={() => void navigate(backHref)} />
    </DashboardPage>
  );
}
