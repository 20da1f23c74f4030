import type { DisputeStatus } from '#domain/orders/order-status.ts';
import { moduleServices } from '#server/modules/services.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

/**
 * What the payment provider reports about an order's money after it was captured: a refund made
 * in Stripe's dashboard (cents refunded so far) or a card dispute (its state). Facts only move
 * forward, so duplicates and late deliveries of older events change nothing; a payment that made
 * no order (an authorization released, say) is acknowledged and left alone. A full refund gives
 * back the store credit the order spent as well.
 */
export async function recordPaymentFacts(
  deps: Pick<WorkflowDeps, 'db' | 'log'>,
  paymentIntentId: string,
  facts: { refundedCents?: number; disputeStatus?: DisputeStatus },
): Promise<void> {
  const result = await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const recorded = await s.orders.recordPaymentFacts(paymentIntentId, facts);
    // The card refunded in full: the store credit the order spent goes back too (once).
    if (recorded?.after === 'refunded') await s.storeCredit.returnForOrder(recorded.orderId);
    return recorded;
  });
  if (!result) {
    deps.log.info({ paymentIntentId, ...facts }, 'payment event for a payment without an order: nothing to mark');
    return;
  }
  if (result.before !== result.after) {
    deps.log.info({ paymentIntentId, ...facts, from: result.before, to: result.after }, 'order payment state changed');
  }
}
