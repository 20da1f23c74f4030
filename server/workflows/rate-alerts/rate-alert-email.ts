import type { RateAlert } from '#domain/rates/rate-alerts.ts';
import { store } from '#domain/store/settings.ts';
import { escapeHtml } from '#server/i18n/mail-text.ts';
import type { MailMessage } from '#server/providers/mail/mailer.ts';

/** "2026-11-26 19:20 UTC": one reading for every admin, wherever they are. */
const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The mail to the admins about one rate condition, in English like the dashboard: what is wrong
 * (the dashboard's own sentence), the metal, since when, and a link to the Metal Price page.
 * Its text comes from the warning, which never carries the feed's address or key.
 */
export function rateAlertEmail(
  alert: RateAlert,
  { to, since, pageUrl, repeatHours }: { to: readonly string[]; since: Date; pageUrl: string; repeatHours: number },
): MailMessage {
  const metal = alert.warning.metal ?? 'All metals';
  const facts: Array<[string, string]> = [
    ['Condition', alert.rule.condition],
    ['Metal', metal],
    ['Since', utcMinute(since)],
  ];
  const reminder = `While it lasts you get this mail again at most once every ${repeatHours} hour${repeatHours === 1 ? '' : 's'}.`;
  const text = [
    alert.warning.message,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `Metal Price page: ${pageUrl}`,
    '',
    reminder,
    '',
    store.name,
  ].join('\n');
  const rows = facts.map(([label, value]) => `<tr><td>${label}</td><td>${escapeHtml(value)}</td></tr>`).join('');
  const html = `<p>${escapeHtml(alert.warning.message)}</p>
<table cellpadding="4">${rows}</table>
<p><a href="${escapeHtml(pageUrl)}">Open the Metal Price page</a></p>
<p><small>${escapeHtml(reminder)}</small></p>
<p>${escapeHtml(store.name)}</p>`;
  return {
    to: to.join(', '),
    subject: `Rate alert: ${alert.rule.condition}${alert.warning.metal ? ` (${alert.warning.metal})` : ''}`,
    text,
    html,
  };
}
