import { categoryLabel } from '#domain/catalog/labels.ts';
import { formatGrams } from '#domain/catalog/weight.ts';
import { numberFormat } from '#domain/i18n/intl-cache.ts';
import { intlLocale, type Language } from '#domain/i18n/languages.ts';
import { localizedText } from '#domain/i18n/localized-text.ts';
import type { Translate } from '#domain/i18n/messages.ts';
import { formatCents } from '#domain/money.ts';
import type { Order, OrderLine } from '#domain/orders/order.ts';
import { breakupRows } from '#domain/pricing/breakup-lines.ts';
import { optionTexts, sizeLabel } from '#domain/options/option-labels.ts';
import { escapeHtml, htmlText, mailHtml, mailSides } from '#server/i18n/mail-text.ts';
import { translator } from '#server/i18n/translator.ts';
import type { MailMessage } from '#server/providers/mail/mailer.ts';
import { branchOf } from '#domain/appointments/appointment.ts';
import type { MessageId } from '#domain/i18n/messages.ts';
import { branchAddress } from '#domain/store/settings.ts';
import { openingHours } from '#domain/store/store-texts.ts';
import { taxLineLabel } from '#domain/tax/tax-line.ts';

/** How one mail is written: its language's texts, numbers and sides. */
interface Writing {
  language: Language;
  t: Translate;
  locale: string;
  money: (cents: number) => string;
  sides: ReturnType<typeof mailSides>;
}

/** The line's name in the mail's language: the Arabic name it was bought under, when it had one. */
const nameOf = (line: OrderLine, language: Language) => localizedText(line.name, line.nameAr, language).text;

/** The breakup paid for one piece of a line (frozen on the order), as the /confirm page labels it. */
function breakupText(line: OrderLine, { t, locale, money }: Writing): string[] {
  if (!line.breakup) return [];
  const rows = breakupRows(line.breakup, t, locale).map(
    (row) => `    ${row.label}${row.detail ? ` (${row.detail})` : ''}: ${money(row.cents)}`,
  );
  return [
    `  ${t(line.quantity > 1 ? 'mail.order.breakup.onePiece' : 'mail.order.breakup')}:`,
    ...rows,
    `    ${t('breakup.total')}: ${money(line.breakup.breakup.totalCents)}`,
  ];
}

function breakupHtml(line: OrderLine, { t, locale, money, sides }: Writing): string {
  if (!line.breakup) return '';
  const padding = sides.start === 'left' ? '2px 0 2px 12px' : '2px 12px 2px 0';
  const cell = `style="padding:${padding};font-size:13px;color:#57534e"`;
  const rows = breakupRows(line.breakup, t, locale)
    .map(
      (row) =>
        `<tr><td ${cell}>${escapeHtml(row.label)}${row.detail ? `<br><small>${escapeHtml(row.detail)}</small>` : ''}</td><td ${cell} align="${sides.end}">${money(row.cents)}</td></tr>`,
    )
    .join('');
  const caption = escapeHtml(t(line.quantity > 1 ? 'mail.order.breakup.onePiece' : 'mail.order.breakup'));
  return `<tr><td colspan="2"><table cellpadding="0" cellspacing="0" width="100%"><caption align="${sides.start}" style="text-align:${sides.start};font-size:13px;color:#57534e;padding-${sides.start}:12px">${caption}</caption>${rows}<tr><td ${cell}>${escapeHtml(t('breakup.total'))}</td><td ${cell} align="${sides.end}">${money(line.breakup.breakup.totalCents)}</td></tr></table></td></tr>`;
}

/** The size and the engraving under a line's name; the engraved text escaped and isolated in its own direction. */
function optionsHtml({ options }: OrderLine, { t }: Writing): string {
  if (!options) return '';
  const size = options.size ? `<br><small>${escapeHtml(sizeLabel(options.size, t))}</small>` : '';
  const engraving =
    options.engraving === null
      ? ''
      : `<br><small>${escapeHtml(t('options.engraving'))}: <bdi dir="auto">${escapeHtml(options.engraving)}</bdi></small>`;
  return size + engraving;
}

/** An English name inside Arabic text keeps its own direction. */
const isolateIn = (language: Language) => (text: string) => (language === 'ar' ? `\u2068${text}\u2069` : text);

/** How the total was paid, when store credit paid some of it: the credit, then the card's part (if any). */
function paymentRows(order: Order, { t }: Writing): Array<{ label: string; cents: number }> {
  if (order.credit === 0) return [];
  const card = order.total - order.credit;
  return [
    { label: t('mail.order.storeCredit'), cents: order.credit },
    ...(card > 0 ? [{ label: t('mail.order.paidByCard'), cents: card }] : []),
  ];
}

/** The tax rows: one per jurisdiction, as charged (an order without lines: its tax under 'Tax'). */
function taxRows(order: Order, { t, language }: Writing): Array<{ label: string; cents: number }> {
  if (order.taxLines.length === 0) return [{ label: t('ui.totals.taxNone'), cents: order.tax }];
  return order.taxLines.map((line) => ({ label: taxLineLabel(line, t, isolateIn(language)), cents: line.amountCents }));
}

