import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { cartItems } from './cart.tables.ts';

type ProductLines = ReadonlyArray<{ productId: string; quantity: number }>;

/** What an order takes out of its buyer's cart, and puts back when it could not be completed. */
export function createBoughtLines(db: Db) {
  return {
    /**
     * Takes the pieces an order has just bought out of the cart: each line loses the ordered
     * quantity (pieces added after the quote stay), and goes when nothing is left. Returns how
     * many pieces were taken from each product's line, so `giveBack` can undo exactly that.
     */
    async takeBought(ownerId: string, lines: ProductLines): Promise<Array<{ productId: string; quantity: number }>> {
      const taken: Array<{ productId: string; quantity: number }> = [];
      for (const line of lines) {
        const [before] = await db
          .select({ quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.ownerId, ownerId), eq(cartItems.productId, line.productId)))
          .for('update');
        if (!before) continue;
        if (before.quantity > line.quantity) {
          await db
            .update(cartItems)
            .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}`, updatedAt: new Date() })
            .where(and(eq(cartItems.ownerId, ownerId), eq(cartItems.productId, line.productId)));
          taken.push({ productId: line.productId, quantity: line.quantity });
        } else {
          await db
            .delete(cartItems)
            .where(and(eq(cartItems.ownerId, ownerId), eq(cartItems.productId, line.productId)));
          taken.push({ productId: line.productId, quantity: before.quantity });
        }
      }
      return taken;
    },

    /** Puts back pieces `takeBought` took (an order that could not be completed), whatever was added since. */
    async giveBack(ownerId: string, lines: ProductLines): Promise<void> {
      for (const line of lines) {
        await db
          .insert(cartItems)
          .values({ id: newId('line'), ownerId, productId: line.productId, quantity: line.quantity })
          .onConflictDoUpdate({
            target: [cartItems.ownerId, cartItems.productId],
            set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
          });
      }
    },
  };
}
