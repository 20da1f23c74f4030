import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HOME_PRODUCT_COUNT, PAGE_SIZE } from '#domain/catalog/list-options.ts';
import { imageSrcSet, PRODUCT_CARD_IMAGE_SIZES, PRODUCT_GALLERY_IMAGE_SIZES } from '#domain/catalog/images.ts';
import { PRODUCT_ID_PATTERN } from '#domain/catalog/product-constants.ts';
import type { EmbeddedData } from '#domain/pages/pages.ts';
import { queryKeys, type InitialQuery } from '#domain/query-keys.ts';
import { DEFAULT_HISTORY_DAYS } from '#domain/rates/rate-history.ts';
import { HOME_HERO_IMAGE } from '#domain/seo/pages.ts';
import type { HeadTags } from './html-template.ts';
import type { Absolute } from './page-head.ts';
import { productHead } from './product-head.ts';

/** What a page's own data adds to it: queries embedded under the keys the app asks for, and its head. */
export interface PageData {
  queries: InitialQuery[];
  head?: Partial<HeadTags>;
  /** The products it shows (page-sender.ts keeps a page until one of them sells). */
  productIds?: readonly string[];
}

interface PageRequest {
  request: FastifyRequest;
  /** The address asked for, in its language, without the query. */
  path: string;
  absolute: Absolute;
}

/** undefined: the page's subject does not exist (an unknown product), which answers 404. */
type LoadPageData = (app: FastifyInstance, page: PageRequest) => Promise<PageData | undefined>;

/**
 * The exact list queries the home page's featured strip and the unfiltered collection page
 * ask for (web/src/features), so their first page can be embedded under the same query key.
 */
const HOME_PRODUCTS_PARAMS = { pageSize: HOME_PRODUCT_COUNT };
const COLLECTION_PARAMS = { pageSize: PAGE_SIZE.default };

const firstPage = async (app: FastifyInstance, pageSize: number) =>
  app.services.catalog.list({ sort: 'default', page: 1, pageSize }, await app.services.rates.rates());

/** The first picture a product page or grid paints, preloaded at the size it is shown. */
const firstImage = (images: string[] | undefined, sizes: string) =>
  images?.[0] ? { src: images[0], srcSet: imageSrcSet(images[0]), sizes } : undefined;

/** The data each kind of page embeds (domain/pages/pages.ts names it per page). */
export const PAGE_DATA: Record<EmbeddedData, LoadPageData> = {
  async featuredProducts(app) {
    const featured = await firstPage(app, HOME_PRODUCTS_PARAMS.pageSize);
    return {
      queries: [{ key: queryKeys.productList(HOME_PRODUCTS_PARAMS), data: featured }],
      productIds: featured.items.map((item) => item.id),
      // The banner's first slide is the page's largest paint: no waiting for the app to find it.
      head: { preloadImage: HOME_HERO_IMAGE },
    };
  },

  async collectionFirstPage(app, { request }) {
    // Filtered views load through the API; the plain collection arrives with its first page.
    if (request.url.includes('?')) return { queries: [] };
    const list = await firstPage(app, PAGE_SIZE.default);
    return {
      queries: [{ key: queryKeys.productList(COLLECTION_PARAMS), data: list }],
      productIds: list.items.map((item) => item.id),
      head: { preloadImage: firstImage(list.items[0]?.images, PRODUCT_CARD_IMAGE_SIZES) },
    };
  },

  async rateHistory(app) {
    // The 30-day history, under the key web/src/features/rates asks for, and the buy rates beside the sell rates.
    const [history, buyRates] = await Promise.all([
      app.services.rates.history(DEFAULT_HISTORY_DAYS),
      app.services.rates.buyRates(),
    ]);
    return {
      queries: [
        { key: queryKeys.metalHistory(DEFAULT_HISTORY_DAYS), data: history },
        { key: queryKeys.buyRates, data: buyRates },
      ],
    };
  },

  async buyRates(app) {
    // /sell-gold shows the rate of the purity chosen from its first paint.
    return { queries: [{ key: queryKeys.buyRates, data: await app.services.rates.buyRates() }] };
  },

  async product(app, { request, path, absolute }) {
    const { id } = request.params as { id: string };
    const product = PRODUCT_ID_PATTERN.test(id)
      ? await app.services.catalog.get(id, await app.services.rates.rates())
      : undefined;
    if (!product) return undefined;
    return {
      queries: [{ key: queryKeys.product(id), data: product }],
      productIds: [id],
      head: {
        ...productHead(product, absolute, path),
        preloadImage: firstImage(product.images, PRODUCT_GALLERY_IMAGE_SIZES),
      },
    };
  },
};
