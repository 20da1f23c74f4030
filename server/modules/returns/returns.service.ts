import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { ReturnList, ReturnRequest, ReturnStatus } from '#domain/returns/return-request.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { orders } from '../orders/orders.tables.ts';
import { returnRequests, type ReturnRow } from './returns.tables.ts';

export type NewReturn = Pick<
  ReturnRow,
  'orderId' | 'lineIndex' | 'userId' | 'productId' | 'name' | 'quantity' | 'reason'
>;

function toReturn(row: ReturnRow, orderNumber: string): ReturnRequest {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber,
    lineIndex: row.lineIndex,
    productId: row.productId,
    name: row.name,
    quantity: row.quantity,
    reason: row.reason,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    note: row.note,
    refundCents: row.refundCents,
    creditCents: row.creditCents,
    refunded: row.refundedAt !== null,
  };
}

/** Returns of order lines: asked, listed, locked and decided (server/workflows/returns). */
export function createReturnsService(db: Db) {
  const withNumbers = async (where: SQL | undefined, limit: number, offset = 0) =>
    (
      await db
        .select({ row: returnRequests, number: orders.number })
        .from(returnRequests)
        .innerJoin(orders, eq(orders.id, returnRequests.orderId))
        .where(where)
        .orderBy(desc(returnRequests.requestedAt), desc(returnRequests.id))
        .limit(limit)
        .offset(offset)
    ).map(({ row, number }) => toReturn(row, number));

  return {
    /** The return asked for now; undefined when this line was asked for before (one per line). */
    async create(input: NewReturn): Promise<ReturnRequest | undefined> {
      const [row] = await db
        .insert(returnRequests)
        .values({ id: newId('ret'), ...input })
        .onConflictDoNothing()
        .returning();
      if (!row) return undefined;
      const [order] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, row.orderId));
      return toReturn(row, order!.number);
    },

    /** The lines of this order asked for already. */
    async askedLines(orderId: string): Promise<Set<number>> {
      const rows = await db
        .select({ lineIndex: returnRequests.lineIndex })
        .from(returnRequests)
        .where(eq(returnRequests.orderId, orderId));
      return new Set(rows.map((row) => row.lineIndex));
    },

    /** The row, locked until the caller's transaction ends. */
    async lock(id: string): Promise<ReturnRow | undefined> {
      const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
      return row;
    },

    async get(id: string): Promise<ReturnRequest | undefined> {
      return (await withNumbers(eq(returnRequests.id, id), 1))[0];
    },

    async decide(
      id: string,
      decision: {
        status: Exclude<ReturnStatus, 'requested'>;
        by: string;
        note: string | null;
        refundCents?: number;
        creditCents?: number;
      },
    ): Promise<void> {
      await db
        .update(returnRequests)
        .set({
          status: decision.status,
          decidedAt: new Date(),
          decidedBy: decision.by,
          note: decision.note,
          refundCents: decision.refundCents ?? 0,
          creditCents: decision.creditCents ?? 0,
        })
        .where(eq(returnRequests.id, id));
    },

    /** The card's part was given back at the gateway. */
    async markRefunded(id: string): Promise<void> {
      await db
        .update(returnRequests)
        .set({ refundedAt: new Date() })
        .where(and(eq(returnRequests.id, id), isNull(returnRequests.refundedAt)));
    },

    async forUser(userId: string): Promise<ReturnRequest[]> {
      return withNumbers(eq(returnRequests.userId, userId), 200);
    },

    async list(query: { status?: ReturnStatus; page: number; pageSize: number }): Promise<ReturnList> {
      const where = query.status ? eq(returnRequests.status, query.status) : undefined;
      const [total] = await db.select({ n: count() }).from(returnRequests).where(where);
      return {
        items: await withNumbers(where, query.pageSize, (query.page - 1) * query.pageSize),
        total: total?.n ?? 0,
      };
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
