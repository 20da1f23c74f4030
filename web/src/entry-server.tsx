import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { preloadDeferredIslands } from './components/hydration/deferred-island.tsx';
import { routes } from './app/routes.tsx';
import type { InitialQuery } from '#domain/query-keys.ts';
import { createQueryClient } from './lib/query-client.ts';
import { languageOfPath, languagePrefix, LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { messages as english } from '#domain/i18n/catalogues/en.json?part=all';
import { messages as arabic } from '#domain/i18n/catalogues/ar.json?part=all';
import { activateLanguage, loadCatalogue } from './lib/i18n.ts';

// Both whole catalogues, loaded once: each render only switches between them.
loadCatalogue('en', english);
loadCatalogue('ar', arabic);
/** One route handler per language: Arabic pages are the same routes under /ar. */
const handlers = Object.fromEntries(
  LANGUAGES.map((language) => [language, createStaticHandler(routes, { basename: languagePrefix(language) || '/' })]),
) as Record<Language, ReturnType<typeof createStaticHandler>>;

/**
 * Renders a page to HTML on the server (built by Vite into dist/server), from the same query
 * data the page embeds, so the browser paints it before any JavaScript has run.
 */
export async function render(url: string, initialQueries: InitialQuery[]): Promise<string | undefined> {
  const language = languageOfPath(new URL(url).pathname);
  const handler = handlers[language];
  const context = await handler.query(new Request(url));
  // A redirect or a thrown response: let the browser app handle it.
  if (context instanceof Response) return undefined;
  // The parts the browser hydrates later are rendered in full here (after the page's own module
  // has loaded above, so its islands are known too).
  await preloadDeferredIslands();
  const queryClient = createQueryClient();
  for (const { key, data } of initialQueries) queryClient.setQueryData(key, data);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Requests interleave while they load their data above; from here to the end of
  // renderToString nothing awaits, so the page renders in its own language throughout.
  activateLanguage(language);
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  queryClient.clear();
  // The server writes the page's title, description and preloads into <head> itself; the
  // copies renderToString leaves in place would end up in <body>.
  return html.replace(HOISTED_HEAD_TAGS, '');
}

const HOISTED_HEAD_TAGS = /<title>[^<]*<\/title>|<meta name="description"[^>]*\/>|<link rel="preload"[^>]*\/>/g;
