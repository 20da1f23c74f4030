import { MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { branchesHolding } from '#domain/catalog/branches-holding.ts';
import type { Product } from '#domain/catalog/product.ts';
import { store, whatsappHref } from '#domain/store/settings.ts';
import { paths } from '#web/config/paths.ts';
import { QuantityStepper } from '#web/features/catalog/components/quantity-stepper.tsx';
import { AddToCartButton } from '#web/features/cart/components/add-to-cart-button.tsx';
import { OrderByContact, PriceReviewNotice } from '#web/features/cart/components/price-review.tsx';
import { lineLimit } from '#web/features/cart/line-limit.ts';
import { WishlistHeart } from '#web/features/wishlist/components/wishlist-heart.tsx';
import { formatCents } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';
import { storeName } from '#web/lib/store-texts.ts';
import { usePieceOptions } from '#web/features/piece-options/hooks/use-piece-options.ts';
import { PieceOptionsFields } from '#web/features/piece-options/components/piece-options-fields.tsx';

/** At or below this many pieces the page says how few are left. */
const LOW_STOCK = 3;

/**
 * How the piece is bought: its size and engraving when it offers them, how many, the total (with
 * the engraving's fee once there is a text), add to cart or wishlist, and how to order by
 * WhatsApp or phone instead.
 */
export function PurchaseBox({ product, name }: { product: Product; name: string }) {
  const [quantity, setQuantity] = useState(1);
  const options = usePieceOptions(product);
  // The quantity can go up to what is in stock (and no line holds more than 99).
  const limit = lineLimit(product.stock);
  const stockHint =
    product.stock > 0 && (product.stock <= LOW_STOCK || quantity >= limit)
      ? t('product.onlyLeft', { count: product.stock })
      : null;
  const orderMessage = t('product.orderMessage', { shop: storeName(), quantity, name, id: product.id });
  return (
    <div className="mt-8 rounded-2xl border border-gold-100 bg-white p-5 shadow-sm sm:p-6">
      <PieceOptionsFields product={product} options={options} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <QuantityStepper value={quantity} onChange={setQuantity} max={limit} />
          {stockHint ? (
            <p aria-live="polite" className="mt-2 text-xs font-semibold text-ruby">
              {stockHint}
            </p>
          ) : null}
        </div>
        <p className="text-end" aria-live="polite">
          <span className="block text-sm text-ink-soft">{t('product.totalFor', { count: quantity })}</span>
          <span className="font-serif text-2xl font-semibold text-ink tabular-nums lining-nums">
            {formatCents((product.price + options.feeCents) * quantity)}
          </span>
          {options.feeCents > 0 ? (
            <span className="block text-xs text-ink-soft">{t('product.options.withEngraving')}</span>
          ) : null}
        </p>
      </div>

      <div className="mt-5 flex items-start gap-3">
        {product.priceReview ? (
          // Shown, never sold: the shop does not stand behind this price now, so no button that would refuse.
          <PriceReviewNotice reason={product.priceReview} className="flex-1" />
        ) : (
          <AddToCartButton
            productId={product.id}
            quantity={quantity}
            available={product.isAvailable}
            options={options.chosen}
            onOptionsRefused={options.showRefused}
            className="flex-1"
          />
        )}
        <WishlistHeart productId={product.id} productName={name} variant="detail" />
      </div>
      <Link
        // At the branch holding the piece (the main store first), so the visit finds it there.
        to={paths.bookVisit.getHref({ product: product.id, branch: branchesHolding(product.branchStock)[0]?.id })}
        className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-gold-700 underline underline-offset-4"
      >
        {t('product.bookViewing')}
      </Link>

      {product.priceReview ? (
        <OrderByContact message={orderMessage} className="mt-3" />
      ) : (
        <p className="mt-4 text-sm text-ink-soft">
          {product.isAvailable ? t('product.reserveDirectly') : t('product.outOfStockHelp')}{' '}
          <a
            href={whatsappHref(store.whatsappNumber, orderMessage)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-gold-700 underline-offset-4 hover:underline"
          >
            <MessageCircle aria-hidden="true" className="size-3.5" />
            WhatsApp
            <span className="sr-only">{t('product.newTab')}</span>
          </a>
          <span aria-hidden="true"> · </span>
          <a
            href={store.phoneHref}
            className="inline-flex items-center gap-1 font-medium text-gold-700 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('product.orCall')} </span>
            <span dir="ltr">{store.phone}</span>
          </a>
        </p>
      )}
    </div>
  );
}
