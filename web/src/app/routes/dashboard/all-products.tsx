import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import { ProductsList } from '#web/features/dashboard-products/components/products-list.tsx';

/** /dashboard/allproduct: the product table with edit and delete. */
export function AllProductsRoute() {
  return (
    <DashboardPage
      title="All Products"
      description="Every piece in the shop, priced at today's metal rates."
      actions={
        <Link to={dashboardPaths.addProduct.getHref()} className="btn-gold">
          <Plus aria-hidden="true" className="size-4" />
          Add Products
        </Link>
      }
    >
      <ProductsList />
    </DashboardPage>
  );
}
