import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, localizedPath } from '#domain/i18n/languages.ts';
import { pageList, PAGES, type NamedPage } from '#domain/pages/pages.ts';
import { pageMetaText } from '#domain/seo/pages.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { translator } from '#server/i18n/translator.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// Every page of the table, through every consumer the server builds from it: its route in each
// language, its head, the sitemap and robots.txt. A page the server forgets fails here by name.

const SHOP = 'https://shop.example';

let t: TestApp;
let productId: string;
beforeAll(async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--><title>x</title><!--/app-head--></head><body><div id="root"></div><!--app-data--></body></html>',
  );
  t = await createTestApp({ webDistDir: distDir, publicUrl: SHOP });
  await seedDemoDataIfEmpty(t.database.db);
  productId = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json().items[0].id;
});
afterAll(() => t.close());

/** A page's address with its parameters filled in (the demo's first product). */
const addressOf = (page: NamedPage) => page.path.replace(':id', productId);
const addressedPages = () => pageList().filter((page) => page.path !== '*');

describe('the page routes', () => {
  it.each(addressedPages().map((page) => [page.name, page] as const))(
    '%s answers in each of its languages, titled in that language, and leads the others there',
    async (_name, page) => {
      for (const language of LANGUAGES) {
        const url = localizedPath(addressOf(page), language);
        const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        if (!page.languages.includes(language)) {
          expect(response.statusCode, url).toBe(302);
          expect(response.headers.location).toBe(localizedPath(addressOf(page), page.languages[0]!));
          continue;
        }
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain(`<html lang="${language}"`);
        expect(response.body).toContain(`<link rel="canonical" href="${SHOP}${url}"`);
        if (page.meta) {
          const { title } = pageMetaText(page.meta, translator(language));
          expect(response.body).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
        }
      }
    },
  );

  it('answers any other address with the not-found page in its language', async () => {
    for (const language of LANGUAGES) {
      const url = localizedPath('/no-such-page', language);
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(
        `<title>${pageMetaText(PAGES.notFound.meta, translator(language)).title}</title>`,
      );
    }
  });
});

describe('the sitemap and robots.txt', () => {
  it('list each page the table puts in the sitemap, in each of its languages, and no other', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const page of addressedPages()) {
      for (const language of page.languages) {
        const loc = `<loc>${SHOP}${localizedPath(addressOf(page), language)}</loc>`;
        if (page.sitemap) expect(sitemap, page.name).toContain(loc);
        else expect(sitemap, page.name).not.toContain(loc);
      }
    }
  });

  it('keep crawlers out of each private page in every language, and of no other page', async () => {
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]!);
    const isDisallowed = (url: string) =>
      disallowed.some((prefix) => url === prefix || url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
    for (const page of addressedPages()) {
      for (const language of LANGUAGES) {
        const url = localizedPath(addressOf(page), language);
        expect(isDisallowed(url), `${page.name} at ${url}`).toBe(page.private);
      }
    }
  });
});
