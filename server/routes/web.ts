import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { HOME_PRODUCT_COUNT, PAGE_SIZE } from '#domain/catalog/list-options.ts';
import type { Product } from '#domain/catalog/product.ts';
import { imageSrcSet, PRODUCT_CARD_IMAGE_SIZES, PRODUCT_GALLERY_IMAGE_SIZES } from '#domain/catalog/images.ts';
import { PRODUCT_ID_PATTERN } from '#domain/catalog/product-constants.ts';
import { DEFAULT_HISTORY_DAYS } from '#domain/rates/rate-history.ts';
import { centsToDollarString } from '#domain/money.ts';
import { queryKeys, type InitialQuery } from '#domain/query-keys.ts';
import { HOME_HERO_IMAGE, PAGE_META, pageMetaText, productPageTitle, type PageKey } from '#domain/seo/pages.ts';
import { translator } from '#server/i18n/translator.ts';
import { store } from '#domain/store/settings.ts';
import { HtmlTemplate, type HeadTags } from '../web/html-template.ts';
import { carriesSession } from '../plugins/session.ts';
import { visitorOwnerFromCookies } from '../lib/shopper.ts';
import { loadPageRenderer } from '../web/page-renderer.ts';
import { cartOf } from '#server/workflows/shopper-lists/cart-actions.ts';
import { wishlistOf } from '#server/workflows/shopper-lists/wishlist-actions.ts';
import { catalogueSource, PAGE_SOURCES, routeChunks } from '../web/route-chunks.ts';
import { PAGE_TEXT_PARTS, type BrowserTextPart } from '#domain/i18n/parts.ts';
import { parse as parseCookies } from 'cookie';
import {
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageOfPath,
  languagePrefix,
  pathInLanguage,
  type Language,
} from '#domain/i18n/languages.ts';

/**
 * The exact list queries the home page's featured strip and the unfiltered collection page
 * ask for (web/src/features), so their first page can be embedded under the same query key.
 */
const HOME_PRODUCTS_PARAMS = { pageSize: HOME_PRODUCT_COUNT };
const COLLECTION_PARAMS = { pageSize: PAGE_SIZE.default };

interface WebOptions {
  /** The Vite build; without it (API-only tests) only the JSON not-found answer is set up. */
  distDir: string | undefined;
  /** Vite's SSR build of the app; without it pages are rendered by the browser alone. */
  serverBuildDir?: string | undefined;
  publicUrl: string;
}

/**
 * Serves the built React app: hashed assets with long caching, and every page as
 * index.html with its own title, description, Open Graph tags, JSON-LD and embedded data.
 */
