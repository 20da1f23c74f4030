import { pageMetaText, type PageMetaIds } from '#domain/seo/pages.ts';
import { store } from '#domain/store/settings.ts';
import { t } from '#web/lib/i18n.ts';
import { storeName } from '#web/lib/store-texts.ts';

type PageMetaProps =
  /** A page's own words; the shop's name is appended to the title. */
  | { title?: string; description?: string; page?: never }
  /**
   * A PAGE_META entry (the catalogue's ids), whose title already names the shop: written in the
   * page's language, like the server's HTML.
   */
  | { page: PageMetaIds; title?: never; description?: never };

/** React 19 hoists these into <head>; the server writes the same for the first paint. */
export function PageMeta({ title, description, page }: PageMetaProps) {
  const name = storeName();
  const meta = page ? pageMetaText(page, t) : undefined;
  const fullTitle =
    meta?.title ??
    (title ? `${title} | ${name}` : `${name} | ${t('shell.store.tagline', { year: store.foundedYear })}`);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={meta?.description ?? description ?? t('shell.store.description')} />
    </>
  );
}
