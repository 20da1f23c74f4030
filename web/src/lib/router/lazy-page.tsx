import { use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** What a route of the shop carries for its page: the code to fetch before showing it. */
export interface PageHandle {
  /** Fetches the page's code (at once when it is in the main bundle) and gives its component. */
  load: () => Promise<ComponentType>;
}

/**
 * A page whose code is a chunk of its own. It suspends while the chunk arrives; a page loaded
 * before (see `loadPagesAt`) renders at once, which lets the browser take over the server's HTML
 * without a fallback in between. A failed download throws to the error page, and the next visit
 * tries again.
 */
export function lazyPage(load: () => Promise<ComponentType>): { Page: ComponentType; handle: PageHandle } {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const handle: PageHandle = {
    load: () =>
      (loading ??= load().then(
        (Component) => (loaded = Component),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
  function Page() {
    const Component = loaded ?? use(handle.load());
    return <Component />;
  }
  return { Page, handle };
}

/** Loads the code of every page the address shows, so that the first render needs no waiting. */
export async function loadPagesAt(
  routes: RouteObject[],
  location: { pathname: string; search?: string },
  basename: string | undefined,
): Promise<void> {
  const matches = matchRoutes(routes, location, basename) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.load()));
}
