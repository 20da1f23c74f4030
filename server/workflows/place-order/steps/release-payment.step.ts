import type { WorkflowDeps } from '#server/workflows/workflow-deps.ts';
import type { WorkflowStep } from '#server/workflows/run-workflow.ts';
import type { PlaceOrderContext } from '../place-order.context.ts';

/**
 * Gives back the money of a payment whose order was not recorded (or was undone): the
 * authorization is cancelled, never captured. If it was captured meanwhile, by a request that
 * recorded this payment's order, that order keeps its money; captured with no order standing (a
 * capture that failed on our side but went through at the provider), it is refunded.
 */
export async function giveBackUnlessOrdered(
  deps: Pick<WorkflowDeps, 'gateway' | 'services'>,
  paymentIntentId: string,
): Promise<void> {
  const intent = await deps.gateway.cancel(paymentIntentId);
  if (intent.status !== 'succeeded') return;
  // A capture is only ever made after its order committed, so a standing order is visible here.
  if (await deps.services.orders.byPaymentReference(paymentIntentId)) return;
  await deps.gateway.release(paymentIntentId);
}

/**
 * Does nothing going forward; undone, it gives the money back. It runs first, so whatever fails
 * later, no shopper is left charged without an order.
 */
export const releasePaymentStep: WorkflowStep<PlaceOrderContext> = {
  id: 'release-payment-on-failure',
  async invoke() {},
  async compensate({ deps, intent }) {
    await giveBackUnlessOrdered(deps, intent.id);
  },
};
