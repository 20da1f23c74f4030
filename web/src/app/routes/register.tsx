import { Link } from 'react-router';
import { PAGE_META } from '#domain/seo/pages.ts';
import { store } from '#domain/store/settings.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { RegisterForm } from '#web/features/auth/components/register-form.tsx';
import { useRedirectParam } from '#web/features/auth/redirect.ts';

export function RegisterRoute() {
  // Kept for the way back to Sign In (arriving from /login?redirect=/cart, say).
  const redirect = useRedirectParam();
  return (
    <>
      <PageMeta page={PAGE_META.register} />
      <AuthLayout
        eyebrow={`Join ${store.name}`}
        title="Create an Account"
        intro="Check out in a few taps, keep your wishlist and follow your orders."
      >
        <RegisterForm />
        <p className="mt-8 border-t border-gold-100 pt-6 text-center text-sm text-ink-soft">
          <Link to={paths.login.getHref(redirect ?? undefined)} className="group rounded font-medium">
            Already have an account?{' '}
            <span className="font-semibold text-gold-700 underline-offset-4 group-hover:underline">Sign In</span>
          </Link>
        </p>
      </AuthLayout>
    </>
  );
}
