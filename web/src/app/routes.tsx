import type { RouteObject } from 'react-router';
import { ShopLayout } from './shell/shop-layout.tsx';
import { RootErrorPage } from './routes/root-error.tsx';
import { HomeRoute } from './routes/home.tsx';

/**
 * Every page of the app. The browser and the server's renderer use this same table. Home is
 * in the main bundle (it is the usual landing page); every other page loads on demand.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: ShopLayout,
    ErrorBoundary: RootErrorPage,
    // Shown only while a lazily loaded page's code arrives on the very first load.
    HydrateFallback: () => null,
    children: [
      { index: true, Component: HomeRoute },
      {
        path: 'collection',
        lazy: () => import('./routes/collection.tsx').then((m) => ({ Component: m.CollectionRoute })),
      },
      {
        path: 'product/:id',
        lazy: () => import('./routes/product.tsx').then((m) => ({ Component: m.ProductRoute })),
      },
      {
        path: 'about',
        lazy: () => import('./routes/about.tsx').then((m) => ({ Component: m.AboutRoute })),
      },
      {
        path: 'contact',
        lazy: () => import('./routes/contact.tsx').then((m) => ({ Component: m.ContactRoute })),
      },
      {
        path: 'wish',
        lazy: () => import('./routes/wish.tsx').then((m) => ({ Component: m.WishRoute })),
      },
      {
        path: 'cart',
        lazy: () => import('./routes/cart.tsx').then((m) => ({ Component: m.CartRoute })),
      },
      {
        path: 'payment',
        lazy: () => import('./routes/payment.tsx').then((m) => ({ Component: m.PaymentRoute })),
      },
      {
        path: 'confirm',
        lazy: () => import('./routes/confirm.tsx').then((m) => ({ Component: m.ConfirmRoute })),
      },
      {
        path: 'account/orders',
        lazy: () => import('./routes/account-orders.tsx').then((m) => ({ Component: m.AccountOrdersRoute })),
      },
      {
        path: 'login',
        lazy: () => import('./routes/login.tsx').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: 'register',
        lazy: () => import('./routes/register.tsx').then((m) => ({ Component: m.RegisterRoute })),
      },
      {
        path: 'reset-password',
        lazy: () => import('./routes/reset-password.tsx').then((m) => ({ Component: m.ResetPasswordRoute })),
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
  {
    // Its own layout, outside the shop's header and footer; the layout admits admins and owners only.
    path: '/dashboard',
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
        lazy: () => import('./routes/dashboard/metal-prices.tsx').then((m) => ({ Component: m.MetalPricesRoute })),
      },
      {
        path: 'updateprice/:id',
        lazy: () =>
          import('./routes/dashboard/edit-metal-price.tsx').then((m) => ({ Component: m.EditMetalPriceRoute })),
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
      { path: '*', lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
];
