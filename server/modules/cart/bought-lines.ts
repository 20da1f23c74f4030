import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { cartItems } from './cart.tables.ts';
import { LINE_TARGET, pieceColumns, pieceLine, type LinePiece } from './shopper-cart.ts';

type PieceLines = ReadonlyArray<LinePiece & { quantity: number }>;

/** What an order takes out of its buyer's cart, and puts back when it could not be completed. */
export function createBoughtLines(db: Db) {
  return {
    /**
     * Takes the pieces an order has just bought out of the cart: each line loses the ordered
     * quantity (pieces added after the quote stay), and goes when nothing is left. Returns how
     * many pieces were taken from each piece's line, so `giveBack` can undo exactly that.
     */
    async takeBought(ownerId: string, lines: PieceLines): Promise<Array<LinePiece & { quantity: number }>> {
      const taken: Array<LinePiece & { quantity: number }> = [];
      for (const line of lines) {
        const [before] = await db
          .select({ quantity: cartItems.quantity })
          .from(cartItems)
          .where(pieceLine(ownerId, line))
          .for('update');
        if (!before) continue;
        if (before.quantity > line.quantity) {
          await db
            .update(cartItems)
            .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}`, updatedAt: new Date() })
            .where(pieceLine(ownerId, line));
          taken.push({ ...pieceColumns(line), quantity: line.quantity });
        } else {
          await db.delete(cartItems).where(pieceLine(ownerId, line));
          taken.push({ ...pieceColumns(line), quantity: before.quantity });
        }
      }
      return taken;
    },

    /** Puts back pieces `takeBought` took (an order that could not be completed), whatever was added since. */
    async giveBack(ownerId: string, lines: PieceLines): Promise<void> {
      for (const line of lines) {
        await db
          .insert(cartItems)
          .values({ id: newId('line'), ownerId, ...pieceColumns(line), quantity: line.quantity })
          .onConflictDoUpdate({
            target: LINE_TARGET,
            set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
          });
      }
    },
  };
}
