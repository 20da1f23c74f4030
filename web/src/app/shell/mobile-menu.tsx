import { NavLink } from 'react-router';
import { AccountAction, AdminAction, OrdersAction, SecurityAction } from './account-action.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { navLinks } from './nav-links.ts';
import { t } from '#web/lib/i18n.ts';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

/** Drop-down panel below md: the same links as the bar, plus My Orders, Account Security, the dashboard (admins) and the account entry. */
export function MobileMenu({ id, open, onNavigate }: MobileMenuProps) {
  return (
    <nav
      id={id}
      aria-label={t('shell.nav.main')}
      hidden={!open}
      className="absolute inset-x-0 top-full border-b border-gold-100 bg-ivory shadow-lg md:hidden"
    >
      <ul className="container-page flex flex-col gap-1 py-4">
        {navLinks().map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-3 text-base font-medium ${
                  isActive ? 'bg-gold-50 text-gold-700' : 'text-ink hover:bg-sand'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        <li className="mt-2 flex flex-col gap-1 border-t border-gold-100 pt-2">
          <OrdersAction variant="menu" onNavigate={onNavigate} />
          <SecurityAction variant="menu" onNavigate={onNavigate} />
          <AdminAction variant="menu" onNavigate={onNavigate} />
          <AccountAction variant="menu" onNavigate={onNavigate} />
          <LanguageSwitch variant="menu" onNavigate={onNavigate} />
        </li>
      </ul>
    </nav>
  );
}
