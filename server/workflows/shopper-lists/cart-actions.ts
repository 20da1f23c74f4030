/**
 * The cart of a shopper (a signed-in user or a visitor, by owner id): add, change and remove lines,
 * each answered with the whole cart priced at today's rates (cart-reads.ts). Routes: server/routes/cart.ts.
 */
import { MAX_CART_LINES, MAX_LINE_QUANTITY, piecesByProduct, type Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import { AppError } from '#domain/errors.ts';
import type { CartItem } from '#server/modules/cart/cart.service.ts';
import { toProduct } from '#server/modules/catalog/catalog.service.ts';
import { linePiece, type LinePiece } from '#server/modules/cart/shopper-cart.ts';
import { lineOptionsOf, type OptionsRefusal } from '#domain/options/line-choice.ts';
import type { LineOptionsInput } from '#domain/options/line-options.ts';
import { cartOf } from './cart-reads.ts';
import { productOrNotFound, type ShopperListDeps as Deps } from './priced-products.ts';

/**
 * The most one line can hold: what is in stock less what the product's other lines (other sizes or
 * engravings) hold, and never more than MAX_LINE_QUANTITY.
 */
const lineLimit = (product: Product, inOtherLines = 0) =>
  Math.max(0, Math.min(product.stock - inOtherLines, MAX_LINE_QUANTITY));

/** Pieces of `productId` in the lines other than `lineId`. */
const inOtherLines = (items: readonly CartItem[], productId: string, lineId: string | null) =>
  piecesByProduct(items.filter((item) => item.id !== lineId)).get(productId) ?? 0;

/** Options the product does not offer: a 400 with the sentence that says why. */
function optionsError(refusal: OptionsRefusal): AppError {
  const { reason, ...values } = refusal;
  return new AppError('invalid_input', { reason, values }, { [optionsField(refusal)]: { reason, values } });
}

const SIZE_REFUSALS: ReadonlySet<OptionsRefusal['reason']> = new Set([
  'problem.options.sizeRequired',
  'problem.options.notSized',
  'problem.options.sizeNotMade',
]);
const optionsField = (refusal: OptionsRefusal) =>
  SIZE_REFUSALS.has(refusal.reason) ? 'options.size' : 'options.engraving';

/** A piece's name as a refusal names it: in the shopper's language when it has one. */
const nameOf = (product: Product) => ({ en: product.name, ar: product.nameAr });

/**
 * Adds pieces of a product made with `optionsInput` (a sized piece needs its size); the same piece
 * already in the cart gets a higher quantity, and all the product's lines together stay within its stock.
 */
export async function addToCart(
  deps: Deps,
  ownerId: string,
  productId: string,
  quantity: number,
  optionsInput?: LineOptionsInput,
): Promise<Cart> {
  // The cart's lines with their products, the piece and today's rates in one round trip.
  const [rows, row, rates] = await Promise.all([
    deps.services.cart.linesWithProducts(ownerId),
    deps.services.catalog.row(productId),
    deps.services.rates.rates(),
  ]);
  if (!row) throw new AppError('not_found', 'problem.catalog.pieceGone');
  const product = toProduct(row, rates, null);
  const lines = rows.map(({ line }) => line);
  if (product.stock === 0)
    throw new AppError('out_of_stock', { reason: 'problem.cart.outOfStock', values: { name: nameOf(product) } });
  const checked = lineOptionsOf(product, optionsInput);
  if ('refusal' in checked) throw optionsError(checked.refusal);
  const piece = linePiece(productId, checked.options);
  const sameLine = (line: LinePiece) =>
    line.productId === piece.productId && line.size === piece.size && line.engraving === piece.engraving;
  // A bound on every amount a cart can come to (domain/money-limits.ts).
  if (lines.length >= MAX_CART_LINES && !lines.some(sameLine)) {
    throw new AppError('conflict', { reason: 'problem.cart.full', values: { max: MAX_CART_LINES } });
  }
  const limit = lineLimit(product, inOtherLines(lines, productId, lines.find(sameLine)?.id ?? null));
  const added = await deps.services.cart.add(ownerId, piece, quantity, limit);
  if (added === null) {
    const inCart = piecesByProduct(await deps.services.cart.items(ownerId)).get(productId) ?? 0;
    throw new AppError('out_of_stock', {
      reason: inCart ? 'problem.cart.onlyNCanBeOrderedWithCart' : 'problem.cart.onlyNCanBeOrdered',
      values: { count: lineLimit(product), name: nameOf(product), inCart },
    });
  }
  // The lines read again: another tab may have changed them meanwhile.
  return cartOf(deps, ownerId);
}

export async function setCartQuantity(deps: Deps, ownerId: string, lineId: string, quantity: number): Promise<Cart> {
  const items = await deps.services.cart.items(ownerId);
  const item = items.find((line) => line.id === lineId);
  if (!item) throw new AppError('not_found', 'problem.cart.itemGone');
  const product = await productOrNotFound(deps, item.productId);
  const limit = lineLimit(product, inOtherLines(items, item.productId, lineId));
  if (quantity > limit) {
    throw new AppError('out_of_stock', {
      reason: 'problem.cart.onlyNCanBeOrdered',
      values: { count: limit, name: nameOf(product) },
    });
  }
  await deps.services.cart.setQuantity(ownerId, lineId, quantity);
  return cartOf(deps, ownerId);
}

export async function removeFromCart(deps: Deps, ownerId: string | null, lineId: string): Promise<Cart> {
  if (!ownerId || !(await deps.services.cart.remove(ownerId, lineId))) {
    throw new AppError('not_found', 'problem.cart.itemGone');
  }
  return cartOf(deps, ownerId);
}
