import { timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  canStep,
  stepFitsKind,
  disputeStage,
  paymentState,
  type DisputeStatus,
  type FulfilmentStatus,
  type OrderStep,
  type PaymentState,
} from '#domain/orders/order-status.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { orders, orderStatusEvents, type StoredShipment } from './orders.tables.ts';

/** Who marked a step: a staff member's account, or the carrier (no account). */
export interface StepActor {
  id: string | null;
  name: string;
}

/**
 * What became of a step: taken, refused (not the next one), not one for this kind of order (a
 * pick-up never ships), the wrong pick-up code, or the status follows the payment.
 */
export type StepOutcome =
  | { outcome: 'taken'; before: FulfilmentStatus }
  | { outcome: 'refused'; before: FulfilmentStatus }
  | { outcome: 'wrong_kind'; before: FulfilmentStatus }
  | { outcome: 'wrong_code'; before: FulfilmentStatus }
  | { outcome: 'follows_payment'; before: FulfilmentStatus; payment: PaymentState };

/** Compares in constant time, so the answer's timing tells nothing of the code's digits. */
function sameCode(given: string, kept: string | null): boolean {
  if (kept === null || given.length !== kept.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(kept));
}

/** An order's status: the admins' (fulfilment) and its payment's (what the provider reports). */
export function createOrderStatus(db: Db) {
  return {
    /**
     * Takes the order's next step and records it on its trail, forward only (domain canStep),
     * unless the money was refunded or disputed (the status then follows the payment). The row
     * is locked, and a step is recorded once per order, so concurrent marks make one step. A
     * pick-up is collected only with its code (`pickupCode`, what the buyer gave at the counter).
     * Undefined when there is no such order.
     */
    async takeStep(
      id: string,
      step: OrderStep,
      actor: StepActor,
      shipment?: StoredShipment,
      pickupCode?: string,
    ): Promise<StepOutcome | undefined> {
      const [row] = await db
        .select({
          status: orders.status,
          payment: orders.paymentStatus,
          kind: orders.fulfilment,
          code: orders.pickupCode,
        })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      if (!row) return undefined;
      if (row.payment !== 'paid') return { outcome: 'follows_payment', before: row.status, payment: row.payment };
      if (!stepFitsKind(step, row.kind)) return { outcome: 'wrong_kind', before: row.status };
      if (!canStep(row.status, step, row.kind)) return { outcome: 'refused', before: row.status };
      if (step === 'collected' && !sameCode(pickupCode ?? '', row.code)) {
        return { outcome: 'wrong_code', before: row.status };
      }
      const [recorded] = await db
        .insert(orderStatusEvents)
        .values({ id: newId('step'), orderId: id, status: step, actorId: actor.id, actorName: actor.name, shipment })
        .onConflictDoNothing()
        .returning({ id: orderStatusEvents.id });
      if (!recorded) return { outcome: 'refused', before: row.status };
      await db.update(orders).set({ status: step, updatedAt: new Date() }).where(eq(orders.id, id));
      return { outcome: 'taken', before: row.status };
    },

    /** The order shipped under this tracking number (by this carrier, when given). */
    async byTrackingNumber(trackingNumber: string, carrier?: string): Promise<string | undefined> {
      const conditions = [
        eq(orderStatusEvents.status, 'shipped'),
        sql`${orderStatusEvents.shipment}->>'trackingNumber' = ${trackingNumber}`,
      ];
      if (carrier) conditions.push(sql`${orderStatusEvents.shipment}->>'carrier' = ${carrier}`);
      const [row] = await db
        .select({ orderId: orderStatusEvents.orderId })
        .from(orderStatusEvents)
        .where(and(...conditions))
        .limit(1);
      return row?.orderId;
    },

    /**
     * Records what the payment provider reports about the money of the order paid by `reference`:
     * cents refunded so far, or the state of a dispute. Facts only move forward (refunds grow, a
     * dispute goes from opened to under review to closed), so a duplicate or an older event
     * delivered late changes nothing. The card paid the total less the store credit, and the
     * refunds are measured against that. Returns the order's id and its payment state before and
     * after, or undefined when no order was paid by this payment.
     */
    async recordPaymentFacts(
      reference: string,
      facts: { refundedCents?: number; disputeStatus?: DisputeStatus },
    ): Promise<{ orderId: string; before: PaymentState; after: PaymentState } | undefined> {
      const [row] = await db
        .select({
          id: orders.id,
          totalCents: orders.totalCents,
          creditCents: orders.creditCents,
          refundedCents: orders.refundedCents,
          disputeStatus: orders.disputeStatus,
          paymentStatus: orders.paymentStatus,
        })
        .from(orders)
        .where(eq(orders.transactionId, reference))
        .for('update');
      if (!row) return undefined;
      const chargedCents = row.totalCents - row.creditCents;
      const refundedCents = Math.min(chargedCents, Math.max(row.refundedCents, facts.refundedCents ?? 0));
      const disputeStatus =
        facts.disputeStatus !== undefined &&
        (row.disputeStatus === null || disputeStage(facts.disputeStatus) >= disputeStage(row.disputeStatus))
          ? facts.disputeStatus
          : row.disputeStatus;
      const after = paymentState({ totalCents: chargedCents, refundedCents, disputeStatus });
      if (refundedCents !== row.refundedCents || disputeStatus !== row.disputeStatus || after !== row.paymentStatus) {
        await db
          .update(orders)
          .set({ refundedCents, disputeStatus, paymentStatus: after, updatedAt: new Date() })
          .where(eq(orders.id, row.id));
      }
      return { orderId: row.id, before: row.paymentStatus, after };
    },
  };
}
