import { inArray, like, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { escapeLike } from '#server/lib/sql-text.ts';
import { cartItems } from './cart.tables.ts';

/** The clean-up of visitors' carts nobody touched for a while. */
export function createIdleCarts(db: Db) {
  return {
    /**
     * Removes whole carts of owners whose id starts with `ownerPrefix` (visitors) when none of their
     * lines changed since `cutoff`, at most `owners` carts at a time. Returns the lines removed.
     */
    async removeIdleCarts(ownerPrefix: string, cutoff: Date, owners: number): Promise<number> {
      const idle = db
        .select({ ownerId: cartItems.ownerId })
        .from(cartItems)
        .where(like(cartItems.ownerId, `${escapeLike(ownerPrefix)}%`))
        .groupBy(cartItems.ownerId)
        .having(sql`max(${cartItems.updatedAt}) < ${cutoff.toISOString()}::timestamptz`)
        .limit(owners);
      const removed = await db
        .delete(cartItems)
        .where(inArray(cartItems.ownerId, idle))
        .returning({ id: cartItems.id });
      return removed.length;
    },
  };
}
