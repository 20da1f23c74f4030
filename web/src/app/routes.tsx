import type { ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { pageList, PAGES, type NamedPage, type PageName } from '#domain/pages/pages.ts';
import { loadTexts, withTexts } from '#web/lib/i18n.ts';
import { deferredIsland } from '../components/hydration/deferred-island.tsx';
import { lazyPage, type PageHandle } from '#web/lib/router/lazy-page.tsx';
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
    const handle: PageHandle = { load: () => Promise.resolve(Component) };
    return { ...location, element: <Component />, handle };
  }
  const load = PAGE_MODULES[`./${page.module}`];
  if (!load) throw new Error(`web/src/app/${page.module}, the ${page.name} page's module, is missing`);
  const { Page, handle } = lazyPage(async () => {
    const Component = (await withTexts(page.texts, load()))[page.component];
    if (!Component) throw new Error(`web/src/app/${page.module} does not export ${page.component}`);
    return Component;
  });
  return { ...location, element: <Page />, handle };
}

// The dashboard (English only) shows texts of every part: the price breakup, order statuses, ….
// Its routes load when someone goes there: no shopper downloads even the dashboard's table.
const dashboard = lazyPage(() =>
  import('./dashboard-routes.tsx').then(async (m) => {
    await loadTexts(m.DASHBOARD_TEXT_PARTS);
    return m.DashboardRoutes;
  }),
);

/**
 * Every page of the shop, from domain/pages/pages.ts, and the dashboard's own table under its
 * address. The browser and the server's renderer use this same table; the server renders the
 * shop's pages only.
 */
export const routes: RouteObject[] = [
  // Its own layout, outside the shop's header and footer (dashboard-routes.tsx).
  { path: `${PAGES.dashboard.path}/*`, element: <dashboard.Page />, handle: dashboard.handle },
  {
    path: '/',
    element: <ShopLayout />,
    children: pageList()
      .filter((page) => page.layout === 'shop')
      .map(shopRoute),
  },
];

/**
 * The page at the address. A page that fails to render is replaced by the error page, which
 * brings its own landmark (the layout may be what broke); the next address tries afresh.
 * No Suspense boundary wraps the pages: React would hydrate them apart from the root, and a
 * choice made meanwhile was lost (a sort picked on a busy machine). Nothing suspends here
 * outside a navigation, which is a transition: a first render has its pages loaded (loadPagesAt).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <ErrorBoundary fallback={<RootErrorPage />} resetKeys={[pathname]}>
      {page}
    </ErrorBoundary>
  );
}
