import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { isDashboardPath, routes } from './app/routes.tsx';
import { languageOfPath, languagePrefix } from '#domain/i18n/languages.ts';
import { loadLanguage, loadTexts } from './lib/i18n.ts';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The dashboard (English only) shows texts of every part: the price breakup, order statuses, ….
const loadDashboardRoutes = () =>
  import('./app/dashboard-routes.tsx').then(async (m) => {
    await loadTexts(m.DASHBOARD_TEXT_PARTS);
    return m.dashboardRoutes;
  });

/**
 * The server sends each page already rendered. Before taking it over, load the code of the
 * lazily loaded pages it shows, so the first client render matches the server's HTML. The
 * dashboard's route table is loaded up front only on a dashboard address; elsewhere it is added
 * on the way to the dashboard, so the storefront never downloads it.
 */
async function start(container: HTMLElement) {
  // Arabic pages are the same routes under /ar (React Router's basename): every in-app link and
  // navigation stays in the page's language without knowing about it.
  const language = languageOfPath(window.location.pathname);
  const basename = languagePrefix(language) || undefined;
  const onDashboard = isDashboardPath(window.location.pathname);
  const [dashboard] = await Promise.all([onDashboard ? loadDashboardRoutes() : [], loadLanguage(language)]);
  const table = [...routes, ...dashboard];
  let dashboardAdded: Promise<void> | undefined = onDashboard ? Promise.resolve() : undefined;

  const lazyMatches = matchRoutes(table, window.location, basename)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(table, {
    basename,
    // Called for an address the table does not know yet (the shop's 404 catches everything).
    patchRoutesOnNavigation: ({ path, patch }) => {
      if (!isDashboardPath(new URL(path, window.location.origin).pathname)) return;
      dashboardAdded ??= loadDashboardRoutes()
        .then((dashboard) => patch(null, dashboard))
        .catch((error: unknown) => {
          dashboardAdded = undefined; // a dropped connection: the next visit tries again
          throw error;
        });
      return dashboardAdded;
    },
  });
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
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
