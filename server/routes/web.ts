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
import { DEFAULT_HISTORY_DAYS } from '#domain/metals/rate-history.ts';
import { centsToDollarString } from '#domain/money.ts';
import { queryKeys, type InitialQuery } from '#domain/query-keys.ts';
import { HOME_HERO_IMAGE, PAGE_META, productPageTitle, type PageKey } from '#domain/seo/pages.ts';
import { store } from '#domain/store/settings.ts';
import { HtmlTemplate, type HeadTags } from '../web/html-template.ts';
import { carriesSession } from '../plugins/auth.ts';
import { visitorOwnerFromCookies } from '../lib/shopper.ts';
import { loadPageRenderer } from '../web/page-renderer.ts';
import { cartOf } from '#server/workflows/shopper-lists/cart.workflow.ts';
import { wishlistOf } from '#server/workflows/shopper-lists/wishlist.workflow.ts';
import { PAGE_SOURCES, routeChunks } from '../web/route-chunks.ts';

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
  const pageHead = (key: PageKey, path: string): HeadTags => {
    const source = (PAGE_SOURCES as Partial<Record<PageKey, string>>)[key];
    return {
      ...PAGE_META[key],
      canonicalUrl: absolute(path),
      og: { 'og:type': 'website', 'og:site_name': store.name },
      ...(source && { modulePreloads: chunksOf(source) }),
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
        .send(template.render(head, queries, rendered))
    );
  }

  const page = (path: string, key: PageKey) =>
    app.get(path, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
      send(request, reply, 200, pageHead(key, request.url.split('?')[0] ?? path), []),
    );

  const firstPage = async (pageSize: number) =>
    app.services.catalog.list({ sort: 'default', page: 1, pageSize }, await app.services.metals.rates());

  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const featured = await firstPage(HOME_PRODUCTS_PARAMS.pageSize);
    const head = { ...pageHead('home', '/'), preloadImage: HOME_HERO_IMAGE };
    return send(request, reply, 200, head, [{ key: queryKeys.productList(HOME_PRODUCTS_PARAMS), data: featured }]);
  });
  app.get('/collection', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    // Filtered views load through the API; the plain collection arrives with its first page.
    const plain = !request.url.includes('?');
    if (!plain) return send(request, reply, 200, pageHead('collection', '/collection'), []);
    const list = await firstPage(PAGE_SIZE.default);
    const head = {
      ...pageHead('collection', '/collection'),
      preloadImage: firstImage(list.items[0]?.images, PRODUCT_CARD_IMAGE_SIZES),
    };
    return send(request, reply, 200, head, [{ key: queryKeys.productList(COLLECTION_PARAMS), data: list }]);
  });
  app.get('/rates', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    // The 30-day history arrives with the page, under the key web/src/features/rates asks for.
    const history = await app.services.metals.history(DEFAULT_HISTORY_DAYS);
    return send(request, reply, 200, pageHead('rates', '/rates'), [
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
  page('/dashboard', 'dashboard');
  page('/dashboard/*', 'dashboard');

  app.get<{ Params: { id: string } }>(
    '/product/:id',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { id } = request.params;
      const product = PRODUCT_ID_PATTERN.test(id)
        ? await app.services.catalog.get(id, await app.services.metals.rates())
        : undefined;
      if (!product) return send(request, reply, 404, pageHead('notFound', request.url), []);
      const head = {
        ...productHead(product, absolute),
        modulePreloads: chunksOf(PAGE_SOURCES.product),
        preloadImage: firstImage(product.images, PRODUCT_GALLERY_IMAGE_SIZES),
      };
      return send(request, reply, 200, head, [{ key: queryKeys.product(id), data: product }]);
    },
  );

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /cart\nDisallow: /wish\nDisallow: /payment\nDisallow: /confirm\nDisallow: /account\n\nSitemap: ${absolute('/sitemap.xml')}\n`,
      ),
  );

  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const staticPaths = ['/', '/collection', '/rates', '/about', '/contact'];
    const productsList = await app.services.catalog.listForSitemap(45_000);
    const urls = [
      ...staticPaths.map((path) => `<url><loc>${absolute(path)}</loc></url>`),
      ...productsList.map(
        (p) => `<url><loc>${absolute(`/product/${p.id}`)}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
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

function productHead(product: Product, absolute: (path: string) => string): HeadTags {
  const url = absolute(`/product/${product.id}`);
  const images = product.images.map((image) => (image.startsWith('/') ? absolute(image) : image));
  return {
    title: productPageTitle(product.name),
    description: product.shortDescription,
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
      name: product.name,
      description: product.description,
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
