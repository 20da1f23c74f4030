import { NO_OPTIONS } from '#domain/options/line-options.ts';
import { asc, inArray } from 'drizzle-orm';
import { parseScaledDecimal } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';
import { orderStatus } from '#domain/orders/order-status.ts';
import { trackingUrl, type Shipment } from '#domain/orders/shipment.ts';
import type { Db } from '#server/db/client.ts';
import { orderItems, orderStatusEvents, type orders } from './orders.tables.ts';
import { readTogether } from '#server/db/reads.ts';

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type StepRow = typeof orderStatusEvents.$inferSelect;

function shipmentOf(steps: StepRow[]): Shipment | null {
  const stored = steps.find((step) => step.status === 'shipped')?.shipment;
  if (!stored) return null;
  return { ...stored, trackingUrl: trackingUrl(stored.carrier, stored.trackingNumber) };
}

export function toOrder(row: OrderRow, items: ItemRow[], steps: StepRow[] = []): Order {
  return {
    id: row.id,
    number: row.number,
    status: orderStatus(row.status, row.paymentStatus),
    createdAt: row.createdAt.toISOString(),
    customer: { name: row.userName, email: row.userEmail },
    fulfilment: row.fulfilment,
    shipping:
      row.fulfilment === 'ship'
        ? {
            name: row.shipName,
            phone: row.shipPhone,
            street: row.shipStreet ?? '',
            city: row.shipCity ?? '',
            state: row.shipState ?? '',
            zip: row.shipZip ?? '',
          }
        : null,
    pickup:
      row.fulfilment === 'pickup'
        ? { branchId: row.pickupBranch!, name: row.shipName, phone: row.shipPhone, code: row.pickupCode }
        : null,
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
      takenFrom: item.takenFrom,
      returnDays: item.returnDays,
      options: item.options ?? NO_OPTIONS,
    })),
    itemCount: row.itemCount,
    subtotal: row.subtotalCents,
    tax: row.taxCents,
    taxLines: row.taxLines,
    total: row.totalCents,
    credit: row.creditCents,
    refunded: row.refundedCents,
    payment: { gateway: row.paymentGateway, reference: row.transactionId, brand: row.cardBrand, last4: row.cardLast4 },
    trail: steps.map((step) => ({ status: step.status, at: step.at.toISOString(), by: step.actorName })),
    shipment: shipmentOf(steps),
  };
}

/** These orders with their lines and trails, read in two queries, in the order of `rows`. */
export async function withLines(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, steps] = await readTogether(db, [
    () => db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    () =>
      db
        .select()
        .from(orderStatusEvents)
        .where(inArray(orderStatusEvents.orderId, ids))
        .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id)),
  ]);
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      steps.filter((step) => step.orderId === row.id),
    ),
  );
}
