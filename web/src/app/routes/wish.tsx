import { useQueryClient } from '@tanstack/react-query';
import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { setCartData } from '#web/features/cart/api/get-cart.ts';
import { useCartPanel } from '#web/features/cart/hooks/use-cart-panel.ts';
import { cartToast } from '#web/features/cart/toasts.ts';
import { t } from '#web/lib/i18n.ts';
import { WishlistView } from '#web/features/wishlist/components/wishlist-view.tsx';

/** Saved pieces at today's prices; 'Move to cart' hands over to the cart (its cache, toast and panel). */
export function WishRoute() {
  const queryClient = useQueryClient();
  const cartPanel = useCartPanel();
  return (
    <div className="pb-24">
      <PageMeta page={PAGE_META.wish} />
      <meta name="robots" content="noindex" />
      <PageHeader eyebrow={t('wishlist.saved')} title={t('wishlist.title')} />
      <div className="container-page pt-10 sm:pt-14">
        <WishlistView
          onMovedToCart={(cart) => {
            setCartData(queryClient, cart);
            cartToast.added();
            cartPanel?.open();
          }}
          onMoveFailed={cartToast.addFailed}
        />
      </div>
    </div>
  );
}
