import type { Product } from '../catalog/product.ts';
import type { Language } from '../i18n/languages.ts';
import { localizedText } from '../i18n/localized-text.ts';
import type { MessageId, Translate } from '../i18n/messages.ts';
import { store } from '../store/settings.ts';
import { pageList, type PageName, type PAGES } from '../pages/pages.ts';

/** Title and description of a page, written in one language. */
export interface PageMetaText {
  title: string;
  description: string;
}

/** The catalogue's texts of a page's title and description. */
export interface PageMetaIds {
  title: MessageId;
  description: MessageId;
}

type PageWithMeta = { [Name in PageName]: (typeof PAGES)[Name] extends { meta: PageMetaIds } ? Name : never }[PageName];

/**
 * Title and description of each page titled by the catalogue (domain/pages/pages.ts): the
 * server's HTML writes them with translator(language of the path), the web app's <head> with t.
 */
export const PAGE_META = Object.fromEntries(
  pageList().flatMap((page) => (page.meta ? [[page.name, page.meta]] : [])),
) as { [Name in PageWithMeta]: (typeof PAGES)[Name]['meta'] };

/** What the page texts fill in: the shop's name (in the language) and the year it was founded. */
const pageValues = (t: Translate) => ({ store: t('shell.store.name'), year: store.foundedYear });

/** A page's title and description in the language `t` writes. */
export function pageMetaText(page: PageMetaIds, t: Translate): PageMetaText {
  const values = pageValues(t);
  return { title: t(page.title, values), description: t(page.description, values) };
}

/** "<name> | <shop>" for a product page: the name as the page shows it (its Arabic one on /ar). */
export function productPageTitle(productName: string, t: Translate): string {
  return t('page.product.title', { ...pageValues(t), name: productName });
}

type ProductTexts = Pick<
  Product,
  'name' | 'nameAr' | 'description' | 'descriptionAr' | 'shortDescription' | 'shortDescriptionAr'
>;

/**
 * A product page's words in a language, for its head (the server's and the app's) and its
 * JSON-LD: the piece's Arabic name and texts on an Arabic page where it has them, and its Arabic
 * description standing in for a missing Arabic summary (better Arabic than an English summary).
 */
export function productPageText(product: ProductTexts, language: Language) {
  const name = localizedText(product.name, product.nameAr, language);
  const description = localizedText(product.description, product.descriptionAr, language);
  const summary = localizedText(product.shortDescription, product.shortDescriptionAr, language);
  return { name, description, summary, metaDescription: summary.lang && !description.lang ? description : summary };
}

/**
 * The home page's largest paint is the first banner slide. The server preloads it from the
 * HTML head so the browser does not wait for the app's JavaScript to discover it.
 */
export const HOME_HERO_IMAGE = {
  src: '/media/art/hero-1.webp',
  srcSet: '/media/art/hero-1.800.webp 800w, /media/art/hero-1.webp 1600w',
  sizes: '100vw',
  width: 1600,
  height: 900,
} as const;
