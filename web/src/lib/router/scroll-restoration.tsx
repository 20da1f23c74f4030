import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { useNavigationState } from './shop-router.tsx';

const STORAGE_KEY = 'scroll-positions';

/** Positions by page visit, kept for the tab's life: a reload or a way back returns to each. */
let positions: Record<string, number> | undefined;
function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * Where the page scrolls when the address changes: back or forward, and on a reload, to where that
 * visit was; to the named element of an address with #; otherwise to the top, unless the
 * navigation asked to stay (a filter or a page of results under the reader's eyes).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const { preventScrollReset } = useNavigationState();
  const key = scrollKey(location);
  // The first page shows where the browser put it (the reader may have scrolled before the code came).
  const firstVisit = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = action === 'POP' ? savedPositions()[key] : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) elementNamed(location.hash.slice(1))?.scrollIntoView();
    else if (!preventScrollReset && !firstVisit.current) window.scrollTo(0, 0);
    firstVisit.current = false;
    // Reading scrollY on every scroll costs nothing: it is the value the browser already holds.
    const remember = () => (savedPositions()[key] = window.scrollY);
    // A reload or a visit to another site keeps the positions for the way back.
    const keep = () => {
      remember(); // also where the reader scrolled before this component was listening
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or denied: a reload starts at the top.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
    };
    // Once per visit: the position belongs to the address shown, whatever else re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return null;
}

/** The element an address's # names; none for a name that is not valid percent-encoding. */
function elementNamed(name: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(name));
  } catch {
    return null;
  }
}

/**
 * Every page opened by a full load has the key 'default', so a typed address would come back at
 * the scroll position of whatever page was last loaded that way. Such visits are keyed by their
 * address instead: a reload still returns to where it was, another page starts at the top.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}
