import { languageOfPath, pathInLanguage } from '#domain/i18n/languages.ts';
import type { Page } from '#domain/pages/pages.ts';
import { pageMetaText } from '#domain/seo/pages.ts';
import { store } from '#domain/store/settings.ts';
import { translator } from '#server/i18n/translator.ts';
import type { HeadTags } from './html-template.ts';

/** The web build's file of a page's module, as Vite's manifest names it. */
export const pageSource = (page: Page) => `src/app/${page.module}`;

/** Where the shop is published: its addresses in links that leave the page (canonical, hreflang, sitemap). */
export type Absolute = (path: string) => string;

/** The page's address in each of its languages, for hreflang links (the first is also x-default). */
export const alternatesOf = (page: Page, path: string, absolute: Absolute): Record<string, string> =>
  Object.fromEntries(page.languages.map((language) => [language, absolute(pathInLanguage(path, language))]));

/**
 * A page's head at `path` (its address in one language): its title and description in that
 * language, its addresses, the code and texts to preload, and what its data adds (`own`). A page
 * without a title of its own in the catalogue (a product's) takes it from its data.
 */
export function pageHead(
  page: Page,
  path: string,
  absolute: Absolute,
  chunksOf: (source: string) => string[],
  own: Partial<HeadTags> = {},
): HeadTags {
  const text = page.meta && pageMetaText(page.meta, translator(languageOfPath(path)));
  const title = own.title ?? text?.title;
  const description = own.description ?? text?.description;
  if (title === undefined || description === undefined) throw new Error(`${page.path} has no title or description`);
  return {
    canonicalUrl: absolute(path),
    alternates: alternatesOf(page, path, absolute),
    og: { 'og:type': 'website', 'og:site_name': store.name },
    modulePreloads: chunksOf(pageSource(page)),
    textParts: page.texts,
    ...own,
    title,
    description,
  };
}
