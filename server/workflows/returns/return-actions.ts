import type { ErrorReason } from '#domain/error-reasons.ts';
import { AppError } from '#domain/errors.ts';
import {
  lineRefund,
  returnRefusal,
  type ReturnDecisionInput,
  type ReturnRefusal,
  type ReturnRequest,
  type ReturnRequestInput,
} from '#domain/returns/return-request.ts';
import type { Actor } from '#server/modules/audit/audit.service.ts';
import { moduleServices } from '#server/modules/services.ts';
import { paymentsOf } from '../checkout/credit-payment.ts';
import { recordPaymentFacts } from '../payments/payment-events.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

const NOT_FOUND = 'problem.returns.notFound';

/** What the buyer reads for each reason a line cannot be returned now. */
const REFUSALS: Readonly<Record<ReturnRefusal, ErrorReason>> = {
  notHandedOver: 'problem.returns.notHandedOver',
  finalSale: 'problem.returns.finalSale',
  windowClosed: 'problem.returns.windowClosed',
  alreadyAsked: 'problem.returns.alreadyAsked',
};

/**
 * The buyer asks to return one line of their order: only once it was delivered or collected,
 * within the line's window, never a final sale, once per line (409 with the reason otherwise).
 */
export async function requestReturn(
  deps: WorkflowDeps,
  userId: string,
  orderId: string,
  input: ReturnRequestInput,
): Promise<ReturnRequest> {
  const order = await deps.services.orders.get(orderId, userId);
  if (!order) throw new AppError('not_found', 'problem.order.notFound');
  const line = order.lines[input.lineIndex];
  const refusal = returnRefusal(order, input.lineIndex, deps.now(), await deps.services.returns.askedLines(orderId));
  if (refusal || !line) throw new AppError('conflict', REFUSALS[refusal ?? 'notHandedOver']);
  const created = await deps.services.returns.create({
    orderId,
    lineIndex: input.lineIndex,
    userId,
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    reason: input.reason,
  });
  // Asked at the same moment by another request: that one stands.
  if (!created) throw new AppError('conflict', REFUSALS.alreadyAsked);
  return created;
}

/**
 * Staff decide a return. Refused: the buyer is told the note. Approved, in one transaction: the
 * piece back into the branches it came from, the line's share of the store credit given back, the
 * amounts kept and the audit entry; then the card's share is refunded at the gateway once (its key
 * is the return's id). A refund that fails leaves the return approved and owed: approving it again
 * retries the refund alone.
 */
export async function decideReturn(
  deps: WorkflowDeps,
  actor: Actor,
  id: string,
  input: ReturnDecisionInput,
): Promise<ReturnRequest> {
  const decided = await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const row = await s.returns.lock(id);
    if (!row) throw new AppError('not_found', NOT_FOUND);
    if (row.status !== 'requested') {
      if (input.decision === 'approve' && row.status === 'approved' && row.refundedAt === null) return row;
      throw new AppError('conflict', 'problem.returns.decided');
    }
    const order = (await s.orders.get(row.orderId))!;
    const note = input.note ?? null;
    if (input.decision === 'refuse') {
      await s.returns.decide(id, { status: 'refused', by: actor.id, note });
      await s.audit.record({
        actor,
        action: 'return.refuse',
        subject: order.number,
        subjectId: id,
        changes: { status: { from: 'requested', to: 'refused' }, note: { from: null, to: note } },
      });
      return { ...row, status: 'refused' as const };
    }
    const line = order.lines[row.lineIndex]!;
    const { cardCents, creditCents } = lineRefund(order, row.lineIndex, await s.storeCredit.returnedForOrder(order.id));
    await s.catalog.returnStock([{ productId: line.productId, quantity: line.quantity, takenFrom: line.takenFrom }]);
    await s.storeCredit.returnForLine(order.id, id, creditCents);
    await s.returns.decide(id, { status: 'approved', by: actor.id, note, refundCents: cardCents, creditCents });
    await s.audit.record({
      actor,
      action: 'return.approve',
      subject: order.number,
      subjectId: id,
      changes: {
        status: { from: 'requested', to: 'approved' },
        piece: { from: null, to: line.name },
        refunded: { from: 0, to: cardCents },
        creditReturned: { from: 0, to: creditCents },
      },
    });
    return { ...row, status: 'approved' as const, refundCents: cardCents, creditCents };
  });
  if (decided.status === 'approved') {
    deps.changes.productsChanged();
    await refundCard(deps, decided.id, decided.orderId, decided.refundCents);
  }
  return (await deps.services.returns.get(id))!;
}

/** The card's share of an approved return, given back once; logged and left owed when the gateway fails. */
async function refundCard(deps: WorkflowDeps, returnId: string, orderId: string, cents: number): Promise<void> {
  const order = (await deps.services.orders.get(orderId))!;
  try {
    if (cents > 0) {
      const gateway = paymentsOf(deps, { paymentGateway: order.payment.gateway });
      const intent = await gateway.refund(order.payment.reference, cents, `return:${returnId}`);
      await recordPaymentFacts(deps, order.payment.reference, { refundedCents: intent.refundedCents });
    }
    await deps.services.returns.markRefunded(returnId);
  } catch (error) {
    deps.log.error({ err: error, returnId, orderId }, 'return approved but its refund failed: approve again to retry');
  }
}
