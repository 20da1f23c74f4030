import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { LANGUAGE_COOKIE, localizedPath, type Language } from '#domain/i18n/languages.ts';
import { currentLanguage, t } from '#web/lib/i18n.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The same page in the other language: a plain link (the other catalogue loads with the page),
 * which also remembers the choice for the shop's front door.
 */
export function LanguageSwitch({ variant, onNavigate }: { variant: 'bar' | 'menu'; onNavigate?: () => void }) {
  const { pathname, search, hash } = useLocation();
  const language = currentLanguage();
  const other: Language = language === 'ar' ? 'en' : 'ar';
  // The router's pathname leaves out the /ar basename: it is the address in any language.
  const href = localizedPath(`${pathname}${search}${hash}`, other);

  const remember = () => {
    document.cookie = `${LANGUAGE_COOKIE}=${other}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
    onNavigate?.();
  };
  const look =
    variant === 'bar'
      ? 'flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-ink-soft transition hover:bg-sand hover:text-gold-700'
      : 'flex items-center gap-2 rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-sand';
  return (
    <a href={href} hrefLang={other} onClick={remember} className={look}>
      <Languages size={variant === 'bar' ? 18 : 20} aria-hidden="true" />
      {/* The other language's own name, read out in that language. */}
      <span lang={other}>{t('language.switchTo')}</span>
    </a>
  );
}
