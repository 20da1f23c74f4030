import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, routes } from './app/routes.tsx';
import { languageOfPath, languagePrefix } from '#domain/i18n/languages.ts';
import { loadLanguage, loadTexts } from './lib/i18n.ts';
import { loadPagesAt } from './lib/router/lazy-page.tsx';
import { ShopRouter } from './lib/router/shop-router.tsx';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * The server sends each page already rendered. Before taking it over, load the code of the
 * page it shows (and on a dashboard address, the dashboard's table), so the first client render
 * matches the server's HTML.
 */
async function start(container: HTMLElement) {
  // Arabic pages are the same routes under /ar (React Router's basename): every in-app link and
  // navigation stays in the page's language without knowing about it.
  const language = languageOfPath(window.location.pathname);
  const basename = languagePrefix(language) || undefined;
  // The language first: a page's texts load into the language shown (the server preloads both).
  await loadLanguage(language);
  await loadPagesAt(routes, window.location, basename);
  const app = (
    <StrictMode>
      <AppProvider>
        <ShopRouter basename={basename}>
          <AppRoutes />
        </ShopRouter>
      </AppProvider>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // Transitions may run from the frame after next: any early styling has been drawn by then (index.css).
  requestAnimationFrame(() => requestAnimationFrame(() => document.documentElement.removeAttribute('data-hydrating')));
  // Toasts, the cart panel's breakups and the server's sentences appear only once the shopper
  // acts: their texts come now (a dropped connection leaves the server's sentences in English).
  loadTexts(['deferred']).catch(() => undefined);
}

void start(root);
