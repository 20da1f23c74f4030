import { and, asc, count, desc, eq, exists, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderList, AdminOrdersQuery } from '#domain/admin/admin-orders.ts';
import type { ShippingAddress } from '#domain/checkout/shipping.ts';
import { formatScaledDecimal, parseScaledDecimal } from '#domain/money.ts';
import { ORDER_NUMBER_PREFIX, type Order, type OrderLine, type PaymentGatewayKind } from '#domain/orders/order.ts';
import {
  disputeStage,
  orderStatus,
  paymentState,
  type DisputeStatus,
  type FulfilmentStatus,
  type PaymentState,
} from '#domain/orders/order-status.ts';
import type { Db } from '#server/db/client.ts';
import { escapeLike } from '#server/lib/sql-text.ts';
import { newId } from '#server/lib/ids.ts';
import { orderItems, orders } from './orders.tables.ts';

export interface NewOrder {
  userId: string;
  userEmail: string;
  userName: string;
  quoteId: string;
  shipping: ShippingAddress;
  lines: OrderLine[];
  itemCount: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  payment: { gateway: PaymentGatewayKind; reference: string; brand: string | null; last4: string | null };
}

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

function toOrder(row: OrderRow, items: ItemRow[]): Order {
  return {
    id: row.id,
    number: row.number,
    status: orderStatus(row.status, row.paymentStatus),
    createdAt: row.createdAt.toISOString(),
    customer: { name: row.userName, email: row.userEmail },
    shipping: {
      name: row.shipName,
      phone: row.shipPhone,
      street: row.shipStreet,
      city: row.shipCity,
      state: row.shipState,
      zip: row.shipZip,
    },
    lines: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      nameAr: item.nameAr,
      category: item.category,
      image: item.image,
      weight: parseScaledDecimal(item.weightGrams, 3) / 1000,
      quantity: item.quantity,
      unitPrice: item.unitPriceCents,
      lineTotal: item.lineTotalCents,
      breakup: item.breakup,
    })),
    itemCount: row.itemCount,
    subtotal: row.subtotalCents,
    tax: row.taxCents,
    total: row.totalCents,
    refunded: row.refundedCents,
    payment: { gateway: row.paymentGateway, reference: row.transactionId, brand: row.cardBrand, last4: row.cardLast4 },
  };
}

