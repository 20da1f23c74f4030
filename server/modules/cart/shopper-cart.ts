import { and, asc, eq, sql } from 'drizzle-orm';
import type { LineOptions } from '#domain/options/line-options.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { cartItems } from './cart.tables.ts';

/**
 * Which piece a line holds: a product, made to a size and engraved as chosen ('' for none of
 * either). A cart has one line per piece.
 */
export interface LinePiece {
  productId: string;
  size: string;
  engraving: string;
}

export const pieceColumns = ({ productId, size, engraving }: LinePiece): LinePiece => ({ productId, size, engraving });

/** The line of the piece bought with these options (none: an order line kept before pieces had them). */
export const linePiece = (productId: string, options: LineOptions | undefined): LinePiece => ({
  productId,
  size: options?.size?.value ?? '',
  engraving: options?.engraving ?? '',
});

export interface CartItem extends LinePiece {
  id: string;
  quantity: number;
}

const columns = {
  id: cartItems.id,
  productId: cartItems.productId,
  size: cartItems.size,
  engraving: cartItems.engraving,
  quantity: cartItems.quantity,
};

/** The line's identity as the unique index has it: conflicts on the same piece add up. */
export const LINE_TARGET = [cartItems.ownerId, cartItems.productId, cartItems.size, cartItems.engraving];

/** The condition that picks one piece's line of one owner. */
export const pieceLine = (ownerId: string, piece: LinePiece) =>
  and(
    eq(cartItems.ownerId, ownerId),
    eq(cartItems.productId, piece.productId),
    eq(cartItems.size, piece.size),
    eq(cartItems.engraving, piece.engraving),
  );

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

    /**
     * Adds pieces (raising the quantity of their line if there is one), unless the line would then
     * hold more than `limit`. Returns the line's new quantity, or null when refused.
     */
    async add(ownerId: string, piece: LinePiece, quantity: number, limit: number): Promise<number | null> {
      if (quantity > limit) return null;
      const [row] = await db
        .insert(cartItems)
        .values({ id: newId('line'), ownerId, ...pieceColumns(piece), quantity })
        .onConflictDoUpdate({
          target: LINE_TARGET,
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

    /** Sets a piece's line to exactly `quantity` pieces, creating it if needed (used to put a cart back). */
    async put(ownerId: string, piece: LinePiece, quantity: number): Promise<void> {
      await db
        .insert(cartItems)
        .values({ id: newId('line'), ownerId, ...pieceColumns(piece), quantity })
        .onConflictDoUpdate({
          target: LINE_TARGET,
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
