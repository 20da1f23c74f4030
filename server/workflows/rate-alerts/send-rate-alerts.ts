import { METAL_PRICE_PAGE_PATH } from '#domain/pages/pages.ts';
import { holdBeforeMailMs, rateAlertsOf, type RateAlertSettings } from '#domain/rates/rate-alerts.ts';
import { alertKey } from '#server/modules/alerts/admin-alerts.service.ts';
import { rateWarnings, type RateWarningSource } from '../admin/rate-warnings.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { rateAlertEmail } from './rate-alert-email.ts';

/** How long one instance may take to send a claimed mail before another may try (a crash mid-send). */
const CLAIM_MS = 15 * 60_000;

export interface RateAlertPassOptions extends RateAlertSettings {
  /** RATE_STALE_HOURS, as the dashboard's warnings use it. */
  staleAfterHours: number;
  /** The dashboard's warning sources (shopRateWarningSources). */
  sources: readonly RateWarningSource[];
}

export interface RateAlertReport {
  /** Conditions mailed about now ('kind:metal'), and those whose mail failed (tried again next pass). */
  sent: string[];
  failed: string[];
  /** Conditions holding now, mailed or not. */
  holding: number;
}

/**
 * One pass of the admins' rate alerts at `now`: the dashboard's rate warnings that RATE_ALERT_RULES
 * lists are mailed to every admin and owner, each condition (kind and metal) at once when new (a
 * failing feed once it has failed for feedDownMinutes), then at most once per repeatHours while it
 * holds. Each mail is claimed in admin_alerts first, so two passes (two instances) never both send
 * it; a mail that fails is not marked sent, and the next pass tries again. Never throws for a mail.
 */
export async function sendRateAlerts(
  deps: WorkflowDeps,
  options: RateAlertPassOptions,
  now: Date = deps.now(),
): Promise<RateAlertReport> {
  const { warnings } = await rateWarnings({ ...deps, now: () => now }, options.staleAfterHours, options.sources);
  const alerts = rateAlertsOf(warnings);
  const throttle = deps.services.adminAlerts;
  const heldSince = await throttle.noteHolding(alerts, now);
  const report: RateAlertReport = { sent: [], failed: [], holding: alerts.length };
  let recipients: string[] | undefined;
  for (const alert of alerts) {
    const claimed = await throttle.claim(alert, {
      heldBy: new Date(now.getTime() - holdBeforeMailMs(alert.rule, options)),
      sentBefore: new Date(now.getTime() - options.repeatHours * 3_600_000),
      claimUntil: new Date(now.getTime() + CLAIM_MS),
      now,
    });
    if (!claimed) continue;
    const key = alertKey(alert);
    const where = { kind: alert.kind, metal: alert.metal };
    try {
      recipients ??= await deps.services.accounts.staffEmails();
      if (recipients.length === 0) throw new Error('no admin or owner account to mail');
      const warned = alert.warning.since ? new Date(alert.warning.since) : now;
      const held = heldSince.get(key) ?? now;
      const mail = rateAlertEmail(alert, {
        to: recipients,
        since: warned < held ? warned : held,
        pageUrl: `${deps.publicUrl}${METAL_PRICE_PAGE_PATH}`,
        repeatHours: options.repeatHours,
      });
      await deps.mailer.send(mail);
    } catch (error) {
      await throttle.release(alert);
      report.failed.push(key);
      deps.log.error({ ...where, err: error }, 'rate alert: mail to the admins not sent; the next pass tries again');
      continue;
    }
    await throttle.sent(alert, now);
    report.sent.push(key);
    deps.log.info({ ...where, admins: recipients.length }, `rate alert: mailed the admins: ${alert.rule.condition}`);
  }
  return report;
}
