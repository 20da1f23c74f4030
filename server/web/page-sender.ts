import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOfPath } from '#domain/i18n/languages.ts';
import type { Page } from '#domain/pages/pages.ts';
import { queryKeys, type InitialQuery } from '#domain/query-keys.ts';
import { visitorOwnerFromCookies } from '#server/lib/shopper.ts';
import { cartOf } from '#server/workflows/shopper-lists/cart-reads.ts';
import { wishlistOf } from '#server/workflows/shopper-lists/wishlist-actions.ts';
import { CachedAnswer, HTML_TYPE, type CacheMark } from '#server/lib/cached-answer.ts';
import { publishShopEvent } from '#server/lib/shop-events.ts';
import type { HeadTags, HtmlTemplate } from './html-template.ts';
import { keptPageKey, namesNobody } from './page-cache.ts';
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

  /**
   * Whom the page is for: the signed-in user (or null), and the shopper's own cart and wishlist
   * for the header's badges (empty without a cookie, at no cost).
   */
  async function headerOf(request: FastifyRequest) {
    const me = await currentUser(request);
    const shopper = me ? me.id : visitorOwnerFromCookies(request.headers.cookie);
    const [cart, wishlist] = await Promise.all([
      cartOf(app.workflowDeps, shopper),
      wishlistOf(app.workflowDeps, shopper),
    ]);
    return { me, shopper, cart, wishlist };
  }
  type Header = Awaited<ReturnType<typeof headerOf>>;

  /** The page's HTML for this header; `whole` is false when the server failed to render it. */
  async function render(request: FastifyRequest, { page, head, queries }: PageAnswer, header: Header) {
    queries.push({ key: queryKeys.metals, data: await app.services.rates.list() });
    queries.push({ key: queryKeys.me, data: header.me });
    queries.push({ key: queryKeys.cart, data: header.cart }, { key: queryKeys.wishlist, data: header.wishlist });
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
    return { html, whole: !rendering || rendered !== undefined };
  }

  /**
   * Renders under way of pages for everyone, by key and by the kept pages' state when they began:
   * visitors asking for the same page meanwhile wait for that render instead of making their own
   * (after a change drops a busy page, one render instead of one per visitor). A change since
   * gives later visitors a render of their own.
   */
  const renders = new Map<string, Promise<{ status: number; html: string; page?: CachedAnswer }>>();

  async function renderForEveryone(
    request: FastifyRequest,
    key: string,
    mark: CacheMark,
    header: Header,
    load: () => Promise<PageAnswer>,
  ) {
    const answer = await load();
    // Rendered from `header` itself, so a page kept holds exactly the empty lists checked.
    const { html, whole } = await render(request, answer, header);
    if (!whole || answer.status !== 200) return { status: answer.status, html };
    const page = new CachedAnswer(html, answer.productIds, HTML_TYPE);
    pages.keep(key, page, mark);
    return { status: 200, html, page };
  }

  /**
   * Sends the page `load` answers. A page that names nobody and holds an empty cart and wishlist is
   * the same for every visitor without a session: such a visitor gets the kept one when there is
   * one (page-cache.ts, and `load` is not called), and a whole page rendered so is kept.
   */
  return async function send(request: FastifyRequest, reply: FastifyReply, load: () => Promise<PageAnswer>) {
    const mark = pages.mark();
    const key = keptPageKey(request, (await app.services.rates.pricing()).ratesKey);
    const header = await headerOf(request);
    if (key !== undefined && namesNobody(header)) {
      const found = pages.get(key);
      publishShopEvent('pageCache', { hit: found !== undefined });
      if (found) return found.send(request, reply);
      const flight = `${mark.clears}|${mark.drops}|${key}`;
      let made = renders.get(flight);
      if (!made) {
        made = renderForEveryone(request, key, mark, header, load).finally(() => renders.delete(flight));
        renders.set(flight, made);
      }
      const { status, html, page } = await made;
      return page ? page.send(request, reply) : sendHtml(reply, status, html, 'no-cache');
    }
    const answer = await load();
    const { html } = await render(request, answer, header);
    // A page naming a user or holding a shopper's cart is for that browser alone.
    return sendHtml(reply, answer.status, html, header.shopper ? 'private, no-cache' : 'no-cache');
  };
}

/** A page as rendered, not one of the kept pages. */
function sendHtml(reply: FastifyReply, status: number, html: string, cacheControl: string) {
  return reply.status(status).type(HTML_TYPE).header('cache-control', cacheControl).send(html);
}
