import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { preloadDeferredIslands } from './components/hydration/deferred-island.tsx';
import { AppRoutes, routes } from './app/routes.tsx';
import { loadPagesAt } from './lib/router/lazy-page.tsx';
import type { InitialQuery } from '#domain/query-keys.ts';
import { createQueryClient } from './lib/query-client.ts';
import { languageOfPath, languagePrefix } from '#domain/i18n/languages.ts';
import { messages as english } from '#domain/i18n/catalogues/en.json?part=all';
import { messages as arabic } from '#domain/i18n/catalogues/ar.json?part=all';
import { activateLanguage, loadCatalogue } from './lib/i18n.ts';

// Both whole catalogues, loaded once: each render only switches between them.
loadCatalogue('en', english);
loadCatalogue('ar', arabic);
/**
 * Renders a page to HTML on the server (built by Vite into dist/server), from the same query
 * data the page embeds, so the browser paints it before any JavaScript has run.
 */
export async function render(url: string, initialQueries: InitialQuery[]): Promise<string> {
  const { pathname, search } = new URL(url);
  const language = languageOfPath(pathname);
  // Arabic pages are the same routes under /ar.
  const basename = languagePrefix(language) || undefined;
  await loadPagesAt(routes, { pathname }, basename);
  // The parts the browser hydrates later are rendered in full here (after the page's own module
  // has loaded above, so its islands are known too).
  await preloadDeferredIslands();
  const queryClient = createQueryClient();
  for (const { key, data } of initialQueries) queryClient.setQueryData(key, data);
  // Requests interleave while they load their data above; from here to the end of
  // renderToString nothing awaits, so the page renders in its own language throughout.
  activateLanguage(language);
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={`${pathname}${search}`} basename={basename}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  queryClient.clear();
  // The server writes the page's title, description and preloads into <head> itself; the
  // copies renderToString leaves in place would end up in <body>.
  return html.replace(HOISTED_HEAD_TAGS, '');
}

const HOISTED_HEAD_TAGS = /<title>[^<]*<\/title>|<meta name="description"[^>]*\/>|<link rel="preload"[^>]*\/>/g;
