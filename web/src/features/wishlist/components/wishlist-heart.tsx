import { Heart } from 'lucide-react';
import { t } from '#web/lib/i18n.ts';
import { useAddToWishlist } from '../api/add-to-wishlist.ts';
import { useWishlist } from '../api/get-wishlist.ts';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.ts';
import { wishlistToast } from '../toasts.ts';

interface WishlistHeartProps {
  productId: string;
  productName: string;
  /** 'card': a small round button over a product card's picture; 'detail': beside Add to Cart. */
  variant: 'card' | 'detail';
}

const variants = {
  card: 'size-10 bg-white/95 shadow-sm ring-1 ring-ink/5 backdrop-blur hover:text-ruby',
  detail: 'size-12 border border-stone-300 bg-white hover:border-ruby hover:text-ruby aria-pressed:border-ruby',
};

/**
 * The heart on product cards and the product page: pressed when the piece is in the wishlist
 * (read from the wishlist the server embeds in every page), and a press saves or removes it for real.
 */
export function WishlistHeart({ productId, productName, variant }: WishlistHeartProps) {
  const wishlist = useWishlist();
  const item = wishlist.data?.items.find((entry) => entry.productId === productId);
  const add = useAddToWishlist({ onSuccess: wishlistToast.added, onError: wishlistToast.addFailed });
  const remove = useRemoveFromWishlist({ onSuccess: wishlistToast.removed, onError: wishlistToast.removeFailed });
  const pending = add.isPending || remove.isPending;
  // The state asked for shows at once; the server's answer then confirms or corrects it.
  const saved = add.isPending ? true : remove.isPending ? false : item !== undefined;

  function toggle() {
    if (pending) return;
    if (item) remove.mutate(item.id);
    else add.mutate(productId);
  }

  return (
    <button
      type="button"
      aria-label={t('wishlist.heart.label', { name: productName })}
      aria-pressed={saved}
      aria-busy={pending || undefined}
      title={saved ? t('wishlist.remove') : t('wishlist.heart.add')}
      onClick={toggle}
      className={`grid shrink-0 place-items-center rounded-full text-ink-soft transition aria-pressed:text-ruby ${variants[variant]}`}
    >
      <Heart
        aria-hidden="true"
        className={`transition motion-safe:active:scale-90 ${variant === 'card' ? 'size-[18px]' : 'size-5'} ${saved ? 'fill-current' : ''}`}
      />
    </button>
  );
}