/** Orders and their lines (a snapshot of what was bought at the price charged). */
export function createOrdersService(db: Db) {
  async function withLines(rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const items = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderItems.id));
    return rows.map((row) =>
      toOrder(
        row,
        items.filter((item) => item.orderId === row.id),
      ),
    );
  }

  return {
    /**
     * Records an order and its lines, and returns it as `get` would; null when an order for this
     * payment already exists (the unique payment reference makes a second one impossible, even
     * from a concurrent request).
     */
    async create(order: NewOrder): Promise<Order | null> {
      const id = newId('ord');
      const [created] = await db
        .insert(orders)
        .values({
          id,
          number: sql`${ORDER_NUMBER_PREFIX} || nextval('order_number_seq')`,
          userId: order.userId,
          userEmail: order.userEmail,
          userName: order.userName,
          quoteId: order.quoteId,
          shipName: order.shipping.name,
          shipPhone: order.shipping.phone,
          shipStreet: order.shipping.street,
          shipCity: order.shipping.city,
          shipState: order.shipping.state,
          shipZip: order.shipping.zip,
          itemCount: order.itemCount,
          subtotalCents: order.subtotalCents,
          taxCents: order.taxCents,
          totalCents: order.totalCents,
          transactionId: order.payment.reference,
          paymentGateway: order.payment.gateway,
          cardBrand: order.payment.brand,
          cardLast4: order.payment.last4,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) return null;
      const items = await db
        .insert(orderItems)
        .values(
          order.lines.map((line, index) => ({
            // Sortable within the order, so its lines come back in the order they were bought.
            id: `${id.replace('ord_', 'item_')}_${String(index).padStart(3, '0')}`,
            orderId: id,
            productId: line.productId,
            name: line.name,
            nameAr: line.nameAr ?? null,
            category: line.category,
            image: line.image,
            weightGrams: formatScaledDecimal(Math.round(line.weight * 1000), 3),
            quantity: line.quantity,
            unitPriceCents: line.unitPrice,
            lineTotalCents: line.lineTotal,
            // The breakup as quoted: the order keeps what was paid, never a recomputation.
            breakup: line.breakup ?? null,
          })),
        )
        .returning();
      return toOrder(
        created,
        items.sort((a, b) => (a.id < b.id ? -1 : 1)),
      );
    },

    async get(id: string, userId?: string): Promise<Order | undefined> {
      const rows = await db
        .select()
        .from(orders)
        .where(userId ? and(eq(orders.id, id), eq(orders.userId, userId)) : eq(orders.id, id));
      return (await withLines(rows))[0];
    },

    /** These orders (those that exist), with their lines; in no particular order. */
    async getMany(ids: readonly string[]): Promise<Order[]> {
      if (ids.length === 0) return [];
      return withLines(
        await db
          .select()
          .from(orders)
          .where(inArray(orders.id, [...new Set(ids)])),
      );
    },

    async byPaymentReference(reference: string): Promise<Order | undefined> {
      const rows = await db.select().from(orders).where(eq(orders.transactionId, reference));
      return (await withLines(rows))[0];
    },

    /** A customer's own orders, newest first. */
    async listForUser(userId: string): Promise<Order[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return withLines(rows);
    },

    /**
     * The dashboard's list: by status, and searched in the customer's e-mail and name and in the
     * names and categories of the items; newest first, a page at a time.
     */
    async adminList(query: AdminOrdersQuery): Promise<AdminOrderList> {
      const where: SQL[] = [];
      // 'pending' and 'confirmed' are the admins' statuses of orders whose money is as it was paid.
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
        items: await withLines(rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /**
     * Sets the admins' status, unless the money was refunded or disputed (the order's status then
     * follows its payment). Returns the status before and the payment state, or undefined when
     * there is no such order.
     */
    async setStatus(
      id: string,
      status: FulfilmentStatus,
    ): Promise<{ before: FulfilmentStatus; payment: PaymentState } | undefined> {
      const [row] = await db
        .select({ status: orders.status, payment: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      if (!row) return undefined;
      if (row.payment === 'paid') {
        await db.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id));
      }
      return { before: row.status, payment: row.payment };
    },

    /**
     * Records what the payment provider reports about the money of the order paid by `reference`:
     * cents refunded so far, or the state of a dispute. Facts only move forward (refunds grow, a
     * dispute goes from opened to under review to closed), so a duplicate or an older event
     * delivered late changes nothing. Returns the payment state before and after, or undefined
     * when no order was paid by this payment.
     */
    async recordPaymentFacts(
      reference: string,
      facts: { refundedCents?: number; disputeStatus?: DisputeStatus },
    ): Promise<{ before: PaymentState; after: PaymentState } | undefined> {
      const [row] = await db
        .select({
          id: orders.id,
          totalCents: orders.totalCents,
          refundedCents: orders.refundedCents,
          disputeStatus: orders.disputeStatus,
          paymentStatus: orders.paymentStatus,
        })
        .from(orders)
        .where(eq(orders.transactionId, reference))
        .for('update');
      if (!row) return undefined;
      const refundedCents = Math.min(row.totalCents, Math.max(row.refundedCents, facts.refundedCents ?? 0));
      const disputeStatus =
        facts.disputeStatus !== undefined &&
        (row.disputeStatus === null || disputeStage(facts.disputeStatus) >= disputeStage(row.disputeStatus))
          ? facts.disputeStatus
          : row.disputeStatus;
      const after = paymentState({ totalCents: row.totalCents, refundedCents, disputeStatus });
      if (refundedCents !== row.refundedCents || disputeStatus !== row.disputeStatus || after !== row.paymentStatus) {
        await db
          .update(orders)
          .set({ refundedCents, disputeStatus, paymentStatus: after, updatedAt: new Date() })
          .where(eq(orders.id, row.id));
      }
      return { before: row.paymentStatus, after };
    },

    /** Per customer: how many orders and how much spent (cents, refunds taken off), cancelled orders left out. */
    async totalsByUser(userIds: readonly string[]): Promise<Map<string, { orderCount: number; totalSpent: number }>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          userId: orders.userId,
          orderCount: count(),
          totalSpent: sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)`.mapWith(Number),
        })
        .from(orders)
        .where(and(inArray(orders.userId, [...userIds]), ne(orders.status, 'cancelled')))
        .groupBy(orders.userId);
      return new Map(rows.map((row) => [row.userId, { orderCount: row.orderCount, totalSpent: row.totalSpent }]));
    },

    /**
     * The overview's order figures: all orders, pending ones (money as paid), and revenue of
     * confirmed ones, refunds taken off and money held or lost in a dispute left out.
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
            sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}) filter (where ${orders.status} = 'confirmed' and ${orders.paymentStatus} in ('paid', 'partially_refunded', 'refunded')), 0)`.mapWith(
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
        .select({
          date: day,
          orders: count(),
          revenue: sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)`.mapWith(Number),
        })
        .from(orders)
        .where(and(gte(orders.createdAt, first), ne(orders.status, 'cancelled')))
        .groupBy(day);
      const byDay = new Map(rows.map((row) => [row.date, row]));
      return Array.from({ length: days }, (_, i) => {
        const date = dayOf(new Date(first.getTime() + i * 86_400_000));
        return { date, orders: byDay.get(date)?.orders ?? 0, revenue: byDay.get(date)?.revenue ?? 0 };
      });
    },

    /** Removes an order that could not be completed (its lines go with it). */
    /** Which of these checkout quotes an order was made from. */
    async quotesWithOrders(quoteIds: readonly string[]): Promise<Set<string>> {
      if (quoteIds.length === 0) return new Set();
      const rows = await db
        .select({ quoteId: orders.quoteId })
        .from(orders)
        .where(inArray(orders.quoteId, [...quoteIds]));
      return new Set(rows.map((row) => row.quoteId));
    },

    async delete(id: string): Promise<void> {
      await db.delete(orders).where(eq(orders.id, id));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
