import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageList, PAGES, type NamedPage } from '#domain/pages/pages.ts';
import type { PageHandle } from '#web/lib/router/lazy-page.tsx';
import { routes } from './routes.tsx';

// The router is built from the page table: a page whose module moved, or that no longer exports
// its component, fails here by name instead of showing the error page to a shopper.

const shopRoutes = routes.find((route) => route.path === '/')!.children!;
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
    expect(await (route!.handle as PageHandle).load()).toBe(exported[page.component]);
  });

  it('has no page the table does not name', () => {
    expect(shopRoutes).toHaveLength(pageList().filter((page) => page.layout === 'shop').length);
  });

  it('leaves the dashboard to its own table, loaded for its addresses only', () => {
    const dashboard = routes.find((route) => route.path === `${PAGES.dashboard.path}/*`);
    const routeAt = (pathname: string) => matchRoutes(routes, pathname)?.[0]?.route;
    expect(routeAt('/dashboard')).toBe(dashboard);
    expect(routeAt('/dashboard/order')).toBe(dashboard);
    expect(routeAt('/dashboards')).not.toBe(dashboard);
  });

  it.each(
    pageList()
      .filter((page) => page.layout === 'shop' && !page.indexed)
      .map((page) => [page.name, page.module]),
  )('tells search engines not to index the %s page (%s)', (_name, module) => {
    expect(sources[`./${module}`]).toContain('<meta name="robots" content="noindex" />');
  });
});
