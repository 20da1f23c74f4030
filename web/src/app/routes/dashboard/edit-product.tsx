import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { LoadingMessage } from '#web/components/ui/table-card.tsx';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import { useAdminProduct } from '#web/features/dashboard-products/api/get-admin-product.ts';
import { BranchStockPanel } from '#web/features/dashboard-products/components/branch-stock-panel.tsx';
import { ProductForm } from '#web/features/dashboard-products/components/product-form.tsx';
import { ApiError } from '#web/lib/api-client.ts';

/** Back to the list as it was left (search, sort, page), when the edit link came from there. */
function useBackToList(): string {
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  const list = dashboardPaths.products.getHref();
  return typeof from === 'string' && (from === list || from.startsWith(`${list}?`)) ? from : list;
}

/** /dashboard/editproducts/:id: the product form, filled with the stored product. */
export function EditProductRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const back = useBackToList();
  const product = useAdminProduct(id);
  const backLink = (
    <Link to={back} className="btn-outline h-12 border-stone-300 text-ink">
      Cancel
    </Link>
  );

  if (product.isError && product.error instanceof ApiError && product.error.status === 404) {
    return (
      <DashboardPage title="Edit Product">
        <EmptyState icon={<SearchX className="size-7" strokeWidth={1.75} />} message="Product Not Found">
          <p className="-mt-4 text-sm text-ink-soft">
            It may have been deleted. The list shows every product there is.
          </p>
          <Link to={back} className="btn-gold">
            <ArrowLeft aria-hidden="true" className="size-4" />
            All Products
          </Link>
        </EmptyState>
      </DashboardPage>
    );
  }

  return (
    <DashboardPage title="Edit Product" description={product.data?.name}>
      {product.data ? (
        <div className="grid gap-6">
          <BranchStockPanel key={`stock-${product.data.id}`} product={product.data} />
          <ProductForm
            key={product.data.id}
            mode="edit"
            product={product.data}
            onSaved={() => void navigate(back)}
            cancel={backLink}
          />
        </div>
      ) : product.isError ? (
        <LoadError what="the product" onRetry={() => void product.refetch()} retrying={product.isFetching} />
      ) : (
        <div className="rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-gold-100">
          <LoadingMessage>Loading the product…</LoadingMessage>
        </div>
      )}
    </DashboardPage>
  );
}
