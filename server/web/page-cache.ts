import type { FastifyRequest } from 'fastify';
import type { Cart } from '#domain/cart/cart.ts';
import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import { createCatalogCache, type CatalogCache } from '#server/lib/cached-answer.ts';
import { carriesSession } from '#server/plugins/session.ts';

/**
 * What the kept pages may hold, with room for their compressed forms: a product page is about
 * 50 KB of HTML, the collection's first page 120 KB, so about 80 product pages or the home and
 * collection pages of both languages many times over. Bounded for the memory target (200 MB).
 */
const PAGE_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * Pages as a visitor without a session or a cart gets them: the same HTML for every such visitor,
 * and about a hundred times the work of a cached catalogue answer to render. Kept like the
 * catalogue's answers (a few seconds, under the rates they were priced with), and dropped with
 * them: a product's change clears them, a sale drops the pages showing what it sold. A rate's
 * change clears them too, since a page carries more of the rates than its prices (buy rates,
 * the metals' moves).
 */
export function createPageCache(): CatalogCache {
  return createCatalogCache(PAGE_CACHE_BYTES);
}

/**
 * The key this request's page is kept under, or undefined when it carries a session cookie (even
 * an expired one): a signed-in shopper's page is never answered from, nor stored in, the kept pages.
 */
export function keptPageKey(request: FastifyRequest, ratesKey: string): string | undefined {
  return carriesSession(request) ? undefined : `${ratesKey}|${request.url}`;
}

/**
 * Whether a page rendered with this header is every visitor's: it names nobody, and the cart and
 * wishlist it shows are empty (a visitor's cookie alone, their cart emptied, changes nothing).
 */
export function namesNobody(header: { me: unknown; cart: Cart; wishlist: Wishlist }): boolean {
  return header.me === null && header.cart.lines.length === 0 && header.wishlist.items.length === 0;
}
