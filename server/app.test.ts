import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { buildApp } from './app.ts';
import { seedDemoDataIfEmpty } from './db/seed.ts';
import { products as productTable } from './modules/catalog/catalog.tables.ts';
import { MissingAccessLevelError } from './plugins/access.ts';
import { signUp } from './testing/accounts.ts';
import { createTestApp, testConfig, type TestApp } from './testing/test-app.ts';
import { createTestDatabase } from './testing/test-database.ts';

describe('errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/metals']),
    );
  });
});

describe('error handler', () => {
  it('hides internal errors behind a generic 500 with a request id, and keeps AppError messages', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    app.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    app.get('/api/conflict', { config: { access: 'public' } }, async () => {
      throw new AppError('conflict', { reason: 'problem.cart.full', values: { max: 50 } });
    });
    try {
      const boom = await app.inject({ method: 'GET', url: '/api/boom' });
      expect(boom.statusCode).toBe(500);
      const body = boom.json();
      expect(body.error).toBe('internal');
      expect(boom.body).not.toContain('secret');
      expect(boom.body).not.toContain('at ');
      expect(body.requestId).toBe(boom.headers['x-request-id']);
      const conflict = await app.inject({ method: 'GET', url: '/api/conflict' });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toMatchObject({
        error: 'conflict',
        reason: 'problem.cart.full',
        values: { max: 50 },
        message: 'A cart holds at most 50 different pieces. Please check out or remove a piece first.',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('access levels', () => {
  it('refuses to start when an API route declares no access level', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    try {
      expect(() => app.get('/api/unguarded', async () => 'oops')).toThrow(MissingAccessLevelError);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('records every API route with its level, so later authorization tests cover new routes', async () => {
    const t = await createTestApp();
    try {
      const table = t.app.routeAccessTable;
      expect(table).toEqual(
        expect.arrayContaining([
          { method: 'GET', url: '/api/products', access: 'public' },
          { method: 'GET', url: '/api/products/:id', access: 'public' },
          { method: 'GET', url: '/api/metals', access: 'public' },
          { method: 'GET', url: '/api/metals/history', access: 'public' },
          { method: 'GET', url: '/api/admin/rate-warnings', access: 'admin' },
        ]),
      );
      for (const route of table) expect(['public', 'user', 'admin']).toContain(route.access);
    } finally {
      await t.close();
    }
  });
});

describe('web pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><html lang="en"><head><!--app-head--><title>x</title><!--/app-head--></head><body><div id="root"></div><!--app-data--></body></html>',
    );
    t = await createTestApp({ webDistDir: distDir, publicUrl: 'https://shop.example' });
    await seedDemoDataIfEmpty(t.database.db);
  });
  afterAll(() => t.close());

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
    expect(sitemap.body.match(/<url>/g)).toHaveLength(2 * (5 + 36));
    expect(sitemap.body).toContain('<loc>https://shop.example/collection</loc>');
    expect(sitemap.body).toContain('<loc>https://shop.example/ar/rates</loc>');
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
      expect(response.body).toContain('<html lang="ar" dir="rtl">');
      expect(response.body).toContain(`<link rel="canonical" href="https://shop.example${url}"`);
      expect(response.body).toContain(`<link rel="alternate" hreflang="en" href="https://shop.example${english}"`);
      expect(response.body).toContain(`<link rel="alternate" hreflang="ar" href="https://shop.example${url}"`);
      expect(response.body).toContain(
        `<link rel="alternate" hreflang="x-default" href="https://shop.example${english}"`,
      );
    }
    const english = await t.app.inject({ method: 'GET', url: '/collection' });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    const unknown = await t.app.inject({ method: 'GET', url: '/ar/no-such-page', headers: { accept: 'text/html' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="ar" dir="rtl">');
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
    expect(shared.body).toContain('<html lang="en" dir="ltr">');
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
