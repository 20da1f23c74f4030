import { Gem, Loader2, Ruler, ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Cart } from '#domain/cart/cart.ts';
import { formatCents, formatGrams } from '#web/lib/format.ts';
import type { WishlistItem } from '#domain/wishlist/wishlist.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ProductThumb } from '#web/components/ui/product-thumb.tsx';
import { paths } from '#web/config/paths.ts';
import { FOCUS_AFTER_REMOVAL_ATTRIBUTE } from '#web/hooks/use-focus-after-removal.ts';
import { categoryLabel } from '#web/lib/catalog-labels.ts';
import { t } from '#web/lib/i18n.ts';
import { localized } from '#web/lib/localized-content.ts';
import { useMoveToCart } from '../api/move-to-cart.ts';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.ts';
import { wishlistToast } from '../toasts.ts';

interface WishlistItemRowProps {
  item: WishlistItem;
  /** The piece left the list (removed, or moved to the cart): the list moves focus on. */
  onGone: (itemId: string) => void;
  onMovedToCart: (cart: Cart) => void;
  onMoveFailed: (error: Error) => void;
}

const focusTarget = { [FOCUS_AFTER_REMOVAL_ATTRIBUTE]: '' };

export function WishlistItemRow({ item, onGone, onMovedToCart, onMoveFailed }: WishlistItemRowProps) {
  const remove = useRemoveFromWishlist({
    onSuccess: () => {
      wishlistToast.removed();
      onGone(item.id);
    },
    onError: wishlistToast.removeFailed,
  });
  const move = useMoveToCart({
    onSuccess: (cart) => {
      onGone(item.id);
      onMovedToCart(cart);
    },
    onError: onMoveFailed,
  });
  const busy = remove.isPending || move.isPending;
  const href = paths.product.getHref(item.productId);
  const label = item.isAvailable ? t('wishlist.moveToCart') : t('cart.stockOut');
  const choose = item.sized ? t('wishlist.chooseSize') : t('wishlist.personalise');
  // The Arabic name when the piece has one; else the English, marked lang="en".
  const name = localized(item.name, item.nameAr);

  return (
    <article
      aria-busy={busy || undefined}
      className={`flex gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-gold-100 transition-opacity sm:gap-6 sm:p-5 ${busy ? 'opacity-60' : ''}`}
    >
      <ProductThumb
        src={item.image}
        size={128}
        className="relative size-24 shrink-0 overflow-hidden rounded-2xl bg-sand sm:size-32"
        fallback={<Gem aria-hidden="true" className="m-auto h-full w-8 text-gold-500" strokeWidth={1.25} />}
      >
        {item.isAvailable ? null : (
          <span className="absolute inset-x-1.5 bottom-1.5 rounded-full bg-ruby px-2 py-0.5 text-center text-[10px] font-semibold tracking-wider text-white uppercase">
            {t('wishlist.outOfStock')}
          </span>
        )}
      </ProductThumb>

      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <div className="min-w-0 flex-1">
          <p className="text-[11px] font-semibold tracking-[0.2em] text-gold-700 uppercase">
            {categoryLabel(item.category)}
          </p>
          <h3 className="mt-1 font-serif text-xl leading-snug font-semibold text-ink sm:text-2xl">
            <Link
              to={href}
              {...focusTarget}
              lang={name.lang}
              className="underline-offset-4 hover:text-gold-700 hover:underline"
            >
              {name.text}
            </Link>
          </h3>
          <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
            <div className="flex gap-1">
              <dt>{t('wishlist.weight')}</dt>
              <dd className="font-medium text-ink">{formatGrams(item.weight)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('wishlist.size')}</dt>
              <dd className="font-medium text-ink">{item.size}</dd>
            </div>
          </dl>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-col sm:items-end sm:justify-center">
          <p className="font-serif text-2xl font-semibold text-ink tabular-nums lining-nums">
            <span className="sr-only">{t('wishlist.todaysPrice')} </span>
            {formatCents(item.price)}
          </p>
          <div className="flex items-center gap-2">
            {item.isAvailable && (item.sized || item.engravable) ? (
              // Made to a size, or engraved: chosen on its page, never added without them.
              <Link
                to={href}
                aria-label={`${choose}: ${name.text}`}
                className="inline-flex h-10 items-center gap-2 rounded-full bg-gold-600 px-4 text-xs font-semibold tracking-wide text-white uppercase shadow-sm transition hover:bg-gold-700"
              >
                <Ruler aria-hidden="true" className="size-4" />
                {choose}
              </Link>
            ) : (
              <button
                type="button"
                disabled={!item.isAvailable}
                // The visible words first, then which piece: 'Move to cart: Gold Bangle'.
                aria-label={`${label}: ${name.text}`}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) move.mutate(item.id);
                }}
                className="inline-flex h-10 items-center gap-2 rounded-full bg-gold-600 px-4 text-xs font-semibold tracking-wide text-white uppercase shadow-sm transition hover:bg-gold-700 disabled:cursor-not-allowed disabled:bg-stone-400 aria-disabled:cursor-wait"
              >
                {move.isPending ? (
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                ) : (
                  <ShoppingBag aria-hidden="true" className="size-4" />
                )}
                {label}
              </button>
            )}
            <ConfirmDialog
              trigger={
                <button
                  type="button"
                  aria-label={t('wishlist.removeLabel', { name: name.text })}
                  title={t('wishlist.remove')}
                  disabled={busy}
                  className="grid size-10 place-items-center rounded-full border border-stone-300 text-ink-soft transition hover:border-ruby hover:bg-ruby/5 hover:text-ruby disabled:cursor-wait"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              }
              title={t('ui.remove.title')}
              description={t('ui.remove.description')}
              confirmLabel={t('ui.remove.confirm')}
              onConfirm={() => remove.mutate(item.id)}
            />
          </div>
        </div>
      </div>
    </article>
  );
}
