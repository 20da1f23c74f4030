import { buildCart, MAX_CART_LINES, MAX_LINE_QUANTITY, type Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import { AppError } from '#domain/errors.ts';
import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import type { CartItem } from '#server/modules/cart/cart.service.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

type Deps = Pick<WorkflowDeps, 'services' | 'metals'>;

const pieces = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;

async function productsById(deps: Deps, ids: readonly string[]): Promise<Map<string, Product>> {
  const products = await deps.services.catalog.getMany(ids, await deps.metals.rates());
  return new Map(products.map((product) => [product.id, product]));
}

async function productOrNotFound(deps: Deps, productId: string): Promise<Product> {
  const product = await deps.services.catalog.get(productId, await deps.metals.rates());
  if (!product) throw new AppError('not_found', 'This piece is no longer in our collection.');
  return product;
}

/** The most one line can hold: what is in stock, and never more than MAX_LINE_QUANTITY. */
const lineLimit = (product: Product) => Math.min(product.stock, MAX_LINE_QUANTITY);

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
  if (!product) throw new AppError('not_found', 'This piece is no longer in our collection.');
  if (product.stock === 0) throw new AppError('out_of_stock', `Sorry, ${product.name} is out of stock.`);
  // A bound on every amount a cart can come to (domain/money-limits.ts).
  if (lines.length >= MAX_CART_LINES && !lines.some((line) => line.productId === productId)) {
    throw new AppError(
      'conflict',
      `A cart holds at most ${MAX_CART_LINES} different pieces. Please check out or remove a piece first.`,
    );
  }
  const added = await deps.services.cart.add(ownerId, productId, quantity, lineLimit(product));
  if (added === null) {
    const inCart =
      (await deps.services.cart.items(ownerId)).find((item) => item.productId === productId)?.quantity ?? 0;
    throw new AppError(
      'out_of_stock',
      `Only ${pieces(lineLimit(product))} of ${product.name} can be ordered` +
        (inCart ? ` and your cart already holds ${inCart}.` : '.'),
    );
  }
  // The lines read again (another tab may have changed them meanwhile), priced with what was read.
  return cartWith(deps, await deps.services.cart.items(ownerId), products);
}

export async function setCartQuantity(deps: Deps, ownerId: string, lineId: string, quantity: number): Promise<Cart> {
  const item = await deps.services.cart.item(ownerId, lineId);
  if (!item) throw new AppError('not_found', 'This item is no longer in your cart.');
  const product = await productOrNotFound(deps, item.productId);
  if (quantity > lineLimit(product)) {
    throw new AppError('out_of_stock', `Only ${pieces(lineLimit(product))} of ${product.name} can be ordered.`);
  }
  await deps.services.cart.setQuantity(ownerId, lineId, quantity);
  return cartOf(deps, ownerId);
}

export async function removeFromCart(deps: Deps, ownerId: string | null, lineId: string): Promise<Cart> {
  if (!ownerId || !(await deps.services.cart.remove(ownerId, lineId))) {
    throw new AppError('not_found', 'This item is no longer in your cart.');
  }
  return cartOf(deps, ownerId);
}

/** The wishlist of `ownerId`, each piece at today's price. */
export async function wishlistOf(deps: Deps, ownerId: string | null): Promise<Wishlist> {
  if (!ownerId) return { items: [], count: 0 };
  const entries = await deps.services.wishlist.entries(ownerId);
  const products = await productsById(
    deps,
    entries.map((entry) => entry.productId),
  );
  const items = entries.flatMap((entry) => {
    const product = products.get(entry.productId);
    if (!product) return [];
    return [
      {
        id: entry.id,
        productId: product.id,
        name: product.name,
        category: product.category,
        image: product.images[0] ?? null,
        price: product.price,
        weight: product.weight,
        size: product.size,
        stock: product.stock,
        isAvailable: product.stock > 0,
        addedAt: entry.createdAt.toISOString(),
      },
    ];
  });
  return { items, count: items.length };
}

export async function addToWishlist(deps: Deps, ownerId: string, productId: string): Promise<Wishlist> {
  await productOrNotFound(deps, productId);
  await deps.services.wishlist.add(ownerId, productId);
  return wishlistOf(deps, ownerId);
}

export async function removeFromWishlist(deps: Deps, ownerId: string | null, itemId: string): Promise<Wishlist> {
  if (!ownerId || !(await deps.services.wishlist.remove(ownerId, itemId))) {
    throw new AppError('not_found', 'This piece is no longer in your wishlist.');
  }
  return wishlistOf(deps, ownerId);
}

/** Moves a saved piece into the cart (one more of it), and off the wishlist once it is there. */
export async function moveToCart(
  deps: Deps,
  ownerId: string | null,
  itemId: string,
): Promise<{ cart: Cart; wishlist: Wishlist }> {
  const entry = ownerId ? await deps.services.wishlist.entry(ownerId, itemId) : undefined;
  if (!ownerId || !entry) throw new AppError('not_found', 'This piece is no longer in your wishlist.');
  const cart = await addToCart(deps, ownerId, entry.productId, 1);
  await deps.services.wishlist.remove(ownerId, itemId);
  return { cart, wishlist: await wishlistOf(deps, ownerId) };
}
