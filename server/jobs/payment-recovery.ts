import { recoverPayments, type RecoveryReport } from '../workflows/payments/payment-recovery.ts';
import type { WorkflowDeps } from '../workflows/workflow-deps.ts';
import { startRepeatingJob } from './repeating-job.ts';

export interface PaymentRecoveryJob {
  /** Stops the timer and waits for a round in progress, so the database can be closed after. */
  stop(): Promise<void>;
}

/**
 * The payment recovery (workflows/payments/payment-recovery.ts), started by server/main.ts: a
 * round at start, so a payment left authorized by a crashed process is settled as soon as the
 * shop is back, then every PAYMENT_RECOVERY_INTERVAL_SECONDS. One round at a time per process
 * (a timer firing while one runs is skipped); several instances may run rounds at once, which is
 * safe. The timer is unref'd; a failed round is logged and the next one tries again. An interval
 * of 0 turns it off (for tests of the webhook's retry alone).
 */
export function startPaymentRecoveryJob(deps: WorkflowDeps, options: { intervalSeconds: number }): PaymentRecoveryJob {
  if (options.intervalSeconds === 0) {
    deps.log.warn(
      'payment recovery off (PAYMENT_RECOVERY_INTERVAL_SECONDS=0): only the webhook and the hourly release settle authorized payments',
    );
    return { stop: async () => {} };
  }

  const round = async () => {
    try {
      const report: RecoveryReport = await recoverPayments(deps);
      if (report.placed + report.captured + report.released + report.kept > 0) {
        deps.log.warn({ ...report }, 'payment recovery: authorized payments without an order were settled');
      }
    } catch (error) {
      deps.log.error({ err: error }, 'payment recovery: round failed; the next one tries again');
    }
  };
  return startRepeatingJob(options.intervalSeconds * 1000, round);
}
