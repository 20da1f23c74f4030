import { LogIn } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { User } from '#domain/accounts/user.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { t } from '#web/lib/i18n.ts';
import { paths } from '../config/paths.ts';
import { useMe } from '../features/auth/api/get-me.ts';

/**
 * A page for signed-in customers: visitors are sent to sign in (/login?redirect=…) and brought back to `returnTo`.
 * The server renders the same sign-in prompt for a visitor (a redirect needs the browser), so a
 * page without JavaScript still says what to do.
 */
export function RequireCustomer({ returnTo, children }: { returnTo: string; children: (user: User) => ReactNode }) {
  const me = useMe();
  if (me.isPending) {
    return (
      <p role="status" className="py-16 text-center text-ink-soft">
        {t('ui.account.checking')}
      </p>
    );
  }
  if (me.isError) {
    return (
      <div className="mx-auto max-w-md py-16">
        <LoadError what={t('ui.account.loadError')} onRetry={() => void me.refetch()} retrying={me.isFetching} />
      </div>
    );
  }
  if (!me.data) return <SignInFirst href={paths.login.getHref(returnTo)} />;
  return children(me.data);
}

function SignInFirst({ href }: { href: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(href, { replace: true });
  }, [navigate, href]);
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-ink-soft">{t('ui.account.signInToContinue')}</p>
      <Link to={href} className="btn-gold mt-6">
        <LogIn size={16} aria-hidden="true" className="rtl:-scale-x-100" />
        {t('ui.account.signIn')}
      </Link>
    </div>
  );
}
