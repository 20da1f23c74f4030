import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/routes.tsx';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * The server sends each page already rendered. Before taking it over, load the code of the
 * lazily loaded pages it shows, so the first client render matches the server's HTML.
 */
async function start(container: HTMLElement) {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProvider>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start(root);
