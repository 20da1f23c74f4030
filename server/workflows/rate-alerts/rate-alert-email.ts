import type { RateAlert } from '#domain/rates/rate-alerts.ts';
import { store } from '#domain/store/settings.ts';
import { escapeHtml } from '#server/i18n/mail-text.ts';
import type { MailMessage } from '#server/providers/mail/mailer.ts';

/** One condition the mail tells of, and since when it holds. */
export interface MailedAlert {
  alert: RateAlert;
  since: Date;
}

/** "2026-11-26 19:20 UTC": one reading for every admin, wherever they are. */
const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const titleOf = ({ alert }: MailedAlert) =>
  `${alert.rule.condition}${alert.warning.metal ? ` (${alert.warning.metal})` : ''}`;

const factsOf = ({ alert, since }: MailedAlert): Array<[string, string]> => [
  ['Condition', alert.rule.condition],
  ['Metal', alert.warning.metal ?? 'All metals'],
  ['Since', utcMinute(since)],
];

/**
 * The mail to the admins about the rate conditions one pass found due, in English like the
 * dashboard: for each, what is wrong (the dashboard's own sentence), the metal and since when;
 * then a link to the Metal Price page. Its text comes from the warnings, which never carry the
 * feed's address or key.
 */
export function rateAlertEmail(
  alerts: readonly MailedAlert[],
  { to, pageUrl, repeatHours }: { to: readonly string[]; pageUrl: string; repeatHours: number },
): MailMessage {
  const reminder = `While a condition lasts you get this mail again at most once every ${repeatHours} hour${repeatHours === 1 ? '' : 's'}.`;
  const text = [
    ...alerts.flatMap((mailed) => [
      mailed.alert.warning.message,
      ...factsOf(mailed).map(([label, value]) => `${label}: ${value}`),
      '',
    ]),
    `Metal Price page: ${pageUrl}`,
    '',
    reminder,
    '',
    store.name,
  ].join('\n');
  const sections = alerts
    .map((mailed) => {
      const rows = factsOf(mailed)
        .map(([label, value]) => `<tr><td>${label}</td><td>${escapeHtml(value)}</td></tr>`)
        .join('');
      return `<p>${escapeHtml(mailed.alert.warning.message)}</p>\n<table cellpadding="4">${rows}</table>`;
    })
    .join('\n');
  const html = `${sections}
<p><a href="${escapeHtml(pageUrl)}">Open the Metal Price page</a></p>
<p><small>${escapeHtml(reminder)}</small></p>
<p>${escapeHtml(store.name)}</p>`;
  const first = titleOf(alerts[0]!);
  const subject = alerts.length === 1 ? first : `${first} and ${alerts.length - 1} more`;
  return { to: to.join(', '), subject: `Rate alert: ${subject}`, text, html };
}
