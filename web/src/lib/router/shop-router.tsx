import { createContext, useContext, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type NavigateOptions,
  type Navigator,
} from 'react-router';

interface Navigation {
  /** A page's code is on its way: the page shown is still the last one. */
  pending: boolean;
  /** The navigation asked to keep the scroll position (a filter, a page of results). */
  preventScrollReset: boolean;
}

const ShopNavigationContext = createContext<Navigation>({ pending: false, preventScrollReset: false });

/** The state of the last navigation in the browser (on the server: none pending). */
export const useNavigationState = () => useContext(ShopNavigationContext);

/**
 * React Router's `BrowserRouter`, with two things the shop needs from a navigation: whether the
 * next page is still loading (the dashboard's progress bar) and whether it keeps the scroll
 * position. Each navigation is a transition: while a page's code arrives, the last page stays.
 * React Router's data router would give both, at 17 KB gz more of every first download.
 */
export function ShopRouter({ basename, children }: { basename: string | undefined; children: ReactNode }) {
  // The history BrowserRouter itself keeps; v5Compat: the listener hears pushes as well as pops.
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState(() => ({
    action: history.action,
    location: history.location,
    preventScrollReset: false,
  }));
  const [pending, startNavigation] = useTransition();
  // A push or replace calls the listener synchronously: the options travel through this ref.
  const options = useRef<NavigateOptions | undefined>(undefined);
  const [navigator] = useState<Navigator>(() => ({
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state, given) => {
      options.current = given;
      history.push(to, state);
    },
    replace: (to, state, given) => {
      options.current = given;
      history.replace(to, state);
    },
  }));

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const given = options.current;
        options.current = undefined;
        const next = { action, location, preventScrollReset: given?.preventScrollReset ?? false };
        if (given?.flushSync) flushSync(() => setState(next));
        else startNavigation(() => setState(next));
      }),
    [history],
  );

  return (
    <ShopNavigationContext value={{ pending, preventScrollReset: state.preventScrollReset }}>
      <Router basename={basename} location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </ShopNavigationContext>
  );
}
