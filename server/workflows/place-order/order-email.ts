import { formatCents } from '#domain/money.ts';
import type { Order, OrderLine } from '#domain/orders/order.ts';
import { breakupRows } from '#domain/pricing/breakup-lines.ts';
import { store } from '#domain/store/settings.ts';
import { formatGrams } from '#domain/catalog/weight.ts';
import type { MailMessage } from '#server/providers/mail/mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The breakup paid for one piece of a line (frozen on the order), as the /confirm page labels it. */
function breakupText(line: OrderLine): string[] {
  if (!line.breakup) return [];
  const rows = breakupRows(line.breakup).map(
    (row) => `    ${row.label}${row.detail ? ` (${row.detail})` : ''}: ${formatCents(row.cents)}`,
  );
  return [
    `  Price breakup${line.quantity > 1 ? ', one piece' : ''}:`,
    ...rows,
    `    Total: ${formatCents(line.breakup.breakup.totalCents)}`,
  ];
}

function breakupHtml(line: OrderLine): string {
  if (!line.breakup) return '';
  const cell = 'style="padding:2px 0 2px 12px;font-size:13px;color:#57534e"';
  const rows = breakupRows(line.breakup)
    .map(
      (row) =>
        `<tr><td ${cell}>${escapeHtml(row.label)}${row.detail ? `<br><small>${escapeHtml(row.detail)}</small>` : ''}</td><td ${cell} align="right">${formatCents(row.cents)}</td></tr>`,
    )
    .join('');
  const caption = `Price breakup${line.quantity > 1 ? ', one piece' : ''}`;
  return `<tr><td colspan="2"><table cellpadding="0" cellspacing="0" width="100%"><caption align="left" style="text-align:left;font-size:13px;color:#57534e;padding-left:12px">${caption}</caption>${rows}<tr><td ${cell}>Total</td><td ${cell} align="right">${formatCents(line.breakup.breakup.totalCents)}</td></tr></table></td></tr>`;
}

/** The confirmation a customer receives: the same facts as the /confirm page. */
export function orderConfirmationEmail(order: Order, orderUrl: string): MailMessage {
  const { shipping } = order;
  const address = `${shipping.name}\n${shipping.street}\n${shipping.city}, ${shipping.state} ${shipping.zip}\n${shipping.phone}`;
  const lines = order.lines.flatMap((line) => [
    `${line.quantity} × ${line.name} (${line.category}, ${formatGrams(line.weight)}) — ${formatCents(line.lineTotal)}`,
    ...breakupText(line),
  ]);
  const text = [
    `Dear ${order.customer.name},`,
    '',
    `Thank you for your order ${order.number}. We have received your payment and are preparing your pieces.`,
    '',
    ...lines,
    '',
    `Subtotal: ${formatCents(order.subtotal)}`,
    `Tax (8%): ${formatCents(order.tax)}`,
    `Total: ${formatCents(order.total)}`,
    '',
    'Shipping to:',
    address,
    '',
    `Your order: ${orderUrl}`,
    '',
    store.name,
  ].join('\n');
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td>${line.quantity} × ${escapeHtml(line.name)}<br><small>${escapeHtml(line.category)}, ${formatGrams(line.weight)}</small></td><td align="right">${formatCents(line.lineTotal)}</td></tr>${breakupHtml(line)}`,
    )
    .join('');
  const html = `<p>Dear ${escapeHtml(order.customer.name)},</p>
<p>Thank you for your order <strong>${escapeHtml(order.number)}</strong>. We have received your payment and are preparing your pieces.</p>
<table cellpadding="6">${rows}
<tr><td>Subtotal</td><td align="right">${formatCents(order.subtotal)}</td></tr>
<tr><td>Tax (8%)</td><td align="right">${formatCents(order.tax)}</td></tr>
<tr><td><strong>Total</strong></td><td align="right"><strong>${formatCents(order.total)}</strong></td></tr></table>
<p>Shipping to:<br>${escapeHtml(address).replaceAll('\n', '<br>')}</p>
<p><a href="${escapeHtml(orderUrl)}">See your order</a></p>
<p>${escapeHtml(store.name)}</p>`;
  return { to: order.customer.email, subject: `Your ${store.name} order ${order.number}`, text, html };
}
