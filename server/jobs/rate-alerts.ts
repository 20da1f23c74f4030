import { sendRateAlerts, type RateAlertPassOptions } from '../workflows/rate-alerts/send-rate-alerts.ts';
import type { WorkflowDeps } from '../workflows/workflow-deps.ts';
import { startRepeatingJob, type RepeatingJob } from './repeating-job.ts';

/** How often the rate warnings are checked for mails to the admins. */
export const RATE_ALERT_INTERVAL_MS = 60_000;

/**
 * The admins' rate alerts (workflows/rate-alerts): now and every minute, on every instance (the
 * admin_alerts table makes sure one mail goes out, whichever instance sends it). A pass that fails
 * (the database away) is logged and the next one tries again; a mail that fails is retried by it.
 */
export function startRateAlertJob(
  deps: WorkflowDeps,
  options: RateAlertPassOptions,
  intervalMs: number = RATE_ALERT_INTERVAL_MS,
): RepeatingJob {
  return startRepeatingJob(intervalMs, async () => {
    try {
      await sendRateAlerts(deps, options);
    } catch (error) {
      deps.log.error({ err: error }, 'rate alerts: pass failed; the next one tries again');
    }
  });
}
