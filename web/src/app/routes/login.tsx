import { Link } from 'react-router';
import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { GoogleButton } from '#web/features/auth/components/google-button.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { useSearchFlag } from '#web/features/auth/hooks/use-search-flag.ts';
import { useRedirectParam } from '#web/features/auth/redirect.ts';
import { authToast } from '#web/features/auth/toasts.ts';
import { t } from '#web/lib/i18n.ts';
import { storeName } from '#web/lib/store-texts.ts';

export function LoginRoute() {
  // Google's sign-in sends failures (cancelled, denied, network) back here as ?error=….
  useSearchFlag('error', () => authToast.googleFailed());
  // ?redirect=/cart (a same-site path; anything else is ignored): where to go once signed in.
  const redirect = useRedirectParam();

  return (
    <>
      <PageMeta page={PAGE_META.login} />
      <AuthLayout eyebrow={t('auth.login.eyebrow')} title={t('auth.login.submit')} intro={t('auth.login.intro')}>
        <LoginForm redirectTo={redirect} />
        <div className="my-7 flex items-center gap-4 text-xs font-semibold tracking-[0.2em] text-ink-soft uppercase">
          <span aria-hidden="true" className="h-px flex-1 bg-gold-100" />
          {t('auth.or')}
          <span aria-hidden="true" className="h-px flex-1 bg-gold-100" />
        </div>
        <GoogleButton startOnArrival redirectTo={redirect} />
        <p className="mt-8 border-t border-gold-100 pt-6 text-center text-sm text-ink-soft">
          <Link to={paths.register.getHref(redirect ?? undefined)} className="group rounded font-medium">
            {t('auth.login.newTo', { shop: storeName() })}{' '}
            <span className="font-semibold text-gold-700 underline-offset-4 group-hover:underline">
              {t('auth.register.title')}
            </span>
          </Link>
        </p>
      </AuthLayout>
    </>
  );
}
