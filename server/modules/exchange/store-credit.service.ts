import { desc, eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { StoreCredit, StoreCreditReason } from '#domain/exchange/store-credit.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { users } from '../accounts/accounts.tables.ts';
import { storeCreditEntries } from './gold-purchases.tables.ts';

export interface NewCreditEntry {
  userId: string;
  amountCents: number;
  reason: StoreCreditReason;
  reference: string;
  createdBy: string | null;
}

/**
 * A customer's store credit: signed entries whose sum is the balance. `add` must run inside a
 * transaction: it locks the customer's row, so two movements of one account never both pass the
 * balance check, and refuses one that would take the balance below zero.
 */
export function createStoreCreditService(db: Db) {
  const balanceOf = async (userId: string): Promise<number> => {
    const [row] = await db
      .select({ balance: sql<string>`coalesce(sum(${storeCreditEntries.amountCents}), 0)` })
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.userId, userId));
    return Number(row?.balance ?? 0);
  };

  return {
    balanceOf,

    /** Adds the entry once per (reason, reference): false when that movement was already made. */
    async add(entry: NewCreditEntry): Promise<boolean> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, entry.userId)).for('update');
      const [added] = await db
        .insert(storeCreditEntries)
        .values({ id: newId('scr'), ...entry })
        .onConflictDoNothing({ target: [storeCreditEntries.reason, storeCreditEntries.reference] })
        .returning({ id: storeCreditEntries.id });
      if (!added) return false;
      if ((await balanceOf(entry.userId)) < 0) throw new AppError('conflict', 'problem.storeCredit.belowZero');
      return true;
    },

    async statement(userId: string): Promise<StoreCredit> {
      const rows = await db
        .select()
        .from(storeCreditEntries)
        .where(eq(storeCreditEntries.userId, userId))
        .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id));
      return {
        balanceCents: rows.reduce((sum, row) => sum + row.amountCents, 0),
        entries: rows.map((row) => ({
          amountCents: row.amountCents,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type StoreCreditService = ReturnType<typeof createStoreCreditService>;
