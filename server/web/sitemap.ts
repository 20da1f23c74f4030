import type { FastifyInstance } from 'fastify';
import { pathInLanguage } from '#domain/i18n/languages.ts';
import { pageList, PAGES, type NamedPage, type PageName } from '#domain/pages/pages.ts';
import type { Absolute } from './page-head.ts';

interface Address {
  path: string;
  lastmod?: Date;
}

/**
 * The addresses of a sitemap page with a parameter, one per value. One sitemap holds 50,000
 * addresses: 22,000 products in both languages fit with room to spare.
 */
const ADDRESSES_OF: Partial<Record<PageName, (app: FastifyInstance) => Promise<Address[]>>> = {
  product: async (app) =>
    (await app.services.catalog.listForSitemap(22_000)).map((product) => ({
      path: PAGES.product.path.replace(':id', product.id),
      lastmod: product.updatedAt,
    })),
};

const hasParameter = (page: NamedPage) => page.path.includes(':');

/** The pages the sitemap lists: fails at start when one with a parameter has no way to list its values. */
export function sitemapPages(): NamedPage[] {
  const pages = pageList().filter((page) => page.sitemap);
  const unlisted = pages.filter((page) => hasParameter(page) && !ADDRESSES_OF[page.name]);
  if (unlisted.length) throw new Error(`No sitemap addresses for ${unlisted.map((page) => page.name).join(', ')}`);
  return pages;
}

/** GET /sitemap.xml: each page once per language, each naming its translations (Google's hreflang in sitemaps). */
export function sitemapRoute(app: FastifyInstance, absolute: Absolute) {
  const pages = sitemapPages();
  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const entry = (page: NamedPage, { path, lastmod }: Address) => {
      const links = page.languages
        .map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${language}" href="${absolute(pathInLanguage(path, language))}"/>`,
        )
        .join('');
      const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
      return page.languages
        .map((language) => `<url><loc>${absolute(pathInLanguage(path, language))}</loc>${modified}${links}</url>`)
        .join('\n');
    };
    // The shop's own pages first, then every value of those with a parameter.
    const fixed = pages.filter((page) => !hasParameter(page)).map((page) => entry(page, { path: page.path }));
    const listed = await Promise.all(
      pages
        .filter(hasParameter)
        .map(async (page) => (await ADDRESSES_OF[page.name]!(app)).map((address) => entry(page, address))),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[...fixed, ...listed.flat()].join('\n')}\n</urlset>\n`,
      );
  });
}
