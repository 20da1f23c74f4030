import { Link } from 'react-router';
import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { RegisterForm } from '#web/features/auth/components/register-form.tsx';
import { useRedirectParam } from '#web/features/auth/redirect.ts';
import { t } from '#web/lib/i18n.ts';
import { storeName } from '#web/lib/store-texts.ts';

export function RegisterRoute() {
  // Kept for the way back to Sign In (arriving from /login?redirect=/cart, say).
  const redirect = useRedirectParam();
  return (
    <>
      <PageMeta page={PAGE_META.register} />
      <AuthLayout
        eyebrow={t('auth.register.eyebrow', { shop: storeName() })}
        title={t('auth.register.title')}
        intro={t('auth.register.intro')}
      >
        <RegisterForm />
        <p className="mt-8 border-t border-gold-100 pt-6 text-center text-sm text-ink-soft">
          <Link to={paths.login.getHref(redirect ?? undefined)} className="group rounded font-medium">
            {t('auth.register.haveAccount')}{' '}
            <span className="font-semibold text-gold-700 underline-offset-4 group-hover:underline">
              {t('auth.login.submit')}
            </span>
          </Link>
        </p>
      </AuthLayout>
    </>
  );
}
