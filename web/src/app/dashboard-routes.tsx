import type { ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PAGES } from '#domain/pages/pages.ts';
import { lazyPage } from '#web/lib/router/lazy-page.tsx';
import { DashboardLayout } from './routes/dashboard/layout.tsx';

/** The dashboard, English only, shows texts of every part (breakups, order statuses, the pager). */
export const DASHBOARD_TEXT_PARTS = PAGES.dashboard.texts;

const page = (path: string | undefined, load: () => Promise<ComponentType>): RouteObject => {
  const { Page, handle } = lazyPage(load);
  return path === undefined ? { index: true, element: <Page />, handle } : { path, element: <Page />, handle };
};

const overview = () => import('./routes/dashboard/overview.tsx').then((m) => m.DashboardOverviewRoute);

/**
 * The dashboard's pages, under /dashboard. This table is not part of the storefront's bundle: the
 * browser loads it only when someone opens the dashboard (routes.tsx), and every page loads on
 * demand. The layout admits admins and owners only.
 */
const dashboardRoutes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    children: [
      // The overview answers at /dashboard too, where the header's Dashboard link goes.
      page(undefined, overview),
      page('admin', overview),
      page('allproduct', () => import('./routes/dashboard/all-products.tsx').then((m) => m.AllProductsRoute)),
      page('addproducts', () => import('./routes/dashboard/add-product.tsx').then((m) => m.AddProductRoute)),
      page('editproducts/:id', () => import('./routes/dashboard/edit-product.tsx').then((m) => m.EditProductRoute)),
      page('updateprice', () => import('./routes/dashboard/rates.tsx').then((m) => m.DashboardRatesRoute)),
      page('updateprice/:id', () => import('./routes/dashboard/edit-rate.tsx').then((m) => m.EditRateRoute)),
      page('user', () => import('./routes/dashboard/customers.tsx').then((m) => m.CustomersRoute)),
      page('order', () => import('./routes/dashboard/orders.tsx').then((m) => m.OrdersRoute)),
      page('userdata', () => import('./routes/dashboard/billing.tsx').then((m) => m.BillingRoute)),
      page('audit', () => import('./routes/dashboard/audit.tsx').then((m) => m.AuditRoute)),
      page('visits', () => import('./routes/dashboard/visits.tsx').then((m) => m.VisitsRoute)),
      page('gold-purchase', () => import('./routes/dashboard/gold-purchase.tsx').then((m) => m.GoldPurchaseRoute)),
      page('buy-register', () => import('./routes/dashboard/buy-register.tsx').then((m) => m.BuyRegisterRoute)),
      page('returns', () => import('./routes/dashboard/returns.tsx').then((m) => m.ReturnsRoute)),
      page('reviews', () => import('./routes/dashboard/reviews.tsx').then((m) => m.ReviewsRoute)),
      page('*', () => import('./routes/not-found.tsx').then((m) => m.NotFoundRoute)),
    ],
  },
];

/** The dashboard's page at the address, inside the dashboard's layout. */
export function DashboardRoutes() {
  return useRoutes(dashboardRoutes);
}
