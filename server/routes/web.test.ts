import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, localizedPath } from '#domain/i18n/languages.ts';
import { pageList, PAGES, type NamedPage } from '#domain/pages/pages.ts';
import { pageMetaText } from '#domain/seo/pages.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { products as productTable } from '#server/modules/catalog/catalog.tables.ts';
import { signUp } from '#server/testing/accounts.ts';
import { translator } from '#server/i18n/translator.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { bareWebBuild } from '#server/testing/web-build.ts';

const SHOP = 'https://shop.example';

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: bareWebBuild(), publicUrl: SHOP });
  await seedDemoDataIfEmpty(t.database.db);
  productId = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json().items[0].id;
});
afterAll(() => t.close());

/** A page's address with its parameters filled in (the demo's first product). */
const addressOf = (page: NamedPage) => page.path.replace(':id', productId);
const addressedPages = () => pageList().filter((page) => page.path !== '*');

// Every page of the table, through every consumer the server builds from it: its route in each
// language, its head, the sitemap and robots.txt. A page the server forgets fails here by name.
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

describe('web pages', () => {
  it('serves the home page with its title and the featured products embedded', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toMatch(/<title>Al Zahra Jewelers \| Arabic Gold &amp; Diamond Jewelry<\/title>/);
    expect(response.body).toContain('<link rel="canonical" href="https://shop.example/"');
    expect(response.body).toContain('<link rel="preload" as="image" href="/media/art/hero-1.webp"');
    const data = JSON.parse(
      /<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(response.body)![1]!,
    );
    expect(data.map((q: { key: unknown }) => q.key)).toEqual([
      ['products', { pageSize: 4 }],
      ['metals'],
      ['me'],
      ['me', 'cart'],
      ['me', 'wishlist'],
    ]);
    // A visitor without a cart cookie: empty lists, known without asking the browser to fetch them.
    expect(data.find((q: { key: unknown[] }) => q.key[1] === 'cart').data).toMatchObject({ lines: [], itemCount: 0 });
    expect(data[2].data).toBeNull();
    expect(data[0].data.items).toHaveLength(4);
  });

  it('embeds the first page of the plain collection, and nothing for filtered views', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/collection' });
    const data = JSON.parse(/id="initial-data">(.*?)<\/script>/.exec(plain.body)![1]!);
    expect(data[0].key).toEqual(['products', { pageSize: 12 }]);
    expect(data[0].data.items).toHaveLength(12);
    const filtered = await t.app.inject({ method: 'GET', url: '/collection?q=ring' });
    const filteredData = JSON.parse(/id="initial-data">(.*?)<\/script>/.exec(filtered.body)![1]!);
    expect(filteredData.map((q: { key: unknown[] }) => q.key.join('.'))).toEqual([
      'metals',
      'me',
      'me.cart',
      'me.wishlist',
    ]);
  });

  it('embeds the signed-in user, so the header needs no request', async () => {
    const { cookie, email } = await signUp(t.app, t.database.db);
    const page = await t.app.inject({ method: 'GET', url: '/about', headers: { cookie } });
    const data = JSON.parse(/id="initial-data">(.*?)<\/script>/.exec(page.body)![1]!);
    expect(data.find((q: { key: unknown[] }) => q.key.join('.') === 'me').data).toMatchObject({
      email,
      role: 'customer',
    });
  });

  it('serves /rates with its title and description, and the 30-day rate history embedded', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/rates' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Gold, Silver &amp; Platinum Rates Today | Al Zahra Jewelers</title>');
    expect(response.body).toContain('<link rel="canonical" href="https://shop.example/rates"');
    const data = JSON.parse(/id="initial-data">(.*?)<\/script>/.exec(response.body)![1]!);
    const history = data.find((q: { key: unknown[] }) => q.key.join('.') === 'metals.history.30').data;
    expect(history.days).toBe(30);
    expect(history.metals.map((m: { metal: string }) => m.metal)).toEqual(['Diamond', 'Gold', 'Platinum', 'Silver']);
    expect(history.metals[0].points).toHaveLength(31);
    expect(data.find((q: { key: unknown[] }) => q.key.join('.') === 'metals').data[0].change24h).toBeDefined();
  });

  it('gives product pages their title, Open Graph tags and a JSON-LD Product', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1' });
    const product = list.json().items[0];
    const response = await t.app.inject({ method: 'GET', url: `/product/${product.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${product.name} | Al Zahra Jewelers</title>`);
    expect(response.body).toContain('<meta property="og:type" content="product" />');
    expect(response.body).toContain(`<meta property="og:image" content="https://shop.example${product.images[0]}" />`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(response.body)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: { price: (product.price / 100).toFixed(2), priceCurrency: 'USD' },
    });
  });

  it('answers unknown pages and unknown products with the app and a 404 status', async () => {
    for (const url of ['/no-such-page', '/product/prod_missing00000', '/product/%3Cscript%3E']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).not.toContain('<script>');
    }
  });

  it('lists every product in the sitemap and points robots at it', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    // Every page in both languages, each naming its translation.
    expect(sitemap.body.match(/<url>/g)).toHaveLength(2 * (8 + 36));
    expect(sitemap.body).toContain('<loc>https://shop.example/collection</loc>');
    expect(sitemap.body).toContain('<loc>https://shop.example/ar/book-a-visit</loc>');
    expect(sitemap.body).toContain('<loc>https://shop.example/ar/rates</loc>');
    expect(sitemap.body).toContain('<loc>https://shop.example/ar/sell-gold</loc>');
    expect(sitemap.body).toContain('<loc>https://shop.example/ar/size-guide</loc>');
    expect(sitemap.body).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="https://shop.example/ar/collection"/>',
    );
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /ar/cart');
  });

  it('serves every page under /ar in Arabic, right to left, naming both languages', async () => {
    const product = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json().items[0];
    for (const [url, english] of [
      ['/ar', '/'],
      ['/ar/collection', '/collection'],
      ['/ar/cart', '/cart'],
      [`/ar/product/${product.id}`, `/product/${product.id}`],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: url! });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<html lang="ar" dir="rtl" data-hydrating>');
      expect(response.body).toContain(`<link rel="canonical" href="https://shop.example${url}"`);
      expect(response.body).toContain(`<link rel="alternate" hreflang="en" href="https://shop.example${english}"`);
      expect(response.body).toContain(`<link rel="alternate" hreflang="ar" href="https://shop.example${url}"`);
      expect(response.body).toContain(
        `<link rel="alternate" hreflang="x-default" href="https://shop.example${english}"`,
      );
    }
    const english = await t.app.inject({ method: 'GET', url: '/collection' });
    expect(english.body).toContain('<html lang="en" dir="ltr" data-hydrating>');
    const unknown = await t.app.inject({ method: 'GET', url: '/ar/no-such-page', headers: { accept: 'text/html' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="ar" dir="rtl" data-hydrating>');
  });

  it('titles and describes Arabic pages in Arabic, a product by its Arabic name when it has one', async () => {
    const titles: Array<[string, string]> = [
      ['/ar', '<title>مجوهرات الزهراء | مجوهرات عربية من الذهب والألماس</title>'],
      ['/ar/collection', '<title>المجموعة | مجوهرات الزهراء</title>'],
      ['/ar/rates', '<title>أسعار الذهب والفضة والبلاتين اليوم | مجوهرات الزهراء</title>'],
      ['/ar/no-such-page', '<title>الصفحة غير موجودة | مجوهرات الزهراء</title>'],
    ];
    for (const [url, title] of titles) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.body, url).toContain(title);
    }
    const about = await t.app.inject({ method: 'GET', url: '/ar/about' });
    expect(about.body).toContain('قصتنا منذ عام 1985');
    // Every demo piece has Arabic texts: this one stands for a piece an admin has not translated yet.
    await t.database.db
      .update(productTable)
      .set({ nameAr: null, shortDescriptionAr: null, descriptionAr: null })
      .where(eq(productTable.name, 'Silver Coin, 1 oz'));
    const products = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' })).json().items as Array<{
      id: string;
      name: string;
      nameAr: string | null;
      shortDescriptionAr: string | null;
    }>;
    const translated = products.find((product) => product.nameAr)!;
    const untranslated = products.find((product) => !product.nameAr)!;
    const arabic = await t.app.inject({ method: 'GET', url: `/ar/product/${translated.id}` });
    expect(arabic.body).toContain(`<title>${translated.nameAr} | مجوهرات الزهراء</title>`);
    expect(arabic.body).toContain(`<meta name="description" content="${translated.shortDescriptionAr}"`);
    const fallback = await t.app.inject({ method: 'GET', url: `/ar/product/${untranslated.id}` });
    expect(fallback.body).toContain(`<title>${untranslated.name} | مجوهرات الزهراء</title>`);
    const english = await t.app.inject({ method: 'GET', url: `/product/${translated.id}` });
    expect(english.body).toContain(`<title>${translated.name} | Al Zahra Jewelers</title>`);
  });

  it('opens the front door in the language the shopper chose, and every other address in its own', async () => {
    const chosen = await t.app.inject({ method: 'GET', url: '/', cookies: { shop_language: 'ar' } });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/ar');
    const shared = await t.app.inject({ method: 'GET', url: '/collection', cookies: { shop_language: 'ar' } });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('<html lang="en" dir="ltr" data-hydrating>');
    for (const cookie of ['en', 'fr', '<script>']) {
      const response = await t.app.inject({ method: 'GET', url: '/', cookies: { shop_language: cookie } });
      expect(response.statusCode, cookie).toBe(200);
    }
  });

  it('leads the Arabic address of the dashboard, which is English only, to the dashboard', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ar/dashboard/orders?status=paid' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dashboard/orders?status=paid');
  });
});
