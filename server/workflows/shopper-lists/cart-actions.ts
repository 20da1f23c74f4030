/**
 * The cart of a shopper (a signed-in user or a visitor, by owner id): read, add, change and remove
 * lines, every line priced at today's rates. Routes: server/routes/cart.ts.
 */
import { buildCart, MAX_CART_LINES, MAX_LINE_QUANTITY, type Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import { AppError } from '#domain/errors.ts';
import type { CartItem } from '#server/modules/cart/cart.service.ts';
import { productOrNotFound, productsById, type ShopperListDeps as Deps } from './priced-products.ts';

/** The most one line can hold: what is in stock, and never more than MAX_LINE_QUANTITY. */
const lineLimit = (product: Product) => Math.min(product.stock, MAX_LINE_QUANTITY);

/** A piece's name as a refusal names it: in the shopper's language when it has one. */
const nameOf = (product: Product) => ({ en: product.name, ar: product.nameAr });

/** The cart of `ownerId` (null: a visitor who has none yet), every line priced at today's rates. */
export async function cartOf(deps: Deps, ownerId: string | null): Promise<Cart> {
  if (!ownerId) return buildCart([]);
  return cartWith(deps, await deps.services.cart.items(ownerId), new Map());
}

/** Cart lines priced: the products already read are reused, the others read in one query. */
async function cartWith(deps: Deps, items: CartItem[], known: Map<string, Product>): Promise<Cart> {
  const missing = items.filter((item) => !known.has(item.productId)).map((item) => item.productId);
  const products = missing.length ? new Map([...known, ...(await productsById(deps, missing))]) : known;
  return buildCart(
    items.flatMap((item) => {
      const product = products.get(item.productId);
      return product ? [{ id: item.id, quantity: item.quantity, product }] : [];
    }),
  );
}

/** Adds pieces of a product; a product already in the cart gets a higher quantity, up to the stock. */
export async function addToCart(deps: Deps, ownerId: string, productId: string, quantity: number): Promise<Cart> {
  const lines = await deps.services.cart.items(ownerId);
  // The piece and the cart's pieces in one read, reused for the cart answered (no second read).
  const products = await productsById(deps, [productId, ...lines.map((line) => line.productId)]);
  const product = products.get(productId);
  if (!product) throw new AppError('not_found', 'problem.catalog.pieceGone');
  if (product.stock === 0)
    throw new AppError('out_of_stock', { reason: 'problem.cart.outOfStock', values: { name: nameOf(product) } });
  // A bound on every amount a cart can come to (domain/money-limits.ts).
  if (lines.length >= MAX_CART_LINES && !lines.some((line) => line.productId === productId)) {
    throw new AppError('conflict', { reason: 'problem.cart.full', values: { max: MAX_CART_LINES } });
  }
  const added = await deps.services.cart.add(ownerId, productId, quantity, lineLimit(product));
  if (added === null) {
    const inCart =
      (await deps.services.cart.items(ownerId)).find((item) => item.productId === productId)?.quantity ?? 0;
    throw new AppError('out_of_stock', {
      reason: inCart ? 'problem.cart.onlyNCanBeOrderedWithCart' : 'problem.cart.onlyNCanBeOrdered',
      values: { count: lineLimit(product), name: nameOf(product), inCart },
    });
  }
  // The lines read again (another tab may have changed them meanwhile), priced with what was read.
  return cartWith(deps, await deps.services.cart.items(ownerId), products);
}

export async function setCartQuantity(deps: Deps, ownerId: string, lineId: string, quantity: number): Promise<Cart> {
  const item = await deps.services.cart.item(ownerId, lineId);
  if (!item) throw new AppError('not_found', 'problem.cart.itemGone');
  const product = await productOrNotFound(deps, item.productId);
  if (quantity > lineLimit(product)) {
    throw new AppError('out_of_stock', {
      reason: 'problem.cart.onlyNCanBeOrdered',
      values: { count: lineLimit(product), name: nameOf(product) },
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
