import { and, count, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders } from './orders.tables.ts';

/** Money kept from orders: totals less refunds. */
const keptCents = sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)`.mapWith(Number);

/** The dashboard's order figures: the overview's counts, revenue per day, and each customer's spending. */
export function createOrderFigures(db: Db) {
  return {
    /** Per customer: how many orders and how much spent (cents, refunds taken off), cancelled orders left out. */
    async totalsByUser(userIds: readonly string[]): Promise<Map<string, { orderCount: number; totalSpent: number }>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: orders.userId, orderCount: count(), totalSpent: keptCents })
        .from(orders)
        .where(and(inArray(orders.userId, [...userIds]), ne(orders.status, 'cancelled')))
        .groupBy(orders.userId);
      return new Map(rows.map((row) => [row.userId, { orderCount: row.orderCount, totalSpent: row.totalSpent }]));
    },

    /**
     * The overview's order figures: all orders, pending ones (money as paid), and revenue of
     * confirmed ones (shipped and delivered too), refunds taken off and money held or lost in a dispute left out.
     */
    async figures(): Promise<{ orders: number; pending: number; revenue: number }> {
      const [row] = await db
        .select({
          orders: count(),
          pending:
            sql<number>`count(*) filter (where ${orders.status} = 'pending' and ${orders.paymentStatus} = 'paid')`.mapWith(
              Number,
            ),
          revenue:
            sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}) filter (where ${orders.status} in ('confirmed', 'shipped', 'delivered') and ${orders.paymentStatus} in ('paid', 'partially_refunded', 'refunded')), 0)`.mapWith(
              Number,
            ),
        })
        .from(orders);
      return row!;
    },

    /** Orders and revenue (cents, refunds taken off, orders not cancelled) per UTC day, for `days` days up to `until`. */
    async daily(days: number, until: Date): Promise<Array<{ date: string; orders: number; revenue: number }>> {
      const dayOf = (date: Date) => date.toISOString().slice(0, 10);
      const first = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate() - (days - 1)));
      const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ date: day, orders: count(), revenue: keptCents })
        .from(orders)
        .where(and(gte(orders.createdAt, first), ne(orders.status, 'cancelled')))
        .groupBy(day);
      const byDay = new Map(rows.map((row) => [row.date, row]));
      return Array.from({ length: days }, (_, i) => {
        const date = dayOf(new Date(first.getTime() + i * 86_400_000));
        return { date, orders: byDay.get(date)?.orders ?? 0, revenue: byDay.get(date)?.revenue ?? 0 };
      });
    },
  };
}
