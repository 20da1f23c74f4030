import { Phone } from 'lucide-react';
import type { PriceReviewReason } from '#domain/rates/rate-trust.ts';
import { store, whatsappHref } from '#domain/store/settings.ts';
import { WhatsAppIcon } from '#web/components/ui/brand-icons.tsx';
import { t } from '#web/lib/i18n.ts';
import { storeName } from '#web/lib/store-texts.ts';

/** Why a price cannot be ordered online now, in a sentence (domain/rates/rate-trust.ts). */
export function priceReviewSentence(reason: PriceReviewReason): string {
  switch (reason) {
    case 'standby':
      return t('cart.priceReview.standby');
    case 'move_pending':
      return t('cart.priceReview.movePending');
    case 'stale':
      return t('cart.priceReview.stale');
  }
}

/** The shop's WhatsApp (with a message ready) and phone, in place of a button that cannot order. */
export function OrderByContact({ message, className = '' }: { message: string; className?: string }) {
  // Each label stays on one line: the two side by side where both fit, else one under the other.
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <a
        href={whatsappHref(store.whatsappNumber, message)}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-gold min-w-fit grow basis-0"
      >
        <WhatsAppIcon size={16} />
        {t('cart.priceReview.whatsapp')}
        <span className="sr-only">{t('cart.priceReview.newTab')}</span>
      </a>
      <a href={store.phoneHref} className="btn-outline min-w-fit grow basis-0">
        <Phone aria-hidden="true" className="size-4" />
        {t('cart.priceReview.call')}
        <span className="sr-only" dir="ltr">
          {' '}
          {store.phone}
        </span>
      </a>
    </div>
  );
}

/** Why a piece's price is under review, and that it can be ordered by WhatsApp or phone instead. */
export function PriceReviewNotice({ reason, className = '' }: { reason: PriceReviewReason; className?: string }) {
  return (
    <p className={`rounded-lg bg-gold-50 px-3 py-2 text-sm text-ink ${className}`}>
      {priceReviewSentence(reason)} {t('cart.priceReview.contact')}
    </p>
  );
}

/** The cart's way out while a line's price is under review: why, and WhatsApp or phone instead of checkout. */
export function CartUnderReview() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink">{t('cart.priceReview.checkout')}</p>
      <OrderByContact message={t('cart.priceReview.cartMessage', { shop: storeName() })} />
    </div>
  );
}
