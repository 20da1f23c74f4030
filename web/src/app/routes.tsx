import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { pageList, PAGES, type NamedPage, type PageName } from '#domain/pages/pages.ts';
import { withTexts } from '#web/lib/i18n.ts';
import { deferredIsland } from '../components/hydration/deferred-island.tsx';
import { ShopLayout } from './shell/shop-layout.tsx';
import { HomeRoute } from './routes/home.tsx';

// Shown only when a page fails: its code is fetched then (the server renders it in full).
const RootErrorPage = deferredIsland(() => import('./routes/root-error.tsx').then((m) => m.RootErrorPage));

/** The pages in the main bundle (`inEntry` in the table): home, the usual landing page. */
const ENTRY_PAGES: Partial<Record<PageName, ComponentType>> = { home: HomeRoute };

/**
 * Every other page's module, a chunk of its own that loads when the page is visited. The table
 * names each page's module; Vite needs a literal pattern, which takes in every file of routes/.
 */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType | undefined>>([
  './routes/*.tsx',
  '!./routes/home.tsx',
  '!./routes/home-page.tsx',
  // A test beside the pages is no page: built in, it would bring the testing libraries along.
  '!./routes/*.test.tsx',
]);

/** A page of the shop as a child of its layout, loaded with the parts of the texts it shows. */
function shopRoute(page: NamedPage): RouteObject {
  const location = page.path === '/' ? { index: true as const } : { path: page.path.replace(/^\//, '') };
  if (page.inEntry) {
    const Component = ENTRY_PAGES[page.name];
    if (!Component) throw new Error(`The ${page.name} page is in the main bundle but not in ENTRY_PAGES`);
    return { ...location, Component };
  }
  const load = PAGE_MODULES[`./${page.module}`];
  if (!load) throw new Error(`web/src/app/${page.module}, the ${page.name} page's module, is missing`);
  return {
    ...location,
    lazy: async () => {
      const Component = (await withTexts(page.texts, load()))[page.component];
      if (!Component) throw new Error(`web/src/app/${page.module} does not export ${page.component}`);
      return { Component };
    },
  };
}

/**
 * Every page of the shop, from domain/pages/pages.ts. The browser and the server's renderer use
 * this same table. The dashboard's pages are in dashboard-routes.tsx, added in the browser when
 * someone goes there.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: ShopLayout,
    ErrorBoundary: RootErrorPage,
    // Shown only while a lazily loaded page's code arrives on the very first load.
    HydrateFallback: () => null,
    children: pageList()
      .filter((page) => page.layout === 'shop')
      .map(shopRoute),
  },
];

/** Whether a path belongs to the dashboard, whose route table loads only when it is visited. */
export const isDashboardPath = (pathname: string) =>
  pathname === PAGES.dashboard.path || pathname.startsWith(`${PAGES.dashboard.path}/`);
