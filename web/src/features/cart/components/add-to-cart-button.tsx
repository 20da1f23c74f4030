import { Loader2, ShoppingBag } from 'lucide-react';
import type { LineOptionsInput } from '#domain/options/line-options.ts';
import { t } from '#web/lib/i18n.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useCartPanel } from '../hooks/use-cart-panel.ts';
import { cartToast } from '../toasts.ts';

interface AddToCartButtonProps {
  productId: string;
  quantity: number;
  /** stock > 0; otherwise the button is disabled and says 'Stock Out'. */
  available: boolean;
  /** The size and engraving chosen, read when pressed: null stops the add (the fields say why). */
  options?: () => LineOptionsInput | null;
  /** A 400 about the options: true when their fields show it (no toast then). */
  onOptionsRefused?: (error: Error) => boolean;
  className?: string;
}

/** 'Add to Cart' with the options chosen: on success a toast, and the cart panel opens. */
export function AddToCartButton({
  productId,
  quantity,
  available,
  options,
  onOptionsRefused,
  className = '',
}: AddToCartButtonProps) {
  const panel = useCartPanel();
  const add = useAddToCart({
    onSuccess: () => {
      cartToast.added();
      panel?.open();
    },
    onError: (error) => {
      if (!onOptionsRefused?.(error)) cartToast.addFailed(error);
    },
  });

  function addToCart() {
    if (add.isPending) return;
    const chosen = options?.();
    if (chosen === null) return;
    // The panel opens when this succeeds: fetch its code meanwhile.
    panel?.preload();
    add.mutate({ productId, quantity, ...(chosen && Object.keys(chosen).length > 0 ? { options: chosen } : {}) });
  }

  if (!available) {
    return (
      <button type="button" disabled className={`btn-gold ${className}`}>
        {t('cart.stockOut')}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={addToCart}
      aria-disabled={add.isPending || undefined}
      aria-busy={add.isPending || undefined}
      className={`btn-gold aria-disabled:cursor-wait aria-disabled:opacity-80 ${className}`}
    >
      {add.isPending ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <ShoppingBag aria-hidden="true" className="size-4" />
      )}
      {t('cart.add')}
    </button>
  );
}
