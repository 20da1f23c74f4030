import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { t } from '#web/lib/i18n.ts';
import { CartPageView } from '#web/features/cart/components/cart-page-view.tsx';
import { CartCheckoutArea } from '../shell/cart-checkout-area.tsx';

/** The cart as a full page: the same lines, summary and checkout or sign-in area as the side panel. */
export function CartRoute() {
  return (
    <div className="pb-24">
      <PageMeta page={PAGE_META.cart} />
      <meta name="robots" content="noindex" />
      <PageHeader eyebrow={t('cart.eyebrow')} title={t('cart.title')} />
      <div className="container-page pt-10 sm:pt-14">
        <CartPageView checkout={<CartCheckoutArea />} />
      </div>
    </div>
  );
}
