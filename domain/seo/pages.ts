import type { MessageId, Translate } from '../i18n/messages.ts';
import { store } from '../store/settings.ts';

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

/**
 * Title and description of each public page, as the catalogue's ids (`page.<key>.…`): the
 * server's HTML writes them with translator(language of the path), the web app's <head> with t.
 */
export const PAGE_META = {
  home: { title: 'page.home.title', description: 'page.home.description' },
  collection: { title: 'page.collection.title', description: 'page.collection.description' },
  about: { title: 'page.about.title', description: 'page.about.description' },
  contact: { title: 'page.contact.title', description: 'page.contact.description' },
  rates: { title: 'page.rates.title', description: 'page.rates.description' },
  login: { title: 'page.login.title', description: 'page.login.description' },
  register: { title: 'page.register.title', description: 'page.register.description' },
  resetPassword: { title: 'page.resetPassword.title', description: 'page.resetPassword.description' },
  wish: { title: 'page.wish.title', description: 'page.wish.description' },
  cart: { title: 'page.cart.title', description: 'page.cart.description' },
  payment: { title: 'page.payment.title', description: 'page.payment.description' },
  confirm: { title: 'page.confirm.title', description: 'page.confirm.description' },
  orders: { title: 'page.orders.title', description: 'page.orders.description' },
  security: { title: 'page.security.title', description: 'page.security.description' },
  dashboard: { title: 'page.dashboard.title', description: 'page.dashboard.description' },
  notFound: { title: 'page.notFound.title', description: 'page.notFound.description' },
} as const satisfies Record<string, PageMetaIds>;

export type PageKey = keyof typeof PAGE_META;

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
