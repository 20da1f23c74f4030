import type { WorkflowStep } from '../../run-workflow.ts';
import type { PlaceOrderContext } from '../place-order.context.ts';

/**
 * Does nothing going forward; undone, it gives the money back. It runs first, so whatever fails
 * later, no shopper is left charged without an order.
 */
export const releasePaymentStep: WorkflowStep<PlaceOrderContext> = {
  id: 'release-payment-on-failure',
  async invoke() {},
  async compensate({ deps, intent }) {
    await deps.gateway.release(intent.id);
  },
};