async function web(app: FastifyInstance, options: WebOptions) {
  const { distDir, publicUrl } = options;
  if (!distDir || !existsSync(join(distDir, 'index.html'))) {
    if (distDir) app.log.warn(`No web build in ${distDir}: run "npm run build" (npm start does it for you).`);
    app.setNotFoundHandler(notFoundJson);
    return;
  }
  const template = HtmlTemplate.load(distDir);
  const renderPage = options.serverBuildDir ? await loadPageRenderer(options.serverBuildDir) : undefined;
  const chunksOf = routeChunks(distDir);

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    },
  });

  const absolute = (path: string) => `${publicUrl}${path}`;
  /** The page's address in each language, for hreflang links (English is also x-default). */
  const alternatesOf = (path: string) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, absolute(pathInLanguage(path, language))]));
  const pageHead = (key: PageKey, path: string): HeadTags => {
    const source = (PAGE_SOURCES as Partial<Record<PageKey, string>>)[key];
    const texts = (PAGE_TEXT_PARTS as Partial<Record<PageKey, readonly BrowserTextPart[]>>)[key] ?? [];
    return {
      // In the page's language: /ar/… is Arabic.
      ...pageMetaText(PAGE_META[key], translator(languageOfPath(path))),
      canonicalUrl: absolute(path),
      alternates: alternatesOf(path),
      og: { 'og:type': 'website', 'og:site_name': store.name },
      ...(source && { modulePreloads: chunksOf(source) }),
      textParts: texts,
    };
  };
  /** The first picture a product page or grid paints, preloaded at the size it is shown. */
  const firstImage = (images: string[] | undefined, sizes: string) =>
    images?.[0] ? { src: images[0], srcSet: imageSrcSet(images[0]), sizes } : undefined;

  /** The signed-in user (or null), as GET /api/me would answer: the header needs no request. */
  async function currentUser(request: FastifyRequest) {
    if (!carriesSession(request)) return null;
    const session = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    return session ? ((await app.services.accounts.get(session.user.id)) ?? null) : null;
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    head: HeadTags,
    queries: InitialQuery[],
  ) {
    const me = await currentUser(request);
    queries.push({ key: queryKeys.metals, data: await app.services.metals.list() });
    queries.push({ key: queryKeys.me, data: me });
    // The header's badges: the shopper's own cart and wishlist (empty without a cookie, at no cost).
    const shopper = me ? me.id : visitorOwnerFromCookies(request.headers.cookie);
    const [cart, wishlist] = await Promise.all([
      cartOf(app.workflowDeps, shopper),
      wishlistOf(app.workflowDeps, shopper),
    ]);
    queries.push({ key: queryKeys.cart, data: cart }, { key: queryKeys.wishlist, data: wishlist });
    // The dashboard depends on who is signed in and is not for search engines: browser only.
    const language = languageOfPath(request.url.split('?')[0] ?? '/');
    // The page's texts in its language, which the app loads before it takes the page over.
    const texts = (['shell', ...(head.textParts ?? [])] as const).flatMap((part) =>
      chunksOf(catalogueSource(language, part)),
    );
    const preloads = [...texts, ...(head.modulePreloads ?? [])];
    const rendered =
      renderPage && !request.url.startsWith('/dashboard')
        ? await renderPage(absolute(request.url), queries).catch((error: unknown) => {
            request.log.error({ err: error }, 'server render failed; the browser renders the page');
            return undefined;
          })
        : undefined;
    return (
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        // A page naming a user or holding a shopper's cart is for that browser alone.
        .header('cache-control', shopper ? 'private, no-cache' : 'no-cache')
        .send(template.render({ ...head, modulePreloads: preloads }, queries, rendered, language))
    );
  }

  /** A storefront page at its English address and under /ar. */
  const inEveryLanguage = (
    path: string,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) => {
    for (const language of LANGUAGES) {
      const prefix = languagePrefix(language);
      const localPath = prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path;
      app.get(localPath, { config: { access: 'public' }, schema: { hide: true } }, handler);
    }
  };
  const page = (path: string, key: PageKey) =>
    inEveryLanguage(path, async (request, reply) =>
      send(request, reply, 200, pageHead(key, request.url.split('?')[0] ?? path), []),
    );

  const firstPage = async (pageSize: number) =>
    app.services.catalog.list({ sort: 'default', page: 1, pageSize }, await app.services.metals.rates());

  inEveryLanguage('/', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // The shop's front door opens in the language the shopper last chose with the switcher;
    // every other address (a shared link) keeps its own language.
    const chosen = parseCookies(request.headers.cookie ?? '')[LANGUAGE_COOKIE];
    if (path === '/' && chosen && chosen !== 'en' && (LANGUAGES as readonly string[]).includes(chosen)) {
      return reply.header('cache-control', 'private, no-cache').redirect(pathInLanguage('/', chosen as Language));
    }
    const featured = await firstPage(HOME_PRODUCTS_PARAMS.pageSize);
    const head = { ...pageHead('home', path), preloadImage: HOME_HERO_IMAGE };
    return send(request, reply, 200, head, [{ key: queryKeys.productList(HOME_PRODUCTS_PARAMS), data: featured }]);
  });
  inEveryLanguage('/collection', async (request, reply) => {
    // Filtered views load through the API; the plain collection arrives with its first page.
    const path = request.url.split('?')[0] ?? '/collection';
    const plain = !request.url.includes('?');
    if (!plain) return send(request, reply, 200, pageHead('collection', path), []);
    const list = await firstPage(PAGE_SIZE.default);
    const head = {
      ...pageHead('collection', path),
      preloadImage: firstImage(list.items[0]?.images, PRODUCT_CARD_IMAGE_SIZES),
    };
    return send(request, reply, 200, head, [{ key: queryKeys.productList(COLLECTION_PARAMS), data: list }]);
  });
  inEveryLanguage('/rates', async (request, reply) => {
    // The 30-day history arrives with the page, under the key web/src/features/rates asks for.
    const history = await app.services.metals.history(DEFAULT_HISTORY_DAYS);
    return send(request, reply, 200, pageHead('rates', request.url.split('?')[0] ?? '/rates'), [
      { key: queryKeys.metalHistory(DEFAULT_HISTORY_DAYS), data: history },
    ]);
  });
  page('/about', 'about');
  page('/contact', 'contact');
  page('/wish', 'wish');
  page('/cart', 'cart');
  page('/payment', 'payment');
  page('/confirm', 'confirm');
  page('/account/orders', 'orders');
  page('/account/security', 'security');
  page('/login', 'login');
  page('/register', 'register');
  page('/reset-password', 'resetPassword');
  // The dashboard's data is guarded by the API; its pages may load for anyone and redirect.
  // The dashboard is in English only: its Arabic address leads there.
  app.get('/dashboard', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
    send(request, reply, 200, pageHead('dashboard', request.url.split('?')[0] ?? '/dashboard'), []),
  );
  app.get('/dashboard/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
    send(request, reply, 200, pageHead('dashboard', request.url.split('?')[0] ?? '/dashboard'), []),
  );
  for (const path of ['/ar/dashboard', '/ar/dashboard/*']) {
    app.get(path, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
      reply.redirect(request.url.slice('/ar'.length)),
    );
  }

  inEveryLanguage('/product/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const product = PRODUCT_ID_PATTERN.test(id)
      ? await app.services.catalog.get(id, await app.services.metals.rates())
      : undefined;
    if (!product) return send(request, reply, 404, pageHead('notFound', request.url), []);
    const head = {
      ...productHead(product, absolute, request.url.split('?')[0] ?? `/product/${id}`),
      alternates: alternatesOf(`/product/${id}`),
      modulePreloads: chunksOf(PAGE_SOURCES.product),
      preloadImage: firstImage(product.images, PRODUCT_GALLERY_IMAGE_SIZES),
    };
    return send(request, reply, 200, head, [{ key: queryKeys.product(id), data: product }]);
  });

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\n${PRIVATE_PATHS.flatMap((path) => LANGUAGES.map((language) => `Disallow: ${languagePrefix(language)}${path}\n`)).join('')}\nSitemap: ${absolute('/sitemap.xml')}\n`,
      ),
  );

  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const staticPaths = ['/', '/collection', '/rates', '/about', '/contact'];
    // Each page once per language, each naming its translations (Google's hreflang in sitemaps).
    // One sitemap holds 50,000 addresses: 22,000 products in both languages fit with room to spare.
    const productsList = await app.services.catalog.listForSitemap(22_000);
    const entry = (path: string, lastmod?: Date) => {
      const links = LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${absolute(pathInLanguage(path, language))}"/>`,
      ).join('');
      const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
      return LANGUAGES.map(
        (language) => `<url><loc>${absolute(pathInLanguage(path, language))}</loc>${modified}${links}</url>`,
      ).join('\n');
    };
    const urls = [
      ...staticPaths.map((path) => entry(path)),
      ...productsList.map((p) => entry(`/product/${p.id}`, p.updatedAt)),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  // Any other page: the app renders its not-found screen, and crawlers get a real 404.
  app.setNotFoundHandler(async (request: FastifyRequest, reply) => {
    const wantsHtml =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml) return send(request, reply, 404, pageHead('notFound', request.url.split('?')[0] ?? '/'), []);
    return notFoundJson(request, reply);
  });
}

