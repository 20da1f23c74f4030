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

/** Whether a path is under a prefix: '/ar' and '/ar/cart' are, '/arabic-gold' is not. */
const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The language a path belongs to: '/ar', '/ar/cart' → 'ar'; anything else → 'en'. */
export function languageOfPath(pathname: string): Language {
  return (
    LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE && isUnder(pathname, languagePrefix(language))) ??
    DEFAULT_LANGUAGE
  );
}

/** A path split before its query or fragment: '/cart?x=1' → ['/cart', '?x=1']. */
function splitPath(path: string): [pathname: string, rest: string] {
  const end = path.search(/[?#]/);
  return end === -1 ? [path, ''] : [path.slice(0, end), path.slice(end)];
}

/**
 * An address of the app (as its router names it, with any query) in a language: ('/cart', 'ar') →
 * '/ar/cart'; ('/', 'ar') → '/ar'; ('/?auth=google', 'ar') → '/ar?auth=google'; English keeps it.
 */
export function localizedPath(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  const [pathname, rest] = splitPath(path);
  return `${pathname === '/' ? prefix : `${prefix}${pathname}`}${rest}`;
}

/** An address without its language: '/ar/cart?x=1' → '/cart?x=1'; '/ar' → '/'; '/cart' stays. */
export function pathWithoutLanguage(path: string): string {
  const [pathname, rest] = splitPath(path);
  const prefix = languagePrefix(languageOfPath(pathname));
  return `${pathname.slice(prefix.length) || '/'}${rest}`;
}

/** The same page in another language: ('/ar/cart', 'en') → '/cart'; ('/cart', 'ar') → '/ar/cart'. */
export const pathInLanguage = (path: string, language: Language): string =>
  localizedPath(pathWithoutLanguage(path), language);
