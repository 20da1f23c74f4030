import { and, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderList, AdminOrdersQuery } from '#domain/admin/admin-orders.ts';
import type { Db } from '#server/db/client.ts';
import { escapeLike } from '#server/lib/sql-text.ts';
import { withLines } from './order-rows.ts';
import { orderItems, orders } from './orders.tables.ts';

/** The list's conditions: the status, and the search in the customer and in the items. */
function adminConditions(db: Db, query: AdminOrdersQuery): SQL[] {
  const where: SQL[] = [];
  // The fulfilment statuses are those of orders whose money is as it was paid.
  if (query.status !== 'all') where.push(eq(orders.status, query.status), eq(orders.paymentStatus, 'paid'));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    where.push(
      or(
        ilike(orders.userEmail, pattern),
        ilike(orders.userName, pattern),
        ilike(orders.number, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(orderItems)
            .where(
              and(
                eq(orderItems.orderId, orders.id),
                or(ilike(orderItems.name, pattern), ilike(orderItems.category, pattern)),
              ),
            ),
        ),
      ) as SQL,
    );
  }
  return where;
}

export function createAdminOrderList(db: Db) {
  return {
    /**
     * The dashboard's list: by status, and searched in the customer's e-mail and name and in the
     * names and categories of the items; newest first, a page at a time.
     */
    async adminList(query: AdminOrdersQuery): Promise<AdminOrderList> {
      const where = adminConditions(db, query);
      const condition = where.length ? and(...where) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(condition)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(orders).where(condition),
      ]);
      const total = counted?.total ?? 0;
      return {
        items: await withLines(db, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },
  };
}
