import { intlLocale, type Language } from '#domain/i18n/languages.ts';
import { formatCents } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';
import { carrierName } from '#domain/orders/shipment.ts';
import { escapeHtml, htmlText, mailHtml } from '#server/i18n/mail-text.ts';
import { translator } from '#server/i18n/translator.ts';
import type { MailMessage } from '#server/providers/mail/mailer.ts';

/**
 * The mail a customer receives when the order leaves: the carrier, the tracking number and its
 * link (the carrier's page; none for a carrier the shop does not know), the insured value and
 * whether a signature is asked, in the account's language.
 */
export function shippedEmail(order: Order, orderUrl: string, language: Language = 'en'): MailMessage {
  const shipment = order.shipment;
  if (!shipment) throw new Error('shippedEmail: the order has no shipment');
  const t = translator(language);
  const store = t('shell.store.name');
  const carrier = carrierName(shipment);
  const values = { number: order.number, carrier, tracking: shipment.trackingNumber };
  const insured = t('mail.shipped.insured', { value: formatCents(shipment.declaredValue, intlLocale(language)) });
  const signature = shipment.signatureRequired ? t('mail.shipped.signature') : '';
  const url = shipment.trackingUrl;
  const text = [
    t('mail.order.greeting', { name: order.customer.name }),
    '',
    t('mail.shipped.sent', values),
    url ? t('mail.shipped.track', { url }) : t('mail.shipped.noLink', { carrier }),
    '',
    insured,
    ...(signature ? [signature] : []),
    '',
    t('mail.order.yourOrder', { url: orderUrl }),
    '',
    store,
  ].join('\n');
  // A tracking number reads left to right inside an Arabic sentence.
  const tracking = `<bdi dir="ltr">${escapeHtml(shipment.trackingNumber)}</bdi>`;
  const html = `<p>${htmlText(t, 'mail.order.greeting', { name: order.customer.name })}</p>
<p>${htmlText(t, 'mail.shipped.sent', { number: order.number, carrier }, { tracking })}</p>
<p>${url ? `<a href="${escapeHtml(url)}">${escapeHtml(t('mail.shipped.trackLink'))}</a>` : escapeHtml(t('mail.shipped.noLink', { carrier }))}</p>
<p>${escapeHtml(insured)}${signature ? `<br>${escapeHtml(signature)}` : ''}</p>
<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(t('mail.order.seeOrder'))}</a></p>
<p>${escapeHtml(store)}</p>`;
  return {
    to: order.customer.email,
    subject: t('mail.shipped.subject', { store, number: order.number }),
    text,
    html: mailHtml(language, html),
  };
}
