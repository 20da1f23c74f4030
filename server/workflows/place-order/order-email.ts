import { formatCents } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';
import { store } from '#domain/store/settings.ts';
import { formatGrams } from '#domain/catalog/weight.ts';
import type { MailMessage } from '../../providers/mail/mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The confirmation a customer receives: the same facts as the /confirm page. */
export function orderConfirmationEmail(order: Order, orderUrl: string): MailMessage {
  const { shipping } = order;
  const address = `${shipping.name}\n${shipping.street}\n${shipping.city}, ${shipping.state} ${shipping.zip}\n${shipping.phone}`;
  const lines = order.lines.map(
    (line) =>
      `${line.quantity} × ${line.name} (${line.category}, ${formatGrams(line.weight)}) — ${formatCents(line.lineTotal)}`,
  );
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
        `<tr><td>${line.quantity} × ${escapeHtml(line.name)}<br><small>${escapeHtml(line.category)}, ${formatGrams(line.weight)}</small></td><td align="right">${formatCents(line.lineTotal)}</td></tr>`,
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
