import { Outlet } from 'react-router';
import { ScrollRestoration } from '#web/lib/router/scroll-restoration.tsx';
import { useMe } from '#web/features/auth/api/get-me.ts';
import { useGoogleSignInToast } from '#web/features/auth/hooks/use-google-sign-in-toast.ts';
import { useAccountLanguage } from '#web/lib/use-account-language.ts';
import { RateTicker } from '#web/features/rates/components/rate-ticker.tsx';
import { CartPanelProvider } from './cart-panel-provider.tsx';
import { deferredIsland } from '#web/components/hydration/deferred-island.tsx';
import { SiteHeader } from './site-header.tsx';
import { t } from '#web/lib/i18n.ts';

// Server-rendered with every page; its code is not part of the first download (see deferredIsland).
const SiteFooter = deferredIsland(() => import('./site-footer.tsx').then((m) => m.SiteFooter));

/**
 * The shell of every shop page. Pages render their content only, never their own <main>. A
 * printed page is its content alone: the ticker, the header and the footer are print:hidden.
 */
export function ShopLayout() {
  // Google's sign-in comes back to the page it started from (/ by default, or ?redirect=…).
  useGoogleSignInToast();
  // The account's mails follow the language the shopper last read the shop in.
  useAccountLanguage(useMe().data);
  return (
    <CartPanelProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-ivory focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
        >
          {t('shell.skipToContent')}
        </a>
        <aside aria-label={t('shell.metalPrices')} className="bg-ink text-ivory print:hidden">
          <div className="container-page flex h-9 items-center justify-between gap-4">
            <RateTicker />
            <p className="hidden text-xs tracking-wide text-ivory/75 md:block">
              {t('shell.store.certifiedDealer')} · {t('shell.store.authenticity')}
            </p>
          </div>
        </aside>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter />
        <ScrollRestoration />
      </div>
    </CartPanelProvider>
  );
}
