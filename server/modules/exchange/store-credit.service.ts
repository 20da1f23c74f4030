import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { StoreCredit, StoreCreditReason } from '#domain/exchange/store-credit.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { users } from '../accounts/accounts.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { storeCreditEntries } from './gold-purchases.tables.ts';

export interface NewCreditEntry {
  userId: string;
  amountCents: number;
  reason: StoreCreditReason;
  /** What moved it: the gold purchase's id, or the order's for credit spent or given back. */
  reference: string;
  createdBy: string | null;
}

/**
 * A customer's store credit: signed entries whose sum is the balance. `add` must run inside a
 * transaction: it locks the customer's row, so two movements of one account (two checkouts at
 * once, say) never both pass the balance check, and refuses one that would take it below zero.
 */
export function createStoreCreditService(db: Db) {
  const balanceOf = async (userId: string): Promise<number> => {
    const [row] = await db
      .select({ balance: sql<string>`coalesce(sum(${storeCreditEntries.amountCents}), 0)` })
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.userId, userId));
    return Number(row?.balance ?? 0);
  };

  /** Adds the entry once per (reason, reference): false when that movement was already made. */
  const add = async (entry: NewCreditEntry): Promise<boolean> => {
    await db.select({ id: users.id }).from(users).where(eq(users.id, entry.userId)).for('update');
    const [added] = await db
      .insert(storeCreditEntries)
      .values({ id: newId('scr'), ...entry })
      .onConflictDoNothing({ target: [storeCreditEntries.reason, storeCreditEntries.reference] })
      .returning({ id: storeCreditEntries.id });
    if (!added) return false;
    if ((await balanceOf(entry.userId)) < 0) throw new AppError('conflict', 'problem.storeCredit.belowZero');
    return true;
  };

  /** The credit an order spent, and whose it was; undefined when it spent none. */
  const spentOn = async (orderId: string) => {
    const [row] = await db
      .select({ userId: storeCreditEntries.userId, amountCents: storeCreditEntries.amountCents })
      .from(storeCreditEntries)
      .where(and(eq(storeCreditEntries.reason, 'order'), eq(storeCreditEntries.reference, orderId)));
    return row && { userId: row.userId, cents: -row.amountCents };
  };

  /** The credit given back from an order so far: whole (its id) or by returned line (`<order id>:<return id>`). */
  const returnedForOrder = async (orderId: string): Promise<number> => {
    const [row] = await db
      .select({ cents: sql<string>`coalesce(sum(${storeCreditEntries.amountCents}), 0)` })
      .from(storeCreditEntries)
      .where(
        and(
          eq(storeCreditEntries.reason, 'order_return'),
          sql`(${storeCreditEntries.reference} = ${orderId} or starts_with(${storeCreditEntries.reference}, ${`${orderId}:`}))`,
        ),
      );
    return Number(row?.cents ?? 0);
  };

  return {
    balanceOf,
    add,

    returnedForOrder,

    /**
     * Gives back what is left of the credit an order spent (the order was cancelled or its card
     * refunded in full; returned lines gave back their part already), once: the cents given back
     * by this call, 0 when it spent none or they went back before.
     */
    async returnForOrder(orderId: string): Promise<number> {
      const spent = await spentOn(orderId);
      if (!spent) return 0;
      const left = spent.cents - (await returnedForOrder(orderId));
      if (left <= 0) return 0;
      const added = await add({
        userId: spent.userId,
        amountCents: left,
        reason: 'order_return',
        reference: orderId,
        createdBy: null,
      });
      return added ? left : 0;
    },

    /** Gives back part of an order's credit for one returned line, once per return. */
    async returnForLine(orderId: string, returnId: string, cents: number): Promise<void> {
      const spent = await spentOn(orderId);
      if (!spent || cents <= 0) return;
      await add({
        userId: spent.userId,
        amountCents: cents,
        reason: 'order_return',
        reference: `${orderId}:${returnId}`,
        createdBy: null,
      });
    },

    /** Takes back a movement as if never made: the credit an order spent, when that order is undone before it stood. */
    async remove(reason: StoreCreditReason, reference: string): Promise<void> {
      await db
        .delete(storeCreditEntries)
        .where(and(eq(storeCreditEntries.reason, reason), eq(storeCreditEntries.reference, reference)));
    },

    async statement(userId: string): Promise<StoreCredit> {
      const rows = await db
        .select({
          amountCents: storeCreditEntries.amountCents,
          reason: storeCreditEntries.reason,
          createdAt: storeCreditEntries.createdAt,
          orderNumber: orders.number,
        })
        .from(storeCreditEntries)
        // An order's movement names the order, or the order and one of its returns.
        .leftJoin(orders, eq(orders.id, sql`split_part(${storeCreditEntries.reference}, ':', 1)`))
        .where(eq(storeCreditEntries.userId, userId))
        .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id));
      return {
        balanceCents: rows.reduce((sum, row) => sum + row.amountCents, 0),
        entries: rows.map((row) => ({
          amountCents: row.amountCents,
          reason: row.reason,
          orderNumber: row.reason === 'exchange' ? null : row.orderNumber,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type StoreCreditService = ReturnType<typeof createStoreCreditService>;
