import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { cartItems } from './cart.tables.ts';

export interface CartItem {
  id: string;
  productId: string;
  quantity: number;
}

const columns = { id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity };

/** One shopper's lines as the shopper changes them. */
export function createShopperCart(db: Db) {
  return {
    async items(ownerId: string): Promise<CartItem[]> {
      return db
        .select(columns)
        .from(cartItems)
        .where(eq(cartItems.ownerId, ownerId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    },

    async item(ownerId: string, lineId: string): Promise<CartItem | undefined> {
      const [row] = await db
        .select(columns)
        .from(cartItems)
        .where(and(eq(cartItems.ownerId, ownerId), eq(cartItems.id, lineId)));
      return row;
    },

    /**
     * Adds pieces of a product (raising the quantity of its line if there is one), unless the
     * line would then hold more than `limit`. Returns the line's new quantity, or null when refused.
     */
    async add(ownerId: string, productId: string, quantity: number, limit: number): Promise<number | null> {
      if (quantity > limit) return null;
      const [row] = await db
        .insert(cartItems)
        .values({ id: newId('line'), ownerId, productId, quantity })
        .onConflictDoUpdate({
          target: [cartItems.ownerId, cartItems.productId],
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
          setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${limit}`,
        })
        .returning({ quantity: cartItems.quantity });
      return row?.quantity ?? null;
    },

    async setQuantity(ownerId: string, lineId: string, quantity: number): Promise<boolean> {
      const updated = await db
        .update(cartItems)
        .set({ quantity, updatedAt: new Date() })
        .where(and(eq(cartItems.ownerId, ownerId), eq(cartItems.id, lineId)))
        .returning({ id: cartItems.id });
      return updated.length > 0;
    },

    async remove(ownerId: string, lineId: string): Promise<boolean> {
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.ownerId, ownerId), eq(cartItems.id, lineId)))
        .returning({ id: cartItems.id });
      return removed.length > 0;
    },

    async clear(ownerId: string): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.ownerId, ownerId));
    },

    /** Sets a product's line to exactly `quantity` pieces, creating it if needed (used to put a cart back). */
    async put(ownerId: string, productId: string, quantity: number): Promise<void> {
      await db
        .insert(cartItems)
        .values({ id: newId('line'), ownerId, productId, quantity })
        .onConflictDoUpdate({
          target: [cartItems.ownerId, cartItems.productId],
          set: { quantity, updatedAt: new Date() },
        });
    },

    /** Whether this owner has any line (a visitor id the shop has seen, not one a client made up). */
    async hasItems(ownerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(eq(cartItems.ownerId, ownerId))
        .limit(1);
      return row !== undefined;
    },
  };
}
