import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { ShippingAddress } from '#domain/checkout/shipping.ts';
import { formatScaledDecimal, parseScaledDecimal } from '#domain/money.ts';
import { ORDER_NUMBER_PREFIX, type Order, type OrderLine, type PaymentGatewayKind } from '#domain/orders/order.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
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
    status: row.status,
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
      category: item.category,
      image: item.image,
      weight: parseScaledDecimal(item.weightGrams, 3) / 1000,
      quantity: item.quantity,
      unitPrice: item.unitPriceCents,
      lineTotal: item.lineTotalCents,
    })),
    itemCount: row.itemCount,
    subtotal: row.subtotalCents,
    tax: row.taxCents,
    total: row.totalCents,
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
     * Records an order and its lines; null when an order for this payment already exists (the
     * unique payment reference makes a second one impossible, even from a concurrent request).
     */
    async create(order: NewOrder): Promise<string | null> {
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
        .returning({ id: orders.id });
      if (!created) return null;
      await db.insert(orderItems).values(
        order.lines.map((line, index) => ({
          // Sortable within the order, so its lines come back in the order they were bought.
          id: `${id.replace('ord_', 'item_')}_${String(index).padStart(3, '0')}`,
          orderId: id,
          productId: line.productId,
          name: line.name,
          category: line.category,
          image: line.image,
          weightGrams: formatScaledDecimal(Math.round(line.weight * 1000), 3),
          quantity: line.quantity,
          unitPriceCents: line.unitPrice,
          lineTotalCents: line.lineTotal,
        })),
      );
      return id;
    },

    async get(id: string, userId?: string): Promise<Order | undefined> {
      const rows = await db
        .select()
        .from(orders)
        .where(userId ? and(eq(orders.id, id), eq(orders.userId, userId)) : eq(orders.id, id));
      return (await withLines(rows))[0];
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

    /** Removes an order that could not be completed (its lines go with it). */
    async delete(id: string): Promise<void> {
      await db.delete(orders).where(eq(orders.id, id));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
