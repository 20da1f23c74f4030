import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOfPath } from '#domain/i18n/languages.ts';
import type { Page } from '#domain/pages/pages.ts';
import { queryKeys, type InitialQuery } from '#domain/query-keys.ts';
import { visitorOwnerFromCookies } from '#server/lib/shopper.ts';
import { cartOf } from '#server/workflows/shopper-lists/cart-reads.ts';
import { wishlistOf } from '#server/workflows/shopper-lists/wishlist-actions.ts';
import { CachedAnswer, HTML_TYPE } from '#server/lib/cached-answer.ts';
import { publishShopEvent } from '#server/lib/shop-events.ts';
import type { HeadTags, HtmlTemplate } from './html-template.ts';
import { keptPageKey } from './page-cache.ts';
import type { RenderPage } from './page-renderer.ts';
import { catalogueSource } from './route-chunks.ts';

interface PageSenderOptions {
  template: HtmlTemplate;
  /** The app's server renderer; without it pages are rendered by the browser alone. */
  renderPage: RenderPage | undefined;
  chunksOf: (source: string) => string[];
  absolute: (path: string) => string;
}

export interface PageAnswer {
  page: Page;
  status: number;
  head: HeadTags;
  /** The page's own data; what every page carries is added here. */
  queries: InitialQuery[];
  /** The products the page shows: a sale of one drops the page where it is kept. */
  productIds?: readonly string[];
}

/**
 * Sends a page as index.html with its head, the data every page carries (rates, the signed-in
 * user, the header's cart and wishlist) after its own, and the app rendered by the server.
 */
export function pageSender(app: FastifyInstance, { template, renderPage, chunksOf, absolute }: PageSenderOptions) {
  const pages = app.workflowDeps.pageCache;
  /**
   * The signed-in user (or null), as GET /api/me would answer: the header needs no request. The
   * session comes through the kept sessions, as a shopper's API read does (decision 0011).
   */
  async function currentUser(request: FastifyRequest) {
    const user = await app.sessionUserOf(request);
    return user ? ((await app.services.accounts.get(user.id)) ?? null) : null;
  }

  /** The page's HTML for this request; `kept` is false when it must not be kept for others. */
  async function render(request: FastifyRequest, { page, head, queries }: PageAnswer) {
    const me = await currentUser(request);
    queries.push({ key: queryKeys.metals, data: await app.services.rates.list() });
    queries.push({ key: queryKeys.me, data: me });
    // The header's badges: the shopper's own cart and wishlist (empty without a cookie, at no cost).
    const shopper = me ? me.id : visitorOwnerFromCookies(request.headers.cookie);
    const [cart, wishlist] = await Promise.all([
      cartOf(app.workflowDeps, shopper),
      wishlistOf(app.workflowDeps, shopper),
    ]);
    queries.push({ key: queryKeys.cart, data: cart }, { key: queryKeys.wishlist, data: wishlist });
    const language = languageOfPath(request.url.split('?')[0] ?? '/');
    // The page's texts in its language, which the app loads before it takes the page over.
    const textParts = new Set(['shell', ...(head.textParts ?? [])] as const);
    const texts = [...textParts].flatMap((part) => chunksOf(catalogueSource(language, part)));
    const preloads = [...texts, ...(head.modulePreloads ?? [])];
    const rendering = renderPage !== undefined && page.layout === 'shop';
    const rendered = rendering
      ? await renderPage(absolute(request.url), queries).catch((error: unknown) => {
          request.log.error({ err: error }, 'server render failed; the browser renders the page');
          return undefined;
        })
      : undefined;
    const html = template.render({ ...head, modulePreloads: preloads }, queries, rendered, language);
    // A page the server failed to render is sent, but not kept for the next visitors.
    return { html, shopper, kept: !rendering || rendered !== undefined };
  }

  /**
   * Sends the page `load` answers. A visitor with neither a session nor a cart gets the page kept
   * for such visitors when there is one (page-cache.ts), and `load` is not called.
   */
  return async function send(request: FastifyRequest, reply: FastifyReply, load: () => Promise<PageAnswer>) {
    const mark = pages.mark();
    const key = keptPageKey(request, (await app.services.rates.pricing()).ratesKey);
    const found = key === undefined ? undefined : pages.get(key);
    if (key !== undefined) publishShopEvent('pageCache', { hit: found !== undefined });
    if (found) return found.send(request, reply);
    const answer = await load();
    const { html, shopper, kept } = await render(request, answer);
    if (key !== undefined && kept && answer.status === 200) {
      const page = new CachedAnswer(html, answer.productIds, HTML_TYPE);
      pages.keep(key, page, mark);
      return page.send(request, reply);
    }
    return (
      reply
        .status(answer.status)
        .type(HTML_TYPE)
        // A page naming a user or holding a shopper's cart is for that browser alone.
        .header('cache-control', shopper ? 'private, no-cache' : 'no-cache')
        .send(html)
    );
  };
}
