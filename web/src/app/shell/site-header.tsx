import { Gem, Menu, X } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { store } from '#domain/store/settings.ts';
import { paths } from '#web/config/paths.ts';
import { usePhoneMenu } from '#web/hooks/use-phone-menu.ts';
import { AccountAction, AdminAction, OrdersAction, SecurityAction } from './account-action.tsx';
import { CartButton, WishlistLink } from './header-lists.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { navLinks } from './nav-links.ts';
import { t } from '#web/lib/i18n.ts';

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { open, areaRef, toggleRef, toggle, close } = usePhoneMenu<HTMLElement>();

  return (
    <header ref={areaRef} className="sticky top-0 z-30 border-b border-gold-100 bg-ivory/95 backdrop-blur print:hidden">
      <div className="container-page flex h-16 items-center gap-4 md:h-20">
        <Link to={paths.home.getHref()} className="group me-auto flex items-center gap-2.5 md:me-0">
          <Gem size={26} strokeWidth={1.5} className="text-gold-500 transition group-hover:rotate-12" />
          <span className="flex flex-col leading-none">
            <span className="font-serif text-xl font-semibold tracking-wide whitespace-nowrap text-ink sm:text-2xl md:text-xl lg:text-2xl">
              {t('shell.store.name')}
            </span>
            <span className="mt-1 text-[10px] font-semibold tracking-[0.3em] text-gold-700 uppercase">
              {t('shell.header.established', { year: store.foundedYear })}
            </span>
          </span>
        </Link>

        <nav aria-label={t('shell.nav.main')} className="mx-auto hidden md:block">
          {/* Tighter between md and lg, where the bar also holds up to five icons (wishlist, admin, cart, orders, logout). */}
          <ul className="flex items-center lg:gap-4">
            {navLinks().map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `relative px-2 py-2 text-sm font-medium tracking-wide transition after:absolute after:inset-x-2 after:-bottom-0.5 lg:px-3 lg:after:inset-x-3 after:h-px after:bg-gold-500 after:transition-transform ${
                      isActive
                        ? 'text-gold-700 after:scale-x-100'
                        : 'text-ink-soft after:scale-x-0 hover:text-gold-700 hover:after:scale-x-100'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-0.5 sm:gap-1">
          <WishlistLink />
          <AdminAction variant="bar" />
          <CartButton />
          <OrdersAction variant="bar" />
          <SecurityAction variant="bar" />
          <div className="hidden md:block">
            <LanguageSwitch variant="bar" />
          </div>
          <div className="hidden md:block">
            <AccountAction variant="bar" />
          </div>
          <button
            ref={toggleRef}
            type="button"
            aria-label={t('shell.nav.menu')}
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            onClick={toggle}
            className="flex h-10 w-10 items-center justify-center rounded-full text-ink transition hover:bg-sand md:hidden"
          >
            {open ? <X size={22} /> : <Menu size={22} />}
          </button>
        </div>
      </div>

      <MobileMenu id={MOBILE_MENU_ID} open={open} onNavigate={close} />
    </header>
  );
}
