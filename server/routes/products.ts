import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CachedAnswer } from '../lib/cached-answer.ts';
import { publishShopEvent } from '../lib/shop-events.ts';
import { countInPriceRange } from '../modules/catalog/catalog.service.ts';
import { hasStoneGradeFilter, listProductsQuery, type ListProductsQuery } from '#domain/catalog/list-query.ts';
import { productIdParam, productSchema } from '#domain/catalog/product.ts';
import { PRODUCT_ID_PATTERN } from '#domain/catalog/product-constants.ts';
import { productListSchema } from '#domain/catalog/product-list.ts';
import { AppError, errorBody } from '#domain/errors.ts';

/** A filter with no bound but the price's (or none at all): counted from the sorted prices. */
const byPriceAlone = (filter: Omit<ListProductsQuery, 'sort' | 'page' | 'pageSize'>) =>
  !filter.q &&
  !filter.category &&
  !filter.featured &&
  filter.minWeight === undefined &&
  filter.maxWeight === undefined &&
  !hasStoneGradeFilter(filter);

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.workflowDeps.catalogCache;

  const rawKey = (ratesKey: string, url: string) => `raw|${ratesKey}|${url}`;
  /**
   * A query string already answered is served before validation: the cached answer was
   * validated when it was made, and the key includes the rates it was priced with.
   */
  const serveFromCache = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = cache.get(rawKey((await app.services.rates.pricing()).ratesKey, request.url));
    if (body === undefined) return;
    publishShopEvent('catalogCache', { hit: true });
    return body.send(request, reply);
  };

  app.get(
    '/products',
    {
      config: { access: 'public' },
      schema: {
        tags: ['products'],
        summary: 'Search, filter, sort and page the catalogue',
        querystring: listProductsQuery,
        response: { 200: productListSchema, 400: errorBody },
      },
      preValidation: serveFromCache,
    },
    async (request, reply) => {
      const mark = cache.mark();
      const { rates, ratesKey } = await app.services.rates.pricing();
      // Different spellings of one query (order, defaults) share an answer through the parsed key.
      const key = `list|${ratesKey}|${JSON.stringify(request.query)}`;
      let body = cache.get(key);
      publishShopEvent('catalogCache', { hit: body !== undefined });
      if (body === undefined) {
        // A filter's count is kept apart from its pages: paging or re-sorting it skips the count.
        const { sort: _sort, page: _page, pageSize: _pageSize, ...filter } = request.query;
        const countKey = `${ratesKey}|${JSON.stringify(filter)}`;
        let total = cache.counts.get(countKey);
        if (total === undefined && byPriceAlone(filter)) {
          // Not read (or not this second): the page's own count query answers instead.
          const sorted = await cache
            .sortedPrices(ratesKey, () => app.services.catalog.sortedPrices())
            ?.catch((error: unknown) => void request.log.warn({ err: error }, 'catalogue prices not read'));
          if (sorted) total = countInPriceRange(sorted, filter);
        }
        const list = await app.services.catalog.list(request.query, rates, total);
        cache.keepCount(countKey, list.total, mark);
        // Checked against the schema once, then served as text.
        body = new CachedAnswer(
          JSON.stringify(productListSchema.parse(list)),
          list.items.map((item) => item.id),
        );
        cache.keep(key, body, mark);
      }
      // Only a valid query gets here, so only valid URLs enter the raw cache.
      cache.keep(rawKey(ratesKey, request.url), body, mark);
      return body.send(request, reply);
    },
  );

  app.get(
    '/products/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['products'],
        summary: 'One product with its live price',
        params: productIdParam,
        response: { 200: productSchema, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // A malformed id is simply a product that does not exist.
      if (!PRODUCT_ID_PATTERN.test(id)) throw new AppError('not_found', 'problem.catalog.productNotFound');
      const mark = cache.mark();
      const { rates, ratesKey } = await app.services.rates.pricing();
      const key = `one|${ratesKey}|${id}`;
      let body = cache.get(key);
      publishShopEvent('catalogCache', { hit: body !== undefined });
      if (body === undefined) {
        const product = await app.services.catalog.get(id, rates);
        if (!product) throw new AppError('not_found', 'problem.catalog.productNotFound');
        body = new CachedAnswer(JSON.stringify(productSchema.parse(product)), [id]);
        cache.keep(key, body, mark);
      }
      return body.send(request, reply);
    },
  );
};
