import { describe, expect, it } from 'vitest';
import type { Order } from '#domain/orders/order.ts';
import { paymentMethodText } from './payment-method.ts';

const payment = (brand: string | null, last4: string | null) => ({ brand, last4 }) as Order['payment'];

describe('paymentMethodText', () => {
  it.each([
    ['visa', '4242', 'Visa ending in 4242'],
    ['amex', '0005', 'American Express ending in 0005'],
    ['mastercard', null, 'Mastercard'],
    [null, '4242', 'Card ending in 4242'],
    [null, null, 'Card'],
    ['cartes_bancaires', '1234', 'cartes_bancaires ending in 1234'],
    ['visa', '', 'Visa'],
  ])('describes brand %j and last four %j as %j', (brand, last4, text) =>
    expect(paymentMethodText(payment(brand, last4))).toBe(text),
  );
});
