import { branchOf } from '#domain/appointments/appointment.ts';
import { dateFormat } from '#domain/i18n/intl-cache.ts';
import { intlLocale, type Language } from '#domain/i18n/languages.ts';
import type { MessageId } from '#domain/i18n/messages.ts';
import { branchAddress } from '#domain/store/settings.ts';
import { escapeHtml, htmlText, mailHtml } from '#server/i18n/mail-text.ts';
import { translator } from '#server/i18n/translator.ts';
import type { AppointmentRow } from '#server/modules/appointments/appointments.service.ts';
import type { MailMessage } from '#server/providers/mail/mailer.ts';
import { visitCalendar } from './visit-calendar.ts';

export const purposeId = (purpose: AppointmentRow['purpose']) => `visit.purpose.${purpose}` as MessageId;

/**
 * The confirmation of a booked visit in the booker's language: the time in the branch's zone, the
 * visit as an .ics file, and the link that cancels it (`cancelUrl` holds the token).
 */
export function visitConfirmationEmail(visit: AppointmentRow, cancelUrl: string, language: Language): MailMessage {
  const t = translator(language);
  const branch = branchOf(visit.branchId);
  const branchName = t(`shell.store.branch.${branch.id}.name` as MessageId);
  const when = dateFormat(intlLocale(language), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: branch.timeZone,
  }).format(visit.startsAt);
  const zone = branch.timeZone.split('/').pop()!.replace(/_/g, ' ');
  const store = t('shell.store.name');
  const purpose = t(purposeId(visit.purpose));
  const address = branchAddress(branch);
  const booked = { purpose, branch: branchName, address, when, zone };
  const lines = [
    t('mail.visit.greeting', { name: visit.name }),
    '',
    t('mail.visit.booked', booked),
    t('mail.visit.calendar'),
    '',
    t('mail.visit.cancel', { url: cancelUrl }),
  ];
  const html = mailHtml(
    language,
    [
      `<p>${htmlText(t, 'mail.visit.greeting', { name: visit.name })}</p>`,
      `<p>${htmlText(t, 'mail.visit.booked', booked)}</p>`,
      `<p>${htmlText(t, 'mail.visit.calendar')}</p>`,
      `<p><a href="${escapeHtml(cancelUrl)}">${escapeHtml(t('mail.visit.cancelButton'))}</a></p>`,
    ].join('\n'),
  );
  const calendar = visitCalendar({
    uid: `${visit.id}@alzahrajewelers.com`,
    startsAt: visit.startsAt,
    endsAt: visit.endsAt,
    stamp: visit.createdAt,
    title: t('mail.visit.eventTitle', { store, purpose }),
    location: `${branchName}, ${address}`,
    description: t('mail.visit.cancel', { url: cancelUrl }),
    url: cancelUrl,
  });
  return {
    to: visit.email,
    subject: t('mail.visit.subject', { store, when }),
    text: lines.join('\n'),
    html,
    attachments: [
      { filename: 'visit.ics', content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ],
  };
}
