import { Link, useNavigate } from 'react-router';
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import { ProductForm } from '#web/features/dashboard-products/components/product-form.tsx';

/** /dashboard/addproducts: the add product form; afterwards All Products, or a fresh form. */
export function AddProductRoute() {
  const navigate = useNavigate();
  return (
    <DashboardPage
      title="Add Products"
      description="A new piece for the shop, priced as a jeweller prices it: its metal at today's rate, making charge, stones and fee."
    >
      <ProductForm
        mode="add"
        onSaved={(_product, another) => {
          if (!another) void navigate(dashboardPaths.products.getHref());
        }}
        cancel={
          <Link to={dashboardPaths.products.getHref()} className="btn-outline h-12 border-stone-300 text-ink">
            Cancel
          </Link>
        }
      />
    </DashboardPage>
  );
}
