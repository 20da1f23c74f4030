import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, orderStatusEvents } from './orders.tables.ts';

/** A pick-up order the hold job works on: its id and the payment it was paid by. */
export interface HeldOrder {
  id: string;
  reference: string;
}

/** The reads of the pick-up hold (server/jobs/pickup-hold.ts): orders waiting too long, and those it cancelled. */
export function createPickupOrders(db: Db) {
  return {
    /** Pick-up orders paid and ready since before `cutoff`, oldest first: not collected in time. */
    async readyBefore(cutoff: Date, limit: number): Promise<HeldOrder[]> {
      return db
        .select({ id: orders.id, reference: orders.transactionId })
        .from(orders)
        .innerJoin(
          orderStatusEvents,
          and(eq(orderStatusEvents.orderId, orders.id), eq(orderStatusEvents.status, 'ready')),
        )
        .where(
          and(
            eq(orders.fulfilment, 'pickup'),
            eq(orders.status, 'ready'),
            eq(orders.paymentStatus, 'paid'),
            lt(orderStatusEvents.at, cutoff),
          ),
        )
        .orderBy(asc(orderStatusEvents.at))
        .limit(limit);
    },

    /** Pick-up orders cancelled by this actor (the hold) since `since`: those whose refund may be owed. */
    async cancelledBy(actorId: string, since: Date): Promise<HeldOrder[]> {
      return db
        .select({ id: orders.id, reference: orders.transactionId })
        .from(orders)
        .innerJoin(
          orderStatusEvents,
          and(eq(orderStatusEvents.orderId, orders.id), eq(orderStatusEvents.status, 'cancelled')),
        )
        .where(
          and(
            eq(orders.fulfilment, 'pickup'),
            eq(orderStatusEvents.actorId, actorId),
            gte(orderStatusEvents.at, since),
          ),
        )
        .orderBy(asc(orderStatusEvents.at));
    },
  };
}
