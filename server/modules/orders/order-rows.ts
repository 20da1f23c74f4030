import { asc, inArray } from 'drizzle-orm';
import { parseScaledDecimal } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';
import { orderStatus } from '#domain/orders/order-status.ts';
import type { Db } from '#server/db/client.ts';
import { orderItems, type orders } from './orders.tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;

export function toOrder(row: OrderRow, items: ItemRow[]): Order {
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

/** These orders with their lines, read in one query, in the order of `rows`. */
export async function withLines(db: Db, rows: OrderRow[]): Promise<Order[]> {
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
