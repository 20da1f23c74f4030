import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '#domain/i18n/catalogues/ar.json' with { type: 'json' };
import en from '#domain/i18n/catalogues/en.json' with { type: 'json' };
import type { Order } from '#domain/orders/order.ts';
import { activateLanguage, loadCatalogue } from '#web/lib/i18n.ts';
import { paymentMethodText } from './payment-method.ts';

const payment = (brand: string | null, last4: string | null, credit = 0): Pick<Order, 'payment' | 'credit'> => ({
  payment: { gateway: 'offline', reference: 'pi_1', brand, last4 },
  credit,
});
const compiled = (catalogue: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, compileMessage(message)]));

describe('paymentMethodText', () => {
  beforeAll(() => {
    loadCatalogue('en', compiled(en));
    loadCatalogue('ar', compiled(ar));
    activateLanguage('en');
  });

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

  it('names store credit beside the card that paid the rest, or alone when it paid it all', () => {
    expect(paymentMethodText(payment('visa', '4242', 2_500))).toBe('Visa ending in 4242 and store credit');
    const creditOnly = {
      payment: { gateway: 'store_credit', reference: 'sc_1', brand: null, last4: null },
      credit: 9_000,
    };
    expect(paymentMethodText(creditOnly as Pick<Order, 'payment' | 'credit'>)).toBe('Store credit');
  });

  it('speaks the page’s language', () => {
    activateLanguage('ar');
    expect(paymentMethodText(payment('visa', '4242'))).toBe('Visa تنتهي بـ 4242');
    expect(paymentMethodText(payment(null, null))).toBe('بطاقة');
    expect(paymentMethodText(payment('visa', '4242', 2_500))).toBe('Visa تنتهي بـ 4242 ورصيد المتجر');
    activateLanguage('en');
  });
});
