import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOfPath } from '#domain/i18n/languages.ts';
import type { Page } from '#domain/pages/pages.ts';
import { queryKeys, type InitialQuery } from '#domain/query-keys.ts';
import { visitorOwnerFromCookies } from '#server/lib/shopper.ts';
import { cartOf } from '#server/workflows/shopper-lists/cart-reads.ts';
import { wishlistOf } from '#server/workflows/shopper-lists/wishlist-actions.ts';
import type { HeadTags, HtmlTemplate } from './html-template.ts';
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
}

/**
 * Sends a page as index.html with its head, the data every page carries (rates, the signed-in
 * user, the header's cart and wishlist) after its own, and the app rendered by the server.
 */
export function pageSender(app: FastifyInstance, { template, renderPage, chunksOf, absolute }: PageSenderOptions) {
  /**
   * The signed-in user (or null), as GET /api/me would answer: the header needs no request. The
   * session comes through the kept sessions, as a shopper's API read does (decision 0011).
   */
  async function currentUser(request: FastifyRequest) {
    const user = await app.sessionUserOf(request);
    return user ? ((await app.services.accounts.get(user.id)) ?? null) : null;
  }

  return async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    { page, status, head, queries }: PageAnswer,
  ) {
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
    const rendered =
      renderPage && page.layout === 'shop'
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
  };
}
