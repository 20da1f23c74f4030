import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import type { Cart } from '#domain/cart/cart.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { paths } from '#web/config/paths.ts';
import { t } from '#web/lib/i18n.ts';
import { useFocusAfterRemoval } from '#web/hooks/use-focus-after-removal.ts';
import { useWishlist } from '../api/get-wishlist.ts';
import { WishlistItemRow } from './wishlist-item-row.tsx';

interface WishlistViewProps {
  /** A piece went to the cart: the caller stores the new cart and opens the cart panel. */
  onMovedToCart: (cart: Cart) => void;
  onMoveFailed: (error: Error) => void;
}

/** The /wish page's list: each saved piece at today's price, with Move to cart and remove. */
export function WishlistView({ onMovedToCart, onMoveFailed }: WishlistViewProps) {
  const wishlist = useWishlist();
  const items = wishlist.data?.items ?? [];
  const { listRef, emptyRef, onRemoved } = useFocusAfterRemoval<HTMLUListElement, HTMLAnchorElement>(items);

  if (!wishlist.data) {
    return wishlist.isError ? (
      <div className="mx-auto max-w-md">
        <LoadError
          what={t('wishlist.loadError.what')}
          onRetry={() => void wishlist.refetch()}
          retrying={wishlist.isFetching}
        />
      </div>
    ) : (
      <div aria-busy="true" className="mx-auto h-64 max-w-4xl animate-pulse rounded-3xl bg-sand/70" />
    );
  }

  if (items.length === 0) {
    return (
      <EmptyState icon={<Heart size={28} strokeWidth={1.75} />} message={t('wishlist.empty')}>
        <Link ref={emptyRef} to={paths.collection.getHref()} className="btn-gold">
          {t('wishlist.browse')}
        </Link>
      </EmptyState>
    );
  }

  return (
    <section aria-labelledby="wishlist-items-heading" className="mx-auto max-w-5xl">
      <h2 id="wishlist-items-heading" className="sr-only">
        {t('wishlist.saved')}
      </h2>
      <p className="mb-5 text-sm text-ink-soft">{t('wishlist.count', { count: items.length })}</p>
      <ul ref={listRef} className="space-y-4">
        {items.map((item) => (
          <li key={item.id}>
            <WishlistItemRow item={item} onGone={onRemoved} onMovedToCart={onMovedToCart} onMoveFailed={onMoveFailed} />
          </li>
        ))}
      </ul>
    </section>
  );
}
