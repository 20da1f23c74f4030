import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, ShoppingBag, X } from 'lucide-react';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { t } from '#web/lib/i18n.ts';
import type { ReactNode } from 'react';
import { useCart } from '../api/get-cart.ts';
import { useFocusAfterRemoval } from '#web/hooks/use-focus-after-removal.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { CartUnderReview } from './price-review.tsx';
import { CartSummary } from './cart-summary.tsx';

interface CartPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called as the panel takes focus (what had it is still document.activeElement). */
  onOpenAutoFocus: () => void;
  /** Puts focus back once the panel has closed. */
  onCloseAutoFocus: (event: Event) => void;
  /** The checkout or sign-in area, supplied by the app (it needs the session and Google sign-in). */
  checkout: ReactNode;
}

/** A toast is not "outside" the panel: closing or clicking one must not close the cart. */
function keepOpenForToasts(event: { target: EventTarget | null; preventDefault: () => void }) {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) event.preventDefault();
}

/**
 * The cart side panel: slides in from the inline end (the right, the left on an
 * Arabic page) and closes by its X, the
 * backdrop, Escape or Continue Shopping. A Radix dialog: focus stays inside while it is open.
 */
export function CartPanel({ open, onOpenChange, onOpenAutoFocus, onCloseAutoFocus, checkout }: CartPanelProps) {
  const cart = useCart();
  const lines = cart.data?.lines ?? [];
  const { listRef, emptyRef, onRemoved } = useFocusAfterRemoval<HTMLUListElement, HTMLButtonElement>(lines);
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/45 motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          onPointerDownOutside={keepOpenForToasts}
          onFocusOutside={keepOpenForToasts}
          className="fixed inset-y-0 end-0 z-50 flex h-dvh w-full max-w-md flex-col bg-ivory shadow-2xl shadow-ink/30 outline-none motion-safe:data-[state=closed]:animate-slide-out-right motion-safe:data-[state=open]:animate-slide-in-right"
        >
          <div className="flex items-center justify-between gap-4 border-b border-gold-100 bg-white px-5 py-4 sm:px-6">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-gold-50 text-gold-600"
              >
                <ShoppingBag className="size-5" strokeWidth={1.75} />
              </span>
              <div>
                <Dialog.Title className="font-serif text-2xl leading-none font-semibold text-ink">
                  {t('cart.title')}
                </Dialog.Title>
                {cart.data && cart.data.itemCount > 0 ? (
                  <p className="mt-1 text-xs text-ink-soft">{t('cart.pieces', { count: cart.data.itemCount })}</p>
                ) : null}
              </div>
            </div>
            <Dialog.Close
              aria-label={t('cart.close')}
              className="grid size-10 place-items-center rounded-full text-ink transition hover:bg-sand"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          {!cart.data ? (
            <div className="flex flex-1 items-center justify-center p-8 text-center">
              {cart.isError ? (
                <LoadError
                  what={t('cart.loadError.what')}
                  onRetry={() => void cart.refetch()}
                  retrying={cart.isFetching}
                />
              ) : (
                <p role="status" className="flex items-center gap-2 text-sm text-ink-soft">
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                  {t('cart.loading')}
                </p>
              )}
            </div>
          ) : lines.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center px-8 py-12 text-center">
              <span
                aria-hidden="true"
                className="flex size-16 items-center justify-center rounded-full bg-gold-50 text-gold-600"
              >
                <ShoppingBag className="size-7" strokeWidth={1.75} />
              </span>
              <p className="mt-6 font-serif text-3xl font-semibold text-ink">{t('cart.empty.title')}</p>
              <p className="mt-2 text-sm text-ink-soft">{t('cart.empty.hint')}</p>
              <Dialog.Close ref={emptyRef} className="btn-gold mt-8">
                {t('cart.continueShopping')}
              </Dialog.Close>
            </div>
          ) : (
            <>
              <ul
                ref={listRef}
                aria-label={t('cart.items')}
                className="flex-1 divide-y divide-gold-100 overflow-y-auto overscroll-contain px-5 sm:px-6"
              >
                {lines.map((line) => (
                  <li key={line.id}>
                    <CartLineItem line={line} variant="panel" onNavigate={close} onRemoved={onRemoved} />
                  </li>
                ))}
              </ul>
              <div className="space-y-4 border-t border-gold-100 bg-white px-5 pt-4 pb-5 shadow-[0_-8px_24px_-16px_rgb(28_23_16/0.25)] sm:px-6">
                <CartSummary cart={cart.data} />
                {lines.some((line) => line.priceReview) ? <CartUnderReview /> : checkout}
                <Dialog.Close className="w-full rounded-full py-2 text-sm font-semibold text-gold-700 underline-offset-4 transition hover:underline">
                  {t('cart.continueShopping')}
                </Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
