import type { RouteObject } from 'react-router';
import { deferredIsland } from '../components/hydration/deferred-island.tsx';
import { ShopLayout } from './shell/shop-layout.tsx';
import { HomeRoute } from './routes/home.tsx';
import { PAGE_TEXT_PARTS } from '#domain/i18n/parts.ts';
import { withTexts } from '#web/lib/i18n.ts';

// Shown only when a page fails: its code is fetched then (the server renders it in full).
const RootErrorPage = deferredIsland(() => import('./routes/root-error.tsx').then((m) => m.RootErrorPage));

/**
 * Every page of the shop. The browser and the server's renderer use this same table. Home is
 * in the main bundle (it is the usual landing page); every other page loads on demand, with the
 * parts of the catalogue of texts it needs beyond the shell's (domain/i18n/parts.ts). The
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
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.collection, import('./routes/collection.tsx')).then((m) => ({
            Component: m.CollectionRoute,
          })),
      },
      {
        path: 'product/:id',
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.product, import('./routes/product.tsx')).then((m) => ({
            Component: m.ProductRoute,
          })),
      },
      {
        path: 'about',
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.about, import('./routes/about.tsx')).then((m) => ({ Component: m.AboutRoute })),
      },
      {
        path: 'contact',
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.contact, import('./routes/contact.tsx')).then((m) => ({
            Component: m.ContactRoute,
          })),
      },
      {
        path: 'rates',
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.rates, import('./routes/rates.tsx')).then((m) => ({ Component: m.RatesRoute })),
      },
      {
        path: 'wish',
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.wish, import('./routes/wish.tsx')).then((m) => ({ Component: m.WishRoute })),
      },
      {
        path: 'cart',
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.cart, import('./routes/cart.tsx')).then((m) => ({ Component: m.CartRoute })),
      },
      {
        path: 'payment',
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.payment, import('./routes/payment.tsx')).then((m) => ({
            Component: m.PaymentRoute,
          })),
      },
      {
        path: 'confirm',
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.confirm, import('./routes/confirm.tsx')).then((m) => ({
            Component: m.ConfirmRoute,
          })),
      },
      {
        path: 'account/orders',
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.orders, import('./routes/account-orders.tsx')).then((m) => ({
            Component: m.AccountOrdersRoute,
          })),
      },
      {
        path: 'account/security',
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.security, import('./routes/account-security.tsx')).then((m) => ({
            Component: m.AccountSecurityRoute,
          })),
      },
      {
        path: 'login',
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.login, import('./routes/login.tsx')).then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: 'register',
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.register, import('./routes/register.tsx')).then((m) => ({
            Component: m.RegisterRoute,
          })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.resetPassword, import('./routes/reset-password.tsx')).then((m) => ({
            Component: m.ResetPasswordRoute,
          })),
      },
      {
        path: '*',
        lazy: () =>
          withTexts(PAGE_TEXT_PARTS.notFound, import('./routes/not-found.tsx')).then((m) => ({
            Component: m.NotFoundRoute,
          })),
      },
    ],
  },
];

/** Whether a path belongs to the dashboard, whose route table loads only when it is visited. */
export const isDashboardPath = (pathname: string) => pathname === '/dashboard' || pathname.startsWith('/dashboard/');
