import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderStep } from '#domain/orders/order-status.ts';
import type { Db } from '#server/db/client.ts';
import { orders, orderStatusEvents } from './orders.tables.ts';

/** A pick-up order the hold job works on: its id, the payment it was paid by and what the card paid. */
export interface HeldOrder {
  id: string;
  reference: string;
  /** The total less the store credit: 0 when the credit paid it all (no card to refund). */
  chargedCents: number;
}

/** Pick-up orders joined with one step of their trail, by these conditions, the step's oldest first. */
function withStep(db: Db, step: OrderStep, conditions: SQL[], limit?: number) {
  const query = db
    .select({
      id: orders.id,
      reference: orders.transactionId,
      chargedCents: sql<number>`${orders.totalCents} - ${orders.creditCents}`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(orderStatusEvents, and(eq(orderStatusEvents.orderId, orders.id), eq(orderStatusEvents.status, step)))
    .where(and(eq(orders.fulfilment, 'pickup'), ...conditions))
    .orderBy(asc(orderStatusEvents.at));
  return limit === undefined ? query : query.limit(limit);
}

/** The reads of the pick-up hold (server/jobs/pickup-hold.ts): orders waiting too long, and those it cancelled. */
export function createPickupOrders(db: Db) {
  return {
    /** Pick-up orders paid and ready since before `cutoff`, oldest first: not collected in time. */
    async readyBefore(cutoff: Date, limit: number): Promise<HeldOrder[]> {
      return withStep(
        db,
        'ready',
        [eq(orders.status, 'ready'), eq(orders.paymentStatus, 'paid'), lt(orderStatusEvents.at, cutoff)],
        limit,
      );
    },

    /** Pick-up orders cancelled by this actor (the hold) since `since`: those whose refund may be owed. */
    async cancelledBy(actorId: string, since: Date): Promise<HeldOrder[]> {
      return withStep(db, 'cancelled', [eq(orderStatusEvents.actorId, actorId), gte(orderStatusEvents.at, since)]);
    },
  };
}
