import { testPause } from '#server/lib/test-pause.ts';
import type { WorkflowStep } from '#server/workflows/run-workflow.ts';
import type { PlaceOrderContext } from '../place-order.context.ts';

/** Takes the held money, last: every step that could fail has already succeeded. */
export const capturePaymentStep: WorkflowStep<PlaceOrderContext> = {
  id: 'capture-payment',
  async invoke({ deps, intent }) {
    await testPause('before-capture', intent.id);
    await deps.gateway.capture(intent.id);
  },
};
