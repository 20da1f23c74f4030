/**
 * The wishlist of a shopper (a signed-in user or a visitor): saved pieces at today's prices, and
 * moving one into the cart. Routes: server/routes/wishlist.ts.
 */
import type { Cart } from '#domain/cart/cart.ts';
import { AppError } from '#domain/errors.ts';
import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import { addToCart } from './cart-actions.ts';
import { productOrNotFound, productsById, type ShopperListDeps as Deps } from './priced-products.ts';

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
        nameAr: product.nameAr,
        category: product.category,
        image: product.images[0] ?? null,
        price: product.price,
        weight: product.weight,
        size: product.size,
        stock: product.stock,
        isAvailable: product.stock > 0,
        sized: product.sizes.length > 0,
        engravable: product.engraving !== null,
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
    throw new AppError('not_found', 'problem.wishlist.itemGone');
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
  if (!ownerId || !entry) throw new AppError('not_found', 'problem.wishlist.itemGone');
  const cart = await addToCart(deps, ownerId, entry.productId, 1);
  await deps.services.wishlist.remove(ownerId, itemId);
  return { cart, wishlist: await wishlistOf(deps, ownerId) };
}
