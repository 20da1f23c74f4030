/**
 * Reading a shopper's cart (a signed-in user or a visitor, by owner id), every line priced at
 * today's rates: for the API (`cartAnswer`), the pages' header and the writes' answers (`cartOf`),
 * and a checkout's quote (`cartFromDatabase`).
 */
import { buildCart, cartSchema, type Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import { lineOptionsOf } from '#domain/options/line-choice.ts';
import type { LineOptions } from '#domain/options/line-options.ts';
import type { RateTable } from '#domain/rates/rate-table.ts';
import { CachedAnswer } from '#server/lib/cached-answer.ts';
import type { LineWithProduct } from '#server/modules/cart/cart.service.ts';
import type { LinePiece } from '#server/modules/cart/shopper-cart.ts';
import { toProduct } from '#server/modules/catalog/catalog.service.ts';
import type { ShopperListDeps as Deps } from './priced-products.ts';

/**
 * A kept cart's lines priced with one table of rates, and its answer as the API sends it: the
 * reads between two changes (a write, a product, a rate) price and encode the cart once. Keyed by
 * the kept lines themselves, so a cart dropped from the cache takes its pricing with it.
 */
const pricings = new WeakMap<readonly LineWithProduct[], { rates: RateTable; cart: Cart; answer?: CachedAnswer }>();

const EMPTY_CART = buildCart([]);
const EMPTY_ANSWER = new CachedAnswer(JSON.stringify(cartSchema.parse(EMPTY_CART)));

/**
 * The cart of `ownerId` (null: a visitor who has none yet): the lines and their products as the
 * database has them (kept in memory while no write changes them, decision 0019), priced with the
 * rates this instance keeps. Shared by every read until something changes: never to be modified.
 */
export async function cartOf(deps: Deps, ownerId: string | null): Promise<Cart> {
  return ownerId ? (await keptPricing(deps, ownerId)).cart : EMPTY_CART;
}

/** The cart as GET /api/cart sends it: checked against its schema and encoded once per pricing. */
export async function cartAnswer(deps: Deps, ownerId: string | null): Promise<CachedAnswer> {
  if (!ownerId) return EMPTY_ANSWER;
  const pricing = await keptPricing(deps, ownerId);
  pricing.answer ??= new CachedAnswer(JSON.stringify(cartSchema.parse(pricing.cart)));
  return pricing.answer;
}

/**
 * The cart read from the database itself, for a write that decides on it (a checkout's quote checks
 * the stock of what it reads): never a kept copy, whose products may lag a sale by a notice.
 */
export async function cartFromDatabase(deps: Deps, ownerId: string): Promise<Cart> {
  const [lines, rates] = await Promise.all([
    deps.services.cart.linesWithProducts(ownerId),
    deps.services.rates.rates(),
  ]);
  return priceLines(lines, rates);
}

async function keptPricing(deps: Deps, ownerId: string) {
  const [lines, rates] = await Promise.all([deps.cartCache.linesWithProducts(ownerId), deps.services.rates.rates()]);
  let pricing = pricings.get(lines);
  if (pricing?.rates !== rates) {
    pricing = { rates, cart: priceLines(lines, rates) };
    pricings.set(lines, pricing);
  }
  return pricing;
}

function priceLines(lines: readonly LineWithProduct[], rates: RateTable): Cart {
  return buildCart(
    lines.flatMap(({ line, product: row }) => {
      // A cart line shows no rating: none is read.
      const product = toProduct(row, rates, null);
      const options = storedOptions(product, line);
      return options ? [{ id: line.id, quantity: line.quantity, options, product }] : [];
    }),
  );
}

/**
 * A stored line's options as its product offers them now; null when it no longer does (a size
 * or a script the admin took away): such a line is left out of the cart, like a piece removed.
 */
function storedOptions(product: Product, item: LinePiece): LineOptions | null {
  const checked = lineOptionsOf(product, { size: item.size || undefined, engraving: item.engraving || undefined });
  return 'options' in checked ? checked.options : null;
}
