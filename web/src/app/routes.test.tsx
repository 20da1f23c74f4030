import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageList, PAGES, type NamedPage } from '#domain/pages/pages.ts';
import { dashboardRoutes } from './dashboard-routes.tsx';
import { isDashboardPath, routes } from './routes.tsx';

// The router is built from the page table: a page whose module moved, or that no longer exports
// its component, fails here by name instead of showing the error page to a shopper.

const shopRoutes = routes[0]!.children!;
/** The source text of each page module, as Vite reads it. */
const sources = import.meta.glob<string>('./routes/*.tsx', { query: '?raw', import: 'default', eager: true });
const routeOf = (page: NamedPage): RouteObject | undefined =>
  shopRoutes.find((route) =>
    page.path === '/' ? route.index : `/${route.path}` === page.path || route.path === page.path,
  );

describe('the router', () => {
  it.each(
    pageList()
      .filter((page) => page.layout === 'shop')
      .map((page) => [page.name, page] as const),
  )('shows the %s page with the component the table names', async (_name, page) => {
    const route = routeOf(page);
    expect(route, `no route for ${page.path}`).toBeDefined();
    const exported = (await import(`./${page.module}`)) as Record<string, unknown>;
    expect(exported[page.component], `web/src/app/${page.module} exports ${page.component}`).toBeDefined();
    const Component = route!.Component ?? (await (route!.lazy as () => Promise<RouteObject>)()).Component;
    expect(Component).toBe(exported[page.component]);
  });

  it('has no page the table does not name', () => {
    expect(shopRoutes).toHaveLength(pageList().filter((page) => page.layout === 'shop').length);
  });

  it('leaves the dashboard to its own table, loaded for its addresses only', () => {
    expect(dashboardRoutes[0]!.path).toBe(PAGES.dashboard.path);
    expect(isDashboardPath('/dashboard')).toBe(true);
    expect(isDashboardPath('/dashboard/orders')).toBe(true);
    expect(isDashboardPath('/dashboards')).toBe(false);
  });

  it.each(
    pageList()
      .filter((page) => page.layout === 'shop' && !page.indexed)
      .map((page) => [page.name, page.module]),
  )('tells search engines not to index the %s page (%s)', (_name, module) => {
    expect(sources[`./${module}`]).toContain('<meta name="robots" content="noindex" />');
  });
});