/**
 * Where the order is handed over, as lines of text: the address it is shipped to, or the branch
 * it is collected at with its hours and who collects it (the code comes with the mail that says
 * it is ready, never in this one).
 */
function handoverText(order: Order, { t, language }: Writing): { title: string; lines: string[] } {
  const { shipping, pickup } = order;
  if (pickup) {
    const branch = branchOf(pickup.branchId);
    const hours = openingHours(t).map((row) => `${row.days}: ${row.hours}`);
    return {
      title: t('mail.order.pickupAt', { branch: t(`shell.store.branch.${branch.id}.name` as MessageId) }),
      lines: [
        isolateIn(language)(branchAddress(branch)),
        '',
        t('mail.order.hours'),
        ...hours,
        '',
        t('mail.order.collector', { name: pickup.name, phone: isolateIn(language)(pickup.phone) }),
        t('mail.order.readyMail'),
      ],
    };
  }
  const address = shipping
    ? [shipping.name, shipping.street, `${shipping.city}, ${shipping.state} ${shipping.zip}`, shipping.phone]
    : [];
  return { title: t('mail.order.shippingTo'), lines: address };
}

/**
 * The confirmation a customer receives: the same facts as the /confirm page, in the account's
 * language (English unless the account is Arabic). `orderUrl` is the orders page in that language.
 */
export function orderConfirmationEmail(order: Order, orderUrl: string, language: Language = 'en'): MailMessage {
  const t = translator(language);
  const locale = intlLocale(language);
  const writing: Writing = {
    language,
    t,
    locale,
    money: (cents) => formatCents(cents, locale),
    sides: mailSides(language),
  };
  const { money, sides } = writing;
  const count = (quantity: number) => numberFormat(locale, { useGrouping: false }).format(quantity);
  const store = t('shell.store.name');
  const taxes = taxRows(order, writing);
  const payments = paymentRows(order, writing);
  const handover = handoverText(order, writing);
  const lines = order.lines.flatMap((line) => [
    t('mail.order.line', {
      quantity: count(line.quantity),
      name: nameOf(line, language),
      category: categoryLabel(line.category, t),
      weight: formatGrams(line.weight, locale),
      total: money(line.lineTotal),
    }),
    ...optionTexts(line.options, t).map((option) => `  ${option}`),
    ...breakupText(line, writing),
  ]);
  const text = [
    t('mail.order.greeting', { name: order.customer.name }),
    '',
    t('mail.order.thanks', { number: order.number }),
    '',
    ...lines,
    '',
    `${t('mail.order.subtotal')}: ${money(order.subtotal)}`,
    ...taxes.map((row) => `${row.label}: ${money(row.cents)}`),
    `${t('mail.order.total')}: ${money(order.total)}`,
    ...payments.map((row) => `${row.label}: ${money(row.cents)}`),
    '',
    handover.title,
    ...handover.lines,
    '',
    t('mail.order.yourOrder', { url: orderUrl }),
    '',
    store,
  ].join('\n');
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(t('mail.order.item', { quantity: count(line.quantity), name: nameOf(line, language) }))}<br><small>${escapeHtml(t('mail.order.facts', { category: categoryLabel(line.category, t), weight: formatGrams(line.weight, locale) }))}</small>${optionsHtml(line, writing)}</td><td align="${sides.end}">${money(line.lineTotal)}</td></tr>${breakupHtml(line, writing)}`,
    )
    .join('');
  // An English address inside an Arabic mail keeps its own direction (the pick-up's words are Arabic).
  const handoverLines = handover.lines.map(escapeHtml).join('<br>');
  const handoverHtml = language === 'en' || order.pickup ? handoverLines : `<span dir="ltr">${handoverLines}</span>`;
  const taxHtml = taxes
    .map((row) => `<tr><td>${escapeHtml(row.label)}</td><td align="${sides.end}">${money(row.cents)}</td></tr>`)
    .join('\n');
  const table =
    language === 'en' ? '<table cellpadding="6">' : '<table cellpadding="6" dir="rtl" style="text-align:right">';
  const html = `<p>${htmlText(t, 'mail.order.greeting', { name: order.customer.name })}</p>
<p>${htmlText(t, 'mail.order.thanks', {}, { number: `<strong>${escapeHtml(order.number)}</strong>` })}</p>
${table}${rows}
<tr><td>${escapeHtml(t('mail.order.subtotal'))}</td><td align="${sides.end}">${money(order.subtotal)}</td></tr>
${taxHtml}
<tr><td><strong>${escapeHtml(t('mail.order.total'))}</strong></td><td align="${sides.end}"><strong>${money(order.total)}</strong></td></tr>
${payments.map((row) => `<tr><td>${escapeHtml(row.label)}</td><td align="${sides.end}">${money(row.cents)}</td></tr>`).join('\n')}</table>
<p>${escapeHtml(handover.title)}<br>${handoverHtml}</p>
<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(t('mail.order.seeOrder'))}</a></p>
<p>${escapeHtml(store)}</p>`;
  return {
    to: order.customer.email,
    subject: t('mail.order.subject', { store, number: order.number }),
    text,
    html: mailHtml(language, html),
  };
}