/** Wrapped so its not-found handler is the app's own (a root-level concern). */
export const webRoutes = fp(web, { name: 'web', dependencies: ['services'] });

function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return reply
    .status(404)
    .header('x-request-id', request.id)
    .send({ error: 'not_found', message: `No route ${request.method} ${path}`, requestId: request.id });
}

/** Pages of one shopper, kept out of search engines in every language. */
const PRIVATE_PATHS = ['/dashboard', '/cart', '/wish', '/payment', '/confirm', '/account'];

function productHead(product: Product, absolute: (path: string) => string, path: string): HeadTags {
  const url = absolute(path);
  const images = product.images.map((image) => (image.startsWith('/') ? absolute(image) : image));
  // An Arabic page names the piece by its Arabic name and describes it in Arabic, when it has them:
  // its meta description is the Arabic short description, else the Arabic description.
  const arabic = languageOfPath(path) === 'ar';
  const name = (arabic && product.nameAr) || product.name;
  const description = (arabic && product.descriptionAr) || product.description;
  return {
    title: productPageTitle(name, translator(languageOfPath(path))),
    description: (arabic && (product.shortDescriptionAr || product.descriptionAr)) || product.shortDescription,
    canonicalUrl: url,
    og: {
      'og:type': 'product',
      'og:site_name': store.name,
      ...(images[0] && { 'og:image': images[0] }),
      'product:price:amount': centsToDollarString(product.price),
      'product:price:currency': 'USD',
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      description,
      sku: product.id,
      category: product.category,
      image: images,
      brand: { '@type': 'Brand', name: store.name },
      weight: { '@type': 'QuantitativeValue', value: product.weight, unitCode: 'GRM' },
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'USD',
        price: centsToDollarString(product.price),
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        seller: { '@type': 'Organization', name: store.name },
      },
    },
  };
}
