import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ShippingAddress } from '#domain/checkout/shipping.ts';
import { formatScaledDecimal } from '#domain/money.ts';
import { ORDER_NUMBER_PREFIX, type Order, type OrderLine, type PaymentGatewayKind } from '#domain/orders/order.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { toOrder, withLines } from './order-rows.ts';
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

/** The columns of an order's lines, numbered so they sort in the order they were bought. */
function itemRows(orderId: string, lines: OrderLine[]) {
  return lines.map((line, index) => ({
    // Sortable within the order, so its lines come back in the order they were bought.
    id: `${orderId.replace('ord_', 'item_')}_${String(index).padStart(3, '0')}`,
    orderId,
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
  }));
}

/** Orders recorded, read back by id, payment or customer, and removed. */
export function createOrderRecords(db: Db) {
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
      const items = await db.insert(orderItems).values(itemRows(id, order.lines)).returning();
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
      return (await withLines(db, rows))[0];
    },

    /** These orders (those that exist), with their lines; in no particular order. */
    async getMany(ids: readonly string[]): Promise<Order[]> {
      if (ids.length === 0) return [];
      return withLines(
        db,
        await db
          .select()
          .from(orders)
          .where(inArray(orders.id, [...new Set(ids)])),
      );
    },

    async byPaymentReference(reference: string): Promise<Order | undefined> {
      const rows = await db.select().from(orders).where(eq(orders.transactionId, reference));
      return (await withLines(db, rows))[0];
    },

    /** A customer's own orders, newest first. */
    async listForUser(userId: string): Promise<Order[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return withLines(db, rows);
    },

    /** Which of these checkout quotes an order was made from. */
    async quotesWithOrders(quoteIds: readonly string[]): Promise<Set<string>> {
      if (quoteIds.length === 0) return new Set();
      const rows = await db
        .select({ quoteId: orders.quoteId })
        .from(orders)
        .where(inArray(orders.quoteId, [...quoteIds]));
      return new Set(rows.map((row) => row.quoteId));
    },

    /** The account that placed the order. */
    async customerOf(id: string): Promise<string | undefined> {
      const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id));
      return row?.userId;
    },

    /** Removes an order that could not be completed (its lines go with it). */
    async delete(id: string): Promise<void> {
      await db.delete(orders).where(eq(orders.id, id));
    },
  };
}
