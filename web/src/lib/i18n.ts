// The web app's texts: one @lingui/core instance, whose catalogue is the page's language only
// (compiled at build time by @lingui/vite-plugin, so no message parser ships to the browser).
// A page has one language for its whole life: the language switcher loads the other address.
import { i18n, type Messages } from '@lingui/core';
import { intlLocale, textDirection, type Language } from '#domain/i18n/languages.ts';
import type { MessageId, MessageValues } from '#domain/i18n/messages.ts';

export type { MessageId, MessageValues };

const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('#domain/i18n/catalogues/en.json?lingui'),
  ar: () => import('#domain/i18n/catalogues/ar.json?lingui'),
};

/** Loads and switches to a language's catalogue (the browser, before the first render). */
export async function loadLanguage(language: Language): Promise<void> {
  const { messages } = await CATALOGUES[language]();
  i18n.loadAndActivate({ locale: language, messages });
}

/**
 * Switches to a catalogue already loaded (the server renderer holds both). Synchronous on
 * purpose: the server activates a page's language right before its synchronous render.
 */
export function activateLanguage(language: Language, messages: Messages): void {
  i18n.loadAndActivate({ locale: language, messages });
}

/** The page's language. */
export const currentLanguage = (): Language => (i18n.locale === 'ar' ? 'ar' : 'en');
export const currentIntlLocale = () => intlLocale(currentLanguage());
export const currentDirection = () => textDirection(currentLanguage());

/**
 * A text in the page's language. Call it while rendering or in a handler, never at a module's
 * top level: the server renders both languages with the same modules.
 */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** A text that may not be in the catalogue (a sentence from the server): the original when not. */
export function translateIfKnown(text: string, values?: MessageValues): string {
  return text in i18n.messages ? i18n._(text, values) : text;
}

export { i18n };
