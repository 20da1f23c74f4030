import type { PageMetaText } from '#domain/seo/pages.ts';
import { store } from '#domain/store/settings.ts';

type PageMetaProps =
  /** A page's own words; the shop's name is appended to the title. */
  | { title?: string; description?: string; page?: never }
  /** A PAGE_META entry, whose title already names the shop: used as it is, like the server's HTML. */
  | { page: PageMetaText; title?: never; description?: never };

/** React 19 hoists these into <head>; the server writes the same for the first paint. */
export function PageMeta({ title, description, page }: PageMetaProps) {
  const fullTitle = page?.title ?? (title ? `${title} | ${store.name}` : `${store.name} | ${store.tagline}`);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={page?.description ?? description ?? store.description} />
    </>
  );
}
