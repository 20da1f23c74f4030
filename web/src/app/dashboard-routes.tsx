import type { RouteObject } from 'react-router';
import { PAGES } from '#domain/pages/pages.ts';
import { RootErrorPage } from './routes/root-error.tsx';

/** The dashboard, English only, shows texts of every part (breakups, order statuses, the pager). */
export const DASHBOARD_TEXT_PARTS = PAGES.dashboard.texts;

/**
 * The dashboard's pages. This table is not part of the storefront's bundle: the browser loads it
 * only when someone opens /dashboard (see main.tsx), so no shopper downloads even its routes.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    // Its own layout, outside the shop's header and footer; the layout admits admins and owners only.
    path: PAGES.dashboard.path,
    ErrorBoundary: RootErrorPage,
    HydrateFallback: () => null,
    lazy: () => import('./routes/dashboard/layout.tsx').then((m) => ({ Component: m.DashboardLayout })),
    // Every page loads on demand: no shopper downloads the dashboard's code.
    children: [
      // The overview answers at /dashboard too, where the header's Dashboard link goes.
      {
        index: true,
        lazy: () => import('./routes/dashboard/overview.tsx').then((m) => ({ Component: m.DashboardOverviewRoute })),
      },
      {
        path: 'admin',
        lazy: () => import('./routes/dashboard/overview.tsx').then((m) => ({ Component: m.DashboardOverviewRoute })),
      },
      {
        path: 'allproduct',
        lazy: () => import('./routes/dashboard/all-products.tsx').then((m) => ({ Component: m.AllProductsRoute })),
      },
      {
        path: 'addproducts',
        lazy: () => import('./routes/dashboard/add-product.tsx').then((m) => ({ Component: m.AddProductRoute })),
      },
      {
        path: 'editproducts/:id',
        lazy: () => import('./routes/dashboard/edit-product.tsx').then((m) => ({ Component: m.EditProductRoute })),
      },
      {
        path: 'updateprice',
        lazy: () => import('./routes/dashboard/rates.tsx').then((m) => ({ Component: m.DashboardRatesRoute })),
      },
      {
        path: 'updateprice/:id',
        lazy: () => import('./routes/dashboard/edit-rate.tsx').then((m) => ({ Component: m.EditRateRoute })),
      },
      {
        path: 'user',
        lazy: () => import('./routes/dashboard/customers.tsx').then((m) => ({ Component: m.CustomersRoute })),
      },
      {
        path: 'order',
        lazy: () => import('./routes/dashboard/orders.tsx').then((m) => ({ Component: m.OrdersRoute })),
      },
      {
        path: 'userdata',
        lazy: () => import('./routes/dashboard/billing.tsx').then((m) => ({ Component: m.BillingRoute })),
      },
      {
        path: 'audit',
        lazy: () => import('./routes/dashboard/audit.tsx').then((m) => ({ Component: m.AuditRoute })),
      },
      {
        path: 'visits',
        lazy: () => import('./routes/dashboard/visits.tsx').then((m) => ({ Component: m.VisitsRoute })),
      },
      {
        path: 'gold-purchase',
        lazy: () => import('./routes/dashboard/gold-purchase.tsx').then((m) => ({ Component: m.GoldPurchaseRoute })),
      },
      {
        path: 'buy-register',
        lazy: () => import('./routes/dashboard/buy-register.tsx').then((m) => ({ Component: m.BuyRegisterRoute })),
      },
      {
        path: 'returns',
        lazy: () => import('./routes/dashboard/returns.tsx').then((m) => ({ Component: m.ReturnsRoute })),
      },
      {
        path: 'reviews',
        lazy: () => import('./routes/dashboard/reviews.tsx').then((m) => ({ Component: m.ReviewsRoute })),
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
];
