import type { RouteObject } from 'react-router';
import { deferredIsland } from '../components/hydration/deferred-island.tsx';
import { ShopLayout } from './shell/shop-layout.tsx';
import { HomeRoute } from './routes/home.tsx';

// Shown only when a page fails: its code is fetched then (the server renders it in full).
const RootErrorPage = deferredIsland(() => import('./routes/root-error.tsx').then((m) => m.RootErrorPage));

/**
 * Every page of the shop. The browser and the server's renderer use this same table. Home is
 * in the main bundle (it is the usual landing page); every other page loads on demand. The
 * dashboard's pages are in dashboard-routes.tsx, added in the browser when someone goes there.
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
        path: 'rates',
        lazy: () => import('./routes/rates.tsx').then((m) => ({ Component: m.RatesRoute })),
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
        path: 'account/security',
        lazy: () => import('./routes/account-security.tsx').then((m) => ({ Component: m.AccountSecurityRoute })),
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
];

/** Whether a path belongs to the dashboard, whose route table loads only when it is visited. */
export const isDashboardPath = (pathname: string) => pathname === '/dashboard' || pathname.startsWith('/dashboard/');
