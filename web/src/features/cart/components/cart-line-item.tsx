import { Gem, Loader2, RotateCcw, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { CartLine } from '#domain/cart/cart.ts';
import { isMadeToOrder } from '#domain/options/line-options.ts';
import { LineOptionsSummary } from '#web/components/line-options/line-options.tsx';
import { formatCents, formatGrams } from '#web/lib/format.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ProductThumb } from '#web/components/ui/product-thumb.tsx';
import { PriceBreakupDisclosure } from '#web/components/price-breakup/price-breakup-disclosure.tsx';
import { paths } from '#web/config/paths.ts';
import { FOCUS_AFTER_REMOVAL_ATTRIBUTE } from '#web/hooks/use-focus-after-removal.ts';
import { useRemoveCartLine } from '../api/remove-cart-line.ts';
import { useUpdateCartLine } from '../api/update-cart-line.ts';
import { categoryLabel } from '#web/lib/catalog-labels.ts';
import { t } from '#web/lib/i18n.ts';
import { localized } from '#web/lib/localized-content.ts';
import { lineLimit } from '../line-limit.ts';
import { cartToast } from '../toasts.ts';
import { LineQuantityStepper } from './line-quantity-stepper.tsx';
import { priceReviewSentence } from './price-review.tsx';

interface CartLineItemProps {
  line: CartLine;
  /** 'panel' is the narrow side panel; 'page' the /cart page. */
  variant: 'panel' | 'page';
  /** A click on the product's link (the panel closes). */
  onNavigate?: () => void;
  /** After the server removed the line: the list moves focus on. */
  onRemoved: (lineId: string) => void;
}

/**
 * One cart line: picture, name, the size and engraving it is made with, unit price, 'Qty: n' with
 * − / +, the line's total and a remove button, and its price breakup on demand.
 */
export function CartLineItem({ line, variant, onNavigate, onRemoved }: CartLineItemProps) {
  const update = useUpdateCartLine({ onError: cartToast.quantityFailed });
  const remove = useRemoveCartLine({
    onSuccess: () => {
      cartToast.removed();
      onRemoved(line.id);
    },
    onError: cartToast.removeFailed,
  });
  // While a change is on its way, show the quantity asked for; the server's answer then replaces it.
  const quantity = update.isPending ? update.variables.quantity : line.quantity;
  const limit = lineLimit(line.stock);
  const busy = remove.isPending;

  function setQuantity(next: number) {
    if (next < 1 || next === quantity) return;
    update.mutate({ lineId: line.id, quantity: next });
  }

  // The Arabic name when the piece has one; else the English, marked lang="en".
  const name = localized(line.name, line.nameAr);
  const isPage = variant === 'page';
  const thumb = isPage ? 'size-24 sm:size-28' : 'size-20';

  return (
    <article
      aria-busy={busy || undefined}
      className={`flex flex-wrap gap-x-4 gap-y-2 transition-opacity ${busy ? 'opacity-50' : ''} ${isPage ? 'py-6' : 'py-5'}`}
    >
      <ProductThumb
        src={line.image}
        size={112}
        className={`${thumb} shrink-0 overflow-hidden rounded-2xl bg-sand`}
        fallback={<Gem aria-hidden="true" className="m-auto h-full w-8 text-gold-500" strokeWidth={1.25} />}
      />

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3
              className={`font-serif leading-snug font-semibold text-ink ${isPage ? 'text-xl sm:text-2xl' : 'text-lg'}`}
            >
              <Link
                to={paths.product.getHref(line.productId)}
                onClick={onNavigate}
                lang={name.lang}
                className="line-clamp-2 underline-offset-4 hover:text-gold-700 hover:underline"
              >
                {name.text}
              </Link>
            </h3>
            <p className="mt-0.5 text-xs text-ink-soft">
              {categoryLabel(line.category)} · {formatGrams(line.weight)}
              {/* A piece made to size says its size below instead of the one it is shown in. */}
              {isPage && !line.options.size ? ` · ${line.size}` : ''}
            </p>
            <LineOptionsSummary options={line.options} leadDays={line.leadDays} className="mt-1" />
          </div>
          <ConfirmDialog
            trigger={
              <button
                type="button"
                {...{ [FOCUS_AFTER_REMOVAL_ATTRIBUTE]: '' }}
                aria-label={t('cart.line.removeLabel', { name: name.text })}
                title={t('cart.line.removeTitle')}
                disabled={busy}
                className="-mt-1 -me-1 grid size-9 shrink-0 place-items-center rounded-full text-ink-soft transition hover:bg-ruby/10 hover:text-ruby disabled:cursor-wait"
              >
                {busy ? (
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                ) : (
                  <Trash2 aria-hidden="true" className="size-4" />
                )}
              </button>
            }
            title={t('ui.remove.title')}
            description={t('ui.remove.description')}
            confirmLabel={t('ui.remove.confirm')}
            onConfirm={() => remove.mutate(line.id)}
          />
        </div>

        <p className="mt-1 text-sm text-ink-soft tabular-nums">
          <span className="sr-only">{t('cart.line.unitPrice')} </span>
          {formatCents(line.unitPrice)} <span aria-hidden="true">{t('cart.line.each')}</span>
        </p>

        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-2 pt-3">
          <LineQuantityStepper name={name.text} quantity={quantity} limit={limit} busy={busy} onChange={setQuantity} />
          <p className="font-semibold text-ink tabular-nums">
            <span className="sr-only">{t('cart.line.lineTotal')} </span>
            {formatCents(line.lineTotal)}
          </p>
        </div>

        {isMadeToOrder(line.options) ? (
          <p className="mt-2 flex items-center gap-1.5 text-xs font-medium text-ink-soft">
            <RotateCcw aria-hidden="true" className="size-3.5 shrink-0 text-gold-600" />
            {t('cart.line.finalSale')}
          </p>
        ) : null}
        <StockNote line={line} limit={limit} />
        {line.priceReview ? (
          <p className="mt-2 rounded-lg bg-gold-50 px-3 py-2 text-xs font-medium text-ink">
            {priceReviewSentence(line.priceReview)}
          </p>
        ) : null}
      </div>

      {/* A row of its own under the picture and the line, so the table has the card's whole width on a phone. */}
      <PriceBreakupDisclosure piece={line} itemName={name.text} quantity={line.quantity} className="basis-full" />
    </article>
  );
}

/** Why the line cannot be ordered as it is (sold out, more than is left), or that only a few are left. */
function StockNote({ line, limit }: { line: CartLine; limit: number }) {
  if (line.quantity > line.stock) {
    return (
      <p className="mt-2 rounded-lg bg-ruby/5 px-3 py-2 text-xs font-medium text-ruby">
        {line.stock === 0 ? t('cart.line.soldOut') : t('cart.line.overStock', { stock: line.stock })}
      </p>
    );
  }
  if (line.quantity === limit && line.stock <= 3) {
    return <p className="mt-2 text-xs font-medium text-ink-soft">{t('cart.line.fewLeft', { stock: line.stock })}</p>;
  }
  return null;
}
