import { NO_OPTIONS } from '#domain/options/line-options.ts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BranchStockCounts } from '#domain/catalog/branch-stock.ts';
import type { PickupContact } from '#domain/checkout/fulfilment.ts';
import type { ShippingAddress } from '#domain/checkout/shipping.ts';
import { store, type BranchId } from '#domain/store/settings.ts';
import type { TaxLine } from '#domain/tax/tax-line.ts';
import { formatScaledDecimal } from '#domain/money.ts';
import { RECEIVED_STATUSES } from '#domain/orders/order-status.ts';
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
  /** Where a shipped order goes; null for a pick-up. */
  shipping: ShippingAddress | null;
  /** A pick-up order: the branch, who collects it, and the code they give at the counter. */
  pickup: (PickupContact & { branchId: BranchId; code: string }) | null;
  lines: OrderLine[];
  itemCount: number;
  subtotalCents: number;
  taxCents: number;
  taxLines: TaxLine[];
  totalCents: number;
  /** Store credit spent towards the total (none when left out); the payment is for the rest. */
  creditCents?: number;
  payment: { gateway: PaymentGatewayKind; reference: string; brand: string | null; last4: string | null };
}

/** Sortable within the order, so its lines come back in the order they were bought. */
const itemId = (orderId: string, index: number) =>
  `${orderId.replace('ord_', 'item_')}_${String(index).padStart(3, '0')}`;

/** The columns of an order's lines, numbered so they sort in the order they were bought. */
function itemRows(orderId: string, lines: OrderLine[]) {
  return lines.map((line, index) => ({
    id: itemId(orderId, index),
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
    takenFrom: line.takenFrom ?? null,
    returnDays: line.returnDays === undefined ? store.returnWindowDays : line.returnDays,
    options: line.options ?? NO_OPTIONS,
  }));
}

/** Who receives the order and how: the address of a shipped one, the branch and code of a pick-up. */
function recipientColumns({ shipping, pickup }: Pick<NewOrder, 'shipping' | 'pickup'>) {
  if (pickup) {
    return {
      fulfilment: 'pickup' as const,
      shipName: pickup.name,
      shipPhone: pickup.phone,
      pickupBranch: pickup.branchId,
      pickupCode: pickup.code,
    };
  }
  if (!shipping) throw new Error('An order is either shipped or picked up');
  return {
    fulfilment: 'ship' as const,
    shipName: shipping.name,
    shipPhone: shipping.phone,
    shipStreet: shipping.street,
    shipCity: shipping.city,
    shipState: shipping.state,
    shipZip: shipping.zip,
  };
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
          ...recipientColumns(order),
          itemCount: order.itemCount,
          subtotalCents: order.subtotalCents,
          taxCents: order.taxCents,
          taxLines: order.taxLines,
          totalCents: order.totalCents,
          creditCents: order.creditCents ?? 0,
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

    /** The pieces each line of a new order took from each branch, in the lines' order. */
    async keepTakenFrom(orderId: string, taken: readonly BranchStockCounts[]): Promise<void> {
      if (taken.length === 0) return;
      const rows = taken.map((split, index) => sql`(${itemId(orderId, index)}, ${JSON.stringify(split)}::jsonb)`);
      await db.execute(sql`
        update ${orderItems} set taken_from = v.split
        from (values ${sql.join(rows, sql`, `)}) as v(id, split)
        where ${orderItems.id} = v.id`);
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

    /** Whether this customer has an order holding the piece that reached them (delivered or collected). */
    async hasReceived(userId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orderItems.productId, productId),
            inArray(orders.status, [...RECEIVED_STATUSES]),
          ),
        )
        .limit(1);
      return row !== undefined;
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
