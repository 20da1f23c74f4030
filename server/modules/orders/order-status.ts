import { eq } from 'drizzle-orm';
import {
  disputeStage,
  paymentState,
  type DisputeStatus,
  type FulfilmentStatus,
  type PaymentState,
} from '#domain/orders/order-status.ts';
import type { Db } from '#server/db/client.ts';
import { orders } from './orders.tables.ts';

/** An order's status: the admins' (fulfilment) and its payment's (what the provider reports). */
export function createOrderStatus(db: Db) {
  return {
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
  };
}
