import { Heart, ShoppingBag } from 'lucide-react';
import type { MouseEvent } from 'react';
import { paths } from '#web/config/paths.ts';
import { useMe } from '#web/features/auth/api/get-me.ts';
import { useCart } from '#web/features/cart/api/get-cart.ts';
import { useCartPanel } from '#web/features/cart/hooks/use-cart-panel.ts';
import { useWishlist } from '#web/features/wishlist/api/get-wishlist.ts';
import { t } from '#web/lib/i18n.ts';
import { HeaderIconLink } from './header-icon-link.tsx';

/** A plain left click; a modified or middle click keeps the link's own behaviour (a new tab). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The wishlist heart of the bar, its badge live (the server embeds the wishlist in every page). */
export function WishlistLink() {
  // A sign-in or sign-out drops the shopper's lists (refreshSession); reading the session here
  // re-renders this component then, so the badge asks for the new shopper's list at once.
  useMe();
  const wishlist = useWishlist();
  return (
    <HeaderIconLink to={paths.wish.getHref()} label={t('shell.nav.wishlist')} count={wishlist.data?.count ?? 0}>
      <Heart size={21} strokeWidth={1.75} />
    </HeaderIconLink>
  );
}

/**
 * The cart button of the bar, its badge live. It is a real link to /cart, so it works before the
 * JavaScript has arrived; once it has, a click opens the cart panel instead.
 */
export function CartButton() {
  useMe(); // as in WishlistLink: a new shopper's cart is fetched as soon as the session changes
  const cart = useCart();
  const panel = useCartPanel();
  return (
    <HeaderIconLink
      to={paths.cart.getHref()}
      label={t('shell.nav.cart')}
      count={cart.data?.itemCount ?? 0}
      aria-haspopup={panel ? 'dialog' : undefined}
      onPointerEnter={panel?.preload}
      onFocus={panel?.preload}
      onClick={(event) => {
        if (!panel || !isPlainClick(event)) return;
        event.preventDefault();
        panel.open();
      }}
    >
      <ShoppingBag size={21} strokeWidth={1.75} />
    </HeaderIconLink>
  );
}
