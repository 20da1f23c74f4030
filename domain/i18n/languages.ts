/**
 * The shop's two languages. English keeps today's addresses; Arabic pages live under /ar.
 * The catalogues of texts are catalogues/<language>.json (one per language, ICU messages).
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a shopper's choice (read at `/`, written by the switcher). */
export const LANGUAGE_COOKIE = 'shop_language';

/**
 * Latin digits in Arabic, as Gulf retail prints prices; 'arab' switches every number, price,
 * weight and date of the Arabic pages to Arabic-Indic digits. Named in the locale tag
 * (-u-nu-…) so the server's ICU data and the browser's never disagree.
 */
export const ARABIC_DIGITS: 'latn' | 'arab' = 'latn';

const INTL_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-US-u-nu-latn',
  ar: `ar-u-nu-${ARABIC_DIGITS}`,
};

/** The BCP 47 tag every Intl formatter of a language is built with. */
export const intlLocale = (language: Language) => INTL_LOCALES[language];

export const textDirection = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** '/ar' for Arabic, '' for English: what a page's address starts with. */
export const languagePrefix = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** The language a path belongs to: '/ar', '/ar/cart' → 'ar'; anything else → 'en'. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : DEFAULT_LANGUAGE;
}

/** The same page in another language: ('/ar/cart', 'en') → '/cart'; ('/cart', 'ar') → '/ar/cart'. */
export function pathInLanguage(pathname: string, language: Language): string {
  const current = languageOfPath(pathname);
  const bare = current === DEFAULT_LANGUAGE ? pathname : pathname.slice(languagePrefix(current).length) || '/';
  const prefix = languagePrefix(language);
  if (!prefix) return bare;
  return bare === '/' ? prefix : `${prefix}${bare}`;
}
