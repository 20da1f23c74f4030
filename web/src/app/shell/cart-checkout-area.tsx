import { paths } from '#web/config/paths.ts';
import { useMe } from '#web/features/auth/api/get-me.ts';
import { GoogleButton } from '#web/features/auth/components/google-button.tsx';
import { CartCheckout } from '#web/features/cart/components/cart-checkout.tsx';

/**
 * The cart's footer, in the panel and on /cart: 'Proceed to Checkout' when signed in; for a
 * visitor, Google sign-in and the sign-in page, both coming back to the cart.
 */
export function CartCheckoutArea({ onNavigate }: { onNavigate?: () => void }) {
  const me = useMe();
  const back = paths.cart.getHref();
  return (
    <CartCheckout
      signedIn={me.isPending ? undefined : Boolean(me.data)}
      googleLogin={<GoogleButton redirectTo={back} />}
      loginHref={paths.login.getHref(back)}
      onNavigate={onNavigate}
    />
  );
}
