import { lazy, Suspense, type ComponentType } from 'react';
import { withTexts } from '#web/lib/i18n.ts';

type Loader = () => Promise<ComponentType>;

const serverLoaders: Loader[] = [];
const serverLoaded = new Map<Loader, ComponentType>();

/**
 * A part of a page whose code is not in the page's first download: the server renders it in
 * full, and in the browser it hydrates on its own once its chunk has arrived (React's selective
 * hydration: until then the server's HTML stays as it is, visible and laid out). For content
 * below the fold, which needs no JavaScript to be seen.
 *
 * The component takes no props and always returns the same element, so a parent's re-render
 * cannot make React give up the server's HTML (and show the empty fallback) before the island's
 * code is there. On the server, `preloadDeferredIslands()` must have finished
 * before rendering (entry-server.tsx awaits it), so the island renders at once, never a fallback.
 */
export function deferredIsland(load: Loader): ComponentType {
  if (import.meta.env.SSR) {
    serverLoaders.push(load);
    return function ServerIsland() {
      const Component = serverLoaded.get(load);
      if (!Component) throw new Error('deferredIsland: preloadDeferredIslands() was not awaited before rendering');
      return (
        <Suspense fallback={null}>
          <Component />
        </Suspense>
      );
    };
  }
  // Its texts are in the catalogue's deferred part (domain/i18n/parts.ts), fetched alongside.
  const Lazy = lazy(() => withTexts(['deferred'], load()).then((Component) => ({ default: Component })));
  const element = (
    <Suspense fallback={null}>
      <Lazy />
    </Suspense>
  );
  return function BrowserIsland() {
    return element;
  };
}

/**
 * Server only: loads the code of every island defined so far (those of a lazily loaded page are
 * defined once its module has loaded), at once after the first time.
 */
export async function preloadDeferredIslands(): Promise<void> {
  const missing = serverLoaders.filter((load) => !serverLoaded.has(load));
  if (missing.length === 0) return;
  await Promise.all(
    missing.map(async (load) => {
      serverLoaded.set(load, await load());
    }),
  );
}
