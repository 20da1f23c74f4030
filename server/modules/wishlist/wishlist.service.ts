import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { escapeLike } from '#server/lib/sql-text.ts';
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

    /** Whether this owner has saved anything (a visitor id the shop has seen, not one a client made up). */
    async hasItems(ownerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: wishlistItems.id })
        .from(wishlistItems)
        .where(eq(wishlistItems.ownerId, ownerId))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Removes whole wishlists of owners whose id starts with `ownerPrefix` (visitors) when nothing
     * was saved on them since `cutoff`, at most `owners` wishlists at a time. Returns the items removed.
     */
    async removeIdleWishlists(ownerPrefix: string, cutoff: Date, owners: number): Promise<number> {
      const idle = db
        .select({ ownerId: wishlistItems.ownerId })
        .from(wishlistItems)
        .where(like(wishlistItems.ownerId, `${escapeLike(ownerPrefix)}%`))
        .groupBy(wishlistItems.ownerId)
        .having(sql`max(${wishlistItems.createdAt}) < ${cutoff.toISOString()}::timestamptz`)
        .limit(owners);
      const removed = await db
        .delete(wishlistItems)
        .where(inArray(wishlistItems.ownerId, idle))
        .returning({ id: wishlistItems.id });
      return removed.length;
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
