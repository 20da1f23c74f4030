import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { wishlistItems } from './wishlist.tables.ts';

export interface WishlistEntry {
  id: string;
  productId: string;
  createdAt: Date;
}

const columns = { id: wishlistItems.id, productId: wishlistItems.productId, createdAt: wishlistItems.createdAt };

/** One shopper's saved pieces, always scoped by the owner. */
export function createWishlistService(db: Db) {
  return {
    async entries(ownerId: string): Promise<WishlistEntry[]> {
      return db
        .select(columns)
        .from(wishlistItems)
        .where(eq(wishlistItems.ownerId, ownerId))
        .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
    },

    async entry(ownerId: string, itemId: string): Promise<WishlistEntry | undefined> {
      const [row] = await db
        .select(columns)
        .from(wishlistItems)
        .where(and(eq(wishlistItems.ownerId, ownerId), eq(wishlistItems.id, itemId)));
      return row;
    },

    /** Saves a product once; saving it again changes nothing. */
    async add(ownerId: string, productId: string): Promise<void> {
      await db
        .insert(wishlistItems)
        .values({ id: newId('wish'), ownerId, productId })
        .onConflictDoNothing({ target: [wishlistItems.ownerId, wishlistItems.productId] });
    },

    async remove(ownerId: string, itemId: string): Promise<boolean> {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.ownerId, ownerId), eq(wishlistItems.id, itemId)))
        .returning({ id: wishlistItems.id });
      return removed.length > 0;
    },

    async clear(ownerId: string): Promise<void> {
      await db.delete(wishlistItems).where(eq(wishlistItems.ownerId, ownerId));
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
