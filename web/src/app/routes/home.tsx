import { deferredIsland } from '../../components/hydration/deferred-island.tsx';

/**
 * The home page. Its content arrives rendered by the server (the hero's first slide is the
 * page's largest paint), and its code (the hero's carousel with embla, the products, the
 * sections below) is not part of the first download: it hydrates on its own once its chunk has
 * arrived, while the header and the rest of the shell hydrate at once (see deferredIsland).
 */
export const HomeRoute = deferredIsland(() => import('./home-page.tsx').then((m) => m.HomePage));
