// The web app's texts: one @lingui/core instance holding the page's language only, in the parts
// its pages have needed so far (domain/i18n/parts.ts), compiled at build time
// (web/vite-plugins/catalogue-parts.ts: no message parser ships to the browser). A page has one
// language for its whole life: the language switcher loads the other address.
import { i18n, type Messages } from '@lingui/core';
import {
  intlLocale,
  languageOfPath,
  localizedPath,
  pathWithoutLanguage,
  textDirection,
  type Language,
} from '#domain/i18n/languages.ts';
import type { MessageId, MessageValues } from '#domain/i18n/messages.ts';
import type { BrowserTextPart } from '#domain/i18n/parts.ts';

export type { MessageId, MessageValues };

type PartLoader = () => Promise<{ messages: Messages }>;
/** Each part of each catalogue, a chunk of its own (server/web/route-chunks.ts preloads them). */
const PARTS: Record<Language, Record<BrowserTextPart, PartLoader>> = {
  en: {
    shell: () => import('#domain/i18n/catalogues/en.json?part=shell'),
    deferred: () => import('#domain/i18n/catalogues/en.json?part=deferred'),
    collection: () => import('#domain/i18n/catalogues/en.json?part=collection'),
    product: () => import('#domain/i18n/catalogues/en.json?part=product'),
    rates: () => import('#domain/i18n/catalogues/en.json?part=rates'),
    account: () => import('#domain/i18n/catalogues/en.json?part=account'),
    orders: () => import('#domain/i18n/catalogues/en.json?part=orders'),
    pages: () => import('#domain/i18n/catalogues/en.json?part=pages'),
  },
  ar: {
    shell: () => import('#domain/i18n/catalogues/ar.json?part=shell'),
    deferred: () => import('#domain/i18n/catalogues/ar.json?part=deferred'),
    collection: () => import('#domain/i18n/catalogues/ar.json?part=collection'),
    product: () => import('#domain/i18n/catalogues/ar.json?part=product'),
    rates: () => import('#domain/i18n/catalogues/ar.json?part=rates'),
    account: () => import('#domain/i18n/catalogues/ar.json?part=account'),
    orders: () => import('#domain/i18n/catalogues/ar.json?part=orders'),
    pages: () => import('#domain/i18n/catalogues/ar.json?part=pages'),
  },
};

const loaded = new Map<BrowserTextPart, Promise<void>>();

/** Makes sure the page's language has these parts of its catalogue (each is fetched once). */
export function loadTexts(parts: readonly BrowserTextPart[]): Promise<void> {
  const language = currentLanguage();
  return Promise.all(
    parts.map((part) => {
      let loading = loaded.get(part);
      if (!loading) {
        loading = PARTS[language][part]().then(({ messages }) => i18n.load(language, messages));
        // A dropped connection: the next navigation tries again.
        loading.catch(() => loaded.delete(part));
        loaded.set(part, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/** A lazily loaded page's module, once the texts it shows have arrived too. */
export async function withTexts<T>(parts: readonly BrowserTextPart[], page: Promise<T>): Promise<T> {
  const [module] = await Promise.all([page, loadTexts(parts)]);
  return module;
}

/** Switches to a language with the shell's texts (the browser, before the first render). */
export async function loadLanguage(language: Language, parts: readonly BrowserTextPart[] = ['shell']): Promise<void> {
  if (i18n.locale !== language) {
    loaded.clear();
    // `locales`: the numbers of plural messages ('{count, plural, …}') in the page's numbering system.
    i18n.loadAndActivate({ locale: language, locales: intlLocale(language), messages: {} });
  }
  await loadTexts(parts);
}

/** Holds a language's whole catalogue (the server renderer loads both once, at start). */
export function loadCatalogue(language: Language, messages: Messages): void {
  i18n.load(language, messages);
}

/**
 * Switches to a language whose catalogue is loaded. Synchronous on purpose: the server
 * activates a page's language right before its synchronous render.
 */
export function activateLanguage(language: Language): void {
  i18n.activate(language, intlLocale(language));
}

/**
 * A path of the app as the address bar holds it: under /ar on an Arabic page. For full page
 * loads and addresses that leave the app (Google's and Stripe's returns); the router's own links
 * get the prefix from its basename.
 */
export const documentHref = (path: string): string => localizedPath(path, currentLanguage());

/** The address bar's path as the router knows it: without the /ar of an Arabic page. */
export function routerPath(pathname: string): string {
  return languageOfPath(pathname) === currentLanguage() ? pathWithoutLanguage(pathname) : pathname;
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

// A text whose part has not been loaded shows as its id: say so where developers and tests look.
i18n.on('missing', ({ id }) => console.error(`Missing text: ${id}`));
