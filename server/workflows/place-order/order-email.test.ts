import { describe, expect, it } from 'vitest';
import { formatCents } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';
import { TEST_SHIPPING } from '#server/testing/shopper.ts';
import { orderConfirmationEmail } from './order-email.ts';

// The mail is written from the order alone: an order as the API answers it is enough.

const RING = {
  productId: 'prod_ring',
  name: 'Noor Ring',
  nameAr: null,
  category: 'Rings',
  image: null,
  weight: 4.2,
  quantity: 1,
  unitPrice: 100_000,
  lineTotal: 100_000,
  breakup: null,
};

const ORDER: Order = {
  id: 'ord_1',
  number: 'AZ-100042',
  status: 'confirmed',
  createdAt: '2026-11-26T10:00:00.000Z',
  customer: { name: 'Amira Haddad', email: 'amira@example.com' },
  fulfilment: 'ship',
  shipping: { ...TEST_SHIPPING },
  pickup: null,
  lines: [RING],
  itemCount: 1,
  subtotal: 100_000,
  tax: 9_550,
  taxLines: [{ jurisdiction: 'Louisiana', rateBasisPoints: 955, taxableCents: 100_000, amountCents: 9_550 }],
  total: 109_550,
  credit: 0,
  refunded: 0,
  payment: { gateway: 'offline', reference: 'pay_1', brand: 'visa', last4: '4242' },
  trail: [],
  shipment: null,
};

const URL = 'https://shop.example/account/orders';

describe('the order confirmation mail', () => {
  it('lists the tax by jurisdiction, as charged, and the address of a shipped order', () => {
    const mail = orderConfirmationEmail(ORDER, URL);
    expect(mail.text).toContain(`Subtotal: ${formatCents(100_000)}\nTax — Louisiana (9.55%): ${formatCents(9_550)}\n`);
    expect(mail.text).toContain(
      'Shipping to:\nAmira Haddad\n4520 Government St\nBaton Rouge, LA 70806\n(225) 555-0142',
    );
    expect(mail.html).toContain(
      `<tr><td>Tax — Louisiana (9.55%)</td><td align="right">${formatCents(9_550)}</td></tr>`,
    );
    expect(mail.text).not.toContain('Tax (8%)');
    expect(mail.text).not.toContain('store credit');
  });

  it('shows the store credit spent and what the card paid, in both languages', () => {
    const order: Order = { ...ORDER, credit: 40_000 };
    const mail = orderConfirmationEmail(order, URL);
    expect(mail.text).toContain(
      `Total: ${formatCents(109_550)}\nPaid with store credit: ${formatCents(40_000)}\nPaid by card: ${formatCents(69_550)}\n`,
    );
    expect(mail.html).toContain(`<tr><td>Paid by card</td><td align="right">${formatCents(69_550)}</td></tr>`);
    const arabic = orderConfirmationEmail(order, URL, 'ar');
    expect(arabic.text).toContain('مدفوع من رصيد المتجر');
    // Paid by credit alone: no card row.
    expect(orderConfirmationEmail({ ...ORDER, credit: 109_550 }, URL).text).not.toContain('Paid by card');
  });

  it('keeps the flat rate’s label, one row per line, and Tax alone when nothing was taxed', () => {
    const flat = orderConfirmationEmail(
      {
        ...ORDER,
        taxLines: [{ jurisdiction: 'Sales tax', rateBasisPoints: 800, taxableCents: 100_000, amountCents: 8_000 }],
      },
      URL,
    );
    expect(flat.text).toContain(`Tax (8%): ${formatCents(8_000)}`);
    const exempt = orderConfirmationEmail({ ...ORDER, tax: 0, total: 100_000, taxLines: [] }, URL);
    expect(exempt.text).toContain(`Tax: ${formatCents(0)}`);
  });

  it('tells a pick-up where and when to collect it, who collects it, and that a mail says when it is ready', () => {
    const pickup: Order = {
      ...ORDER,
      fulfilment: 'pickup',
      shipping: null,
      pickup: { branchId: 'louisiana', name: 'Omar Haddad', phone: '(504) 555-0110', code: '482913' },
      taxLines: [
        {
          jurisdiction: 'Metairie, LA (Jefferson Parish)',
          rateBasisPoints: 975,
          taxableCents: 100_000,
          amountCents: 9_750,
        },
      ],
      tax: 9_750,
      total: 109_750,
    };
    const mail = orderConfirmationEmail(pickup, URL);
    expect(mail.text).toContain(
      [
        'Pick-up at Louisiana Main Store:',
        '3301 Veterans Memorial Blvd, Metairie, LA 70002',
        '',
        'Opening hours:',
        'Mon-Fri: 10:00 AM-7:00 PM',
      ].join('\n'),
    );
    expect(mail.text).toContain('Collected by: Omar Haddad, (504) 555-0110');
    expect(mail.text).toContain('We will e-mail you when it is ready, with your pick-up code.');
    expect(mail.text).toContain(`Tax — Metairie, LA (Jefferson Parish) (9.75%): ${formatCents(9_750)}`);
    expect(mail.html).toContain('<p>Pick-up at Louisiana Main Store:<br>3301 Veterans Memorial Blvd');
    expect(mail.text).not.toContain('Shipping to');
    // The code is for the counter: it comes with the mail that says the order is ready.
    expect(mail.text).not.toContain('482913');
    expect(mail.html).not.toContain('482913');
  });
});
