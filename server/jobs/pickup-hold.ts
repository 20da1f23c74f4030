import { enforcePickupHold } from '../workflows/order-steps/pickup-hold.ts';
import type { WorkflowDeps } from '../workflows/workflow-deps.ts';
import { startRepeatingJob, type RepeatingJob } from './repeating-job.ts';

export const PICKUP_HOLD_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The pick-up hold (workflows/order-steps/pickup-hold.ts), started by server/main.ts: a round at
 * start, then every hour. A pick-up order ready for more than PICKUP_HOLD_DAYS is cancelled, its
 * pieces put back, its money refunded and its buyer told. Safe on several instances at once and
 * after a crash: each order is claimed under its row's lock, and a rerun finishes the refunds.
 */
export function startPickupHoldJob(
  deps: WorkflowDeps,
  options: { holdDays: number; intervalMs?: number },
): RepeatingJob {
  const round = async () => {
    try {
      const report = await enforcePickupHold(deps, options.holdDays);
      if (report.cancelled + report.refunded > 0) {
        deps.log.info(
          { ...report, holdDays: options.holdDays },
          'pick-up hold: uncollected orders cancelled and refunded',
        );
      }
    } catch (error) {
      deps.log.error({ err: error }, 'pick-up hold: round failed; the next one tries again');
    }
  };
  return startRepeatingJob(options.intervalMs ?? PICKUP_HOLD_INTERVAL_MS, round);
}
