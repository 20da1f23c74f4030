import { ArrowLeft, Clock3 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { NewPasswordForm } from '#web/features/auth/components/new-password-form.tsx';

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
        <AuthLayout
          eyebrow="Account recovery"
          title="Choose a New Password"
          intro="Pick a password you have not used here before. Once it is saved, every device signed in to your account is signed out."
        >
          <NewPasswordForm token={token} onTokenRejected={() => setRejected(true)} />
        </AuthLayout>
      ) : (
        <AuthLayout
          eyebrow="Account recovery"
          title="This Link Has Expired"
          focusTitle={rejected}
          intro="A reset link works once and for one hour. Ask for a fresh one: type your email on the sign-in page and choose ‘Forgot password?’."
        >
          <div className="flex items-start gap-4 rounded-2xl border border-gold-100 bg-gold-50/60 p-5 text-sm text-ink-soft">
            <Clock3 size={22} aria-hidden="true" className="mt-0.5 shrink-0 text-gold-600" />
            <p>For your security we never reuse a link. Your current password has not been changed.</p>
          </div>
          <Link to={paths.login.getHref()} className="btn-gold mt-8 h-12 w-full">
            <ArrowLeft size={16} aria-hidden="true" />
            Ask for a New Link
          </Link>
        </AuthLayout>
      )}
    </>
  );
}
