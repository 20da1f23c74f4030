import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import ar from '#domain/i18n/catalogues/ar.json' with { type: 'json' };
import en from '#domain/i18n/catalogues/en.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, intlLocale, isLanguage, type Language } from '#domain/i18n/languages.ts';
import type { Translate } from '#domain/i18n/messages.ts';

// The server's texts (page titles, mails) come from the same catalogues as the web app's,
// compiled once at start. One instance per language: requests in both run side by side.
const compiled = (catalogue: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, compileMessage(message)]));

const instances: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', locales: intlLocale('en'), messages: { en: compiled(en) } }),
  ar: setupI18n({ locale: 'ar', locales: intlLocale('ar'), messages: { ar: compiled(ar) } }),
};

/** Writes the catalogue's texts in one language. */
export function translator(language: Language): Translate {
  const i18n = instances[language];
  return (id, values) => i18n._(id, values);
}

/**
 * The language an API request asks for: its Accept-Language when that names one of ours
 * first (the web app sends its page's language), English otherwise.
 */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase().split('-')[0];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
