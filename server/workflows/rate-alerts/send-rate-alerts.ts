import { METAL_PRICE_PAGE_PATH } from '#domain/pages/pages.ts';
import { holdBeforeMailMs, rateAlertsOf, type RateAlertSettings } from '#domain/rates/rate-alerts.ts';
import { alertKey } from '#server/modules/alerts/admin-alerts.service.ts';
import { rateWarnings, type RateWarningSource } from '../admin/rate-warnings.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { rateAlertEmail, type MailedAlert } from './rate-alert-email.ts';

/** How long one instance may take to send a claimed mail before another may try (a crash mid-send). */
const CLAIM_MS = 15 * 60_000;

export interface RateAlertPassOptions extends RateAlertSettings {
  /** RATE_STALE_HOURS, as the dashboard's warnings use it. */
  staleAfterHours: number;
  /** The dashboard's warning sources (shopRateWarningSources). */
  sources: readonly RateWarningSource[];
}

export interface RateAlertReport {
  /** Conditions mailed about now ('kind:metal'), or whose mail failed (tried again next pass). */
  sent: string[];
  failed: string[];
  /** Conditions holding now, mailed or not. */
  holding: number;
}

/**
 * One pass of the admins' rate alerts at `now`: the dashboard's rate warnings that RATE_ALERT_RULES
 * lists are mailed to every admin and owner, each condition (kind and metal) at once when new (a
 * failing feed once it has failed for feedDownMinutes), then at most once per repeatHours while it
 * holds. The conditions due are claimed in admin_alerts first, so two passes (two instances) never
 * both mail one, and go out together in one mail. A mail that fails leaves them unsent for the next
 * pass. Never throws for a mail.
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
  const due: MailedAlert[] = [];
  for (const alert of alerts) {
    const claimed = await throttle.claim(alert, {
      heldBy: new Date(now.getTime() - holdBeforeMailMs(alert.rule, options)),
      sentBefore: new Date(now.getTime() - options.repeatHours * 3_600_000),
      claimUntil: new Date(now.getTime() + CLAIM_MS),
      now,
    });
    if (!claimed) continue;
    // Since the warning says (a rate's last update), or since the passes first saw it (a failing feed).
    const warned = alert.warning.since ? new Date(alert.warning.since) : now;
    const held = heldSince.get(alertKey(alert)) ?? now;
    due.push({ alert, since: warned < held ? warned : held });
  }
  const keys = due.map(({ alert }) => alertKey(alert));
  if (due.length === 0) return { sent: [], failed: [], holding: alerts.length };

  let admins = 0;
  try {
    const recipients = await deps.services.accounts.staffEmails();
    admins = recipients.length;
    if (admins === 0) throw new Error('no admin or owner account to mail');
    const pageUrl = `${deps.publicUrl}${METAL_PRICE_PAGE_PATH}`;
    await deps.mailer.send(rateAlertEmail(due, { to: recipients, pageUrl, repeatHours: options.repeatHours }));
  } catch (error) {
    for (const { alert } of due) await throttle.release(alert);
    deps.log.error({ alerts: keys, err: error }, 'rate alert: mail to the admins not sent; the next pass tries again');
    return { sent: [], failed: keys, holding: alerts.length };
  }
  for (const { alert } of due) await throttle.sent(alert, now);
  deps.log.info({ alerts: keys, admins }, `rate alert: mailed the admins of ${keys.join(', ')}`);
  return { sent: keys, failed: [], holding: alerts.length };
}
