import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '#domain/cart/cart.ts';
import { visitorOwnerFromCookies } from '#server/lib/shopper.ts';
import { moduleServices } from '#server/modules/services.ts';
import type { WorkflowDeps } from '#server/workflows/workflow-deps.ts';

type MergeDeps = Pick<WorkflowDeps, 'db' | 'services'>;

/**
 * The wishlist and cart merge at sign-in: what app.ts gives Better Auth as its `onSignedIn` hook
 * (server/modules/accounts/better-auth.ts calls it after a sign-in or a registration with the request's
 * cookies). A visitor who signs in or registers keeps what they put in their cart and wishlist.
 */
export function mergeAtSignIn(deps: MergeDeps) {
  return async (userId: string, cookieHeader: string | null): Promise<void> => {
    const visitor = visitorOwnerFromCookies(cookieHeader);
    if (visitor) await mergeVisitorIntoUser(deps, visitor, userId);
  };
}

/**
 * At sign-in or registration the visitor's cart and wishlist join the user's: quantities of the
 * same piece add up (a product's lines together never past its stock), saved pieces are saved once, and the visitor's lists are gone. A cart
 * never grows past MAX_CART_LINES lines: the visitor's pieces beyond it are not added.
 */
export async function mergeVisitorIntoUser(deps: MergeDeps, visitorOwner: string, userId: string): Promise<void> {
  const rates = await deps.services.rates.rates();
  await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    // One after another: a transaction is one connection, which runs one statement at a time.
    const visitorCart = await s.cart.items(visitorOwner);
    const userCart = await s.cart.items(userId);
    const visitorWishes = await s.wishlist.entries(visitorOwner);
    if (visitorCart.length === 0 && visitorWishes.length === 0) return;
    const stock = new Map(
      (
        await s.catalog.getMany(
          visitorCart.map((item) => item.productId),
          rates,
        )
      ).map((p) => [p.id, p.stock]),
    );
    let lines = userCart.length;
    // Pieces of each product in the user's cart, all lines (sizes, engravings) together: never past its stock.
    const held = new Map<string, number>();
    for (const line of userCart) held.set(line.productId, (held.get(line.productId) ?? 0) + line.quantity);
    for (const item of visitorCart) {
      const already =
        userCart.find(
          (line) => line.productId === item.productId && line.size === item.size && line.engraving === item.engraving,
        )?.quantity ?? 0;
      if (already === 0 && lines >= MAX_CART_LINES) continue;
      const room = (stock.get(item.productId) ?? 0) - (held.get(item.productId) ?? 0);
      const quantity = Math.min(already + Math.min(item.quantity, room), MAX_LINE_QUANTITY);
      if (quantity <= already) continue;
      await s.cart.put(userId, item, quantity);
      held.set(item.productId, (held.get(item.productId) ?? 0) + quantity - already);
      if (already === 0) lines++;
    }
    for (const wish of visitorWishes) await s.wishlist.add(userId, wish.productId);
    await s.cart.clear(visitorOwner);
    await s.wishlist.clear(visitorOwner);
  });
}
