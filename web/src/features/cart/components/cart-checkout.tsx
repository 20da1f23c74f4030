import { ArrowRight, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { t } from '#web/lib/i18n.ts';

interface CartCheckoutProps {
  /** undefined while the session is being checked. */
  signedIn: boolean | undefined;
  /** The Google sign-in button, supplied by the app (the auth feature owns it). */
  googleLogin: ReactNode;
  /** Where the e-mail sign-in link goes (it comes back to the cart). */
  loginHref: string;
  /** A click on a link here (the panel closes). */
  onNavigate?: () => void;
}

/** The cart's way out: 'Proceed to Checkout' for a signed-in shopper, sign-in choices for a visitor. */
export function CartCheckout({ signedIn, googleLogin, loginHref, onNavigate }: CartCheckoutProps) {
  if (signedIn === undefined) {
    return <div aria-hidden="true" className="h-12 animate-pulse rounded-full bg-sand" />;
  }
  if (signedIn) {
    return (
      <Link to={paths.payment.getHref()} onClick={onNavigate} className="btn-gold w-full">
        {t('cart.proceedToCheckout')}
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-center text-sm font-medium text-ink">{t('cart.loginToCheckout')}</p>
      {googleLogin}
      <Link
        to={loginHref}
        onClick={onNavigate}
        className="flex h-12 w-full items-center justify-center gap-2 rounded-full bg-ink px-6 text-sm font-semibold text-ivory transition hover:bg-ink-soft"
      >
        <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('cart.loginWithEmail')}
      </Link>
    </div>
  );
}
