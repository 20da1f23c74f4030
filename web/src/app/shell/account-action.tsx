import { LayoutDashboard, LogIn, LogOut, Package, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { isAdminRole } from '#domain/accounts/roles.ts';
import { paths } from '#web/config/paths.ts';
import { useMe } from '#web/features/auth/api/get-me.ts';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import { currentLanguage, t } from '#web/lib/i18n.ts';
import { HeaderIconLink } from './header-icon-link.tsx';

type Variant = 'bar' | 'menu';

const menuRowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-start text-base font-medium text-ink hover:bg-sand disabled:opacity-60';

/**
 * The account entry of the bar and the mobile menu: Login for visitors, Logout for signed-in
 * users. Until the session is known it keeps its place empty rather than guess.
 */
export function AccountAction({ variant, onNavigate }: { variant: Variant; onNavigate?: () => void }) {
  const me = useMe();
  const { logout, pending } = useLogout();

  if (me.isPending) {
    return variant === 'bar' ? (
      <span aria-hidden="true" className="block h-10 w-10" />
    ) : (
      <span aria-hidden="true" className="block h-12 animate-pulse rounded-lg bg-sand/70" />
    );
  }

  // A failed check leaves the shopper a visitor: Login still works, the page is not stuck.
  const user = me.data ?? null;
  if (!user) {
    if (variant === 'menu') {
      return (
        <Link to={paths.login.getHref()} onClick={onNavigate} className={menuRowClass}>
          <LogIn size={20} className="text-gold-600 rtl:-scale-x-100" aria-hidden="true" />
          {t('shell.account.login')}
        </Link>
      );
    }
    return (
      <HeaderIconLink to={paths.login.getHref()} label={t('shell.account.login')}>
        <LogIn size={21} strokeWidth={1.75} className="rtl:-scale-x-100" />
      </HeaderIconLink>
    );
  }

  if (variant === 'menu') {
    return (
      <>
        <p className="px-3 pt-2 pb-1 text-xs text-ink-soft">
          {t('shell.account.signedInAs')} <bdi className="font-semibold text-ink">{user.name}</bdi>
        </p>
        <button type="button" onClick={logout} disabled={pending} aria-busy={pending} className={menuRowClass}>
          <LogOut size={20} className="text-gold-600 rtl:-scale-x-100" aria-hidden="true" />
          {t('shell.account.logout')}
        </button>
      </>
    );
  }
  return (
    <button
      type="button"
      onClick={logout}
      disabled={pending}
      aria-busy={pending}
      title={t('shell.account.signedInAsName', { name: user.name })}
      className="flex h-10 items-center gap-2 rounded-full px-2.5 text-sm font-medium text-ink transition hover:bg-sand hover:text-gold-700 disabled:opacity-60 lg:border lg:border-gold-100 lg:px-4"
    >
      <LogOut size={20} strokeWidth={1.75} aria-hidden="true" className="rtl:-scale-x-100" />
      <span className="sr-only lg:not-sr-only">{t('shell.account.logout')}</span>
    </button>
  );
}

/** The dashboard shortcut, shown only to admins and owners. */
export function AdminAction({ variant, onNavigate }: { variant: Variant; onNavigate?: () => void }) {
  const { data: user } = useMe();
  if (!user || !isAdminRole(user.role)) return null;
  // The dashboard is English only: from an Arabic page it loads afresh (/ar/dashboard leads to it).
  const reloadDocument = currentLanguage() !== 'en';
  if (variant === 'menu') {
    return (
      <Link
        to={paths.dashboard.getHref()}
        reloadDocument={reloadDocument}
        onClick={onNavigate}
        className={menuRowClass}
      >
        <LayoutDashboard size={20} className="text-gold-600" aria-hidden="true" />
        {t('shell.nav.dashboard')}
      </Link>
    );
  }
  // In the bar from md up; on phones it sits in the menu with the account entry.
  return (
    <div className="hidden md:block">
      <HeaderIconLink to={paths.dashboard.getHref()} reloadDocument={reloadDocument} label={t('shell.nav.dashboard')}>
        <LayoutDashboard size={21} strokeWidth={1.75} />
      </HeaderIconLink>
    </div>
  );
}

/** 'My Orders', shown only to signed-in shoppers. */
export function OrdersAction({ variant, onNavigate }: { variant: Variant; onNavigate?: () => void }) {
  const { data: user } = useMe();
  if (!user) return null;
  if (variant === 'menu') {
    return (
      <Link to={paths.orders.getHref()} onClick={onNavigate} className={menuRowClass}>
        <Package size={20} className="text-gold-600" aria-hidden="true" />
        {t('shell.nav.orders')}
      </Link>
    );
  }
  // In the bar from md up (named beside its icon where there is room); on phones it sits in the menu.
  return (
    <Link
      to={paths.orders.getHref()}
      title={t('shell.nav.orders')}
      className="hidden h-10 min-w-10 items-center justify-center gap-2 rounded-full text-sm font-medium text-ink transition hover:bg-sand hover:text-gold-700 md:flex xl:px-3"
    >
      <Package size={21} strokeWidth={1.75} aria-hidden="true" />
      <span className="sr-only xl:not-sr-only">{t('shell.nav.orders')}</span>
    </Link>
  );
}

/** 'Security' (two-factor sign-in, sessions), shown only to signed-in users. */
export function SecurityAction({ variant, onNavigate }: { variant: Variant; onNavigate?: () => void }) {
  const { data: user } = useMe();
  if (!user) return null;
  if (variant === 'menu') {
    return (
      <Link to={paths.security.getHref()} onClick={onNavigate} className={menuRowClass}>
        <ShieldCheck size={20} className="text-gold-600" aria-hidden="true" />
        {t('shell.nav.security')}
      </Link>
    );
  }
  // In the bar from md up; on phones it sits in the menu with the account entry.
  return (
    <div className="hidden md:block">
      <HeaderIconLink to={paths.security.getHref()} label={t('shell.nav.security')}>
        <ShieldCheck size={21} strokeWidth={1.75} />
      </HeaderIconLink>
    </div>
  );
}
