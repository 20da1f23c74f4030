import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CartPanelContext, type CartPanelControls } from '#web/features/cart/hooks/use-cart-panel.ts';
import { withTexts } from '#web/lib/i18n.ts';

// The panel (Radix dialog, cart lines, sign-in choices) is not part of any page's first load: its
// code and texts are fetched the first time it is about to open.
const loadDrawer = () => withTexts(['deferred'], import('./cart-drawer.tsx'));
const CartDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.CartDrawer })));

/**
 * Owns the cart panel's open state for the shop pages, and renders the panel once it has been
 * opened. Any navigation closes it: the state remembers the location it was opened on.
 */
export function CartPanelProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [mounted, setMounted] = useState(false);
  const isOpen = openAt === location.key;
  // What had focus when the panel opened (the cart button, Add to Cart): it gets focus back.
  const returnFocus = useRef<{ element: HTMLElement; at: string } | null>(null);

  const open = useCallback(() => {
    setMounted(true);
    setOpenAt(location.key);
  }, [location.key]);
  const close = useCallback(() => setOpenAt(null), []);
  const controls = useMemo<CartPanelControls>(
    () => ({ isOpen, open, close, preload: () => void loadDrawer() }),
    [isOpen, open, close],
  );

  // Read as the panel takes focus rather than when open() is called: after 'Move to cart' the
  // button that asked is gone by then, and focus has moved on to the next saved piece.
  const rememberFocus = useCallback(() => {
    const active = document.activeElement;
    returnFocus.current =
      active instanceof HTMLElement && active !== document.body ? { element: active, at: location.key } : null;
  }, [location.key]);

  const restoreFocus = useCallback(
    (event: Event) => {
      event.preventDefault();
      const target = returnFocus.current;
      returnFocus.current = null;
      // After a link in the panel took the shopper elsewhere, the new page keeps its own focus.
      if (target?.element.isConnected && target.at === location.key) target.element.focus();
    },
    [location.key],
  );

  return (
    <CartPanelContext value={controls}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <CartDrawer
            open={isOpen}
            onOpenChange={(next) => (next ? open() : close())}
            onOpenAutoFocus={rememberFocus}
            onCloseAutoFocus={restoreFocus}
          />
        </Suspense>
      ) : null}
    </CartPanelContext>
  );
}
