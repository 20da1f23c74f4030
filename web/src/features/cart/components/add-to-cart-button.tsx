import { Loader2, ShoppingBag } from 'lucide-react';
import { t } from '#web/lib/i18n.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useCartPanel } from '../hooks/use-cart-panel.ts';
import { cartToast } from '../toasts.ts';

interface AddToCartButtonProps {
  productId: string;
  quantity: number;
  /** stock > 0; otherwise the button is disabled and says 'Stock Out'. */
  available: boolean;
  className?: string;
}

/** 'Add to Cart': on success a toast, and the cart panel opens. */
export function AddToCartButton({ productId, quantity, available, className = '' }: AddToCartButtonProps) {
  const panel = useCartPanel();
  const add = useAddToCart({
    onSuccess: () => {
      cartToast.added();
      panel?.open();
    },
    onError: cartToast.addFailed,
  });

  function addToCart() {
    if (add.isPending) return;
    // The panel opens when this succeeds: fetch its code meanwhile.
    panel?.preload();
    add.mutate({ productId, quantity });
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
