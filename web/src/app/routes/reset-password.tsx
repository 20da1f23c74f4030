import { ArrowLeft, Clock3 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { NewPasswordForm } from '#web/features/auth/components/new-password-form.tsx';
import { t } from '#web/lib/i18n.ts';

/** Where the e-mailed link lands: /reset-password?token=… (or ?error=INVALID_TOKEN when it has expired or was used). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [rejected, setRejected] = useState(false);
  const usable = token !== null && token !== '' && !params.has('error') && !rejected;

  return (
    <>
      <PageMeta page={PAGE_META.resetPassword} />
      <meta name="robots" content="noindex" />
      {usable ? (
        <AuthLayout eyebrow={t('auth.reset.eyebrow')} title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
          <NewPasswordForm token={token} onTokenRejected={() => setRejected(true)} />
        </AuthLayout>
      ) : (
        <AuthLayout
          eyebrow={t('auth.reset.eyebrow')}
          title={t('auth.reset.expired.title')}
          focusTitle={rejected}
          intro={t('auth.reset.expired.intro')}
        >
          <div className="flex items-start gap-4 rounded-2xl border border-gold-100 bg-gold-50/60 p-5 text-sm text-ink-soft">
            <Clock3 size={22} aria-hidden="true" className="mt-0.5 shrink-0 text-gold-600" />
            <p>{t('auth.reset.expired.note')}</p>
          </div>
          <Link to={paths.login.getHref()} className="btn-gold mt-8 h-12 w-full">
            <ArrowLeft size={16} aria-hidden="true" className="rtl:-scale-x-100" />
            {t('auth.reset.expired.action')}
          </Link>
        </AuthLayout>
      )}
    </>
  );
}
