import { branchOf } from '#domain/appointments/appointment.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { MessageId, Translate } from '#domain/i18n/messages.ts';
import type { Order } from '#domain/orders/order.ts';
import { branchAddress, type BranchId } from '#domain/store/settings.ts';
import { openingHours } from '#domain/store/store-texts.ts';
import { escapeHtml, htmlText, mailHtml } from '#server/i18n/mail-text.ts';
import { translator } from '#server/i18n/translator.ts';
import type { MailMessage } from '#server/providers/mail/mailer.ts';

/** The branch's name in the mail's language. */
export const branchName = (t: Translate, id: BranchId) => t(`shell.store.branch.${id}.name` as MessageId);

/**
 * The mail a pick-up's buyer receives when the order is ready at the branch, in the account's
 * language: the code to give at the counter, the branch's name, address, phone and opening hours,
 * the photo ID to bring (in the collector's name), how long it is held, and the link to My Orders.
 */
export function readyEmail(order: Order, ordersPage: string, language: Language, holdDays: number): MailMessage {
  const pickup = order.pickup;
  if (!pickup?.code) throw new Error('readyEmail: the order is not a pick-up with its code');
  const t = translator(language);
  const store = t('shell.store.name');
  const branch = branchOf(pickup.branchId);
  const ready = { number: order.number, branch: branchName(t, branch.id), address: branchAddress(branch) };
  const hours = openingHours(t).map(({ days, hours }) => `${days}: ${hours}`);
  const text = [
    t('mail.order.greeting', { name: order.customer.name }),
    '',
    t('mail.ready.ready', ready),
    t('mail.ready.code', { code: pickup.code }),
    t('mail.ready.photoId', { name: pickup.name }),
    '',
    t('mail.ready.hours'),
    ...hours,
    t('mail.ready.phone', { phone: branch.phone }),
    '',
    t('mail.ready.held', { days: holdDays }),
    t('mail.order.yourOrder', { url: ordersPage }),
    '',
    store,
  ].join('\n');
  // Digits and a phone number read left to right inside an Arabic sentence.
  const ltr = (value: string) => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;
  const html = `<p>${htmlText(t, 'mail.order.greeting', { name: order.customer.name })}</p>
<p>${htmlText(t, 'mail.ready.ready', ready)}</p>
<p><strong>${htmlText(t, 'mail.ready.code', {}, { code: ltr(pickup.code) })}</strong></p>
<p>${htmlText(t, 'mail.ready.photoId', { name: pickup.name })}</p>
<p>${escapeHtml(t('mail.ready.hours'))}<br>${hours.map(escapeHtml).join('<br>')}</p>
<p>${htmlText(t, 'mail.ready.phone', {}, { phone: ltr(branch.phone) })}</p>
<p>${htmlText(t, 'mail.ready.held', { days: holdDays })}</p>
<p><a href="${escapeHtml(ordersPage)}">${escapeHtml(t('mail.order.seeOrder'))}</a></p>
<p>${escapeHtml(store)}</p>`;
  return {
    to: order.customer.email,
    subject: t('mail.ready.subject', { store, number: order.number }),
    text,
    html: mailHtml(language, html),
  };
}
