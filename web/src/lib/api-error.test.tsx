// A .tsx test: the DOM project builds the catalogue's parts as the browser gets them.
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-client.ts';
import { fieldMessages, problemMessage } from './api-error.ts';
import { loadLanguage } from './i18n.ts';
import { serverMessage } from './notify.ts';

// An Arabic page, holding the texts a page loads right after it starts (the toasts, the refusals).
beforeAll(() => loadLanguage('ar', ['shell', 'deferred']));

const soldOut = new ApiError(409, 'out_of_stock', 'Sorry, Hamsa Pendant is out of stock.', undefined, {
  reason: 'problem.cart.outOfStock',
  values: { name: { en: 'Hamsa Pendant', ar: 'دلاية الخمسة' } },
});

describe('problemMessage', () => {
  it("writes the reason in the page's language, not the server's sentence", () => {
    expect(problemMessage(soldOut)).toBe('عذرًا، نفدت الكمية المتوفرة من دلاية الخمسة.');
    expect(errorMessage(soldOut)).toBe('عذرًا، نفدت الكمية المتوفرة من دلاية الخمسة.');
    expect(serverMessage(soldOut, 'fallback', 409)).toBe('عذرًا، نفدت الكمية المتوفرة من دلاية الخمسة.');
  });

  it('writes amounts and counts as the page does', () => {
    const repriced = { reason: 'problem.checkout.ratesMoved', values: { total: { cents: 123456 } }, message: '' };
    expect(problemMessage(repriced)).toContain('1,234.56');
    const onlyTwo = { reason: 'problem.checkout.onlyNLeft', values: { count: 2, name: 'Ring' }, message: '' };
    expect(problemMessage(onlyTwo)).toBe('لم يتبقَّ من Ring سوى قطعتين. يُرجى تعديل الكمية في سلتك.');
  });

  it("falls back to the server's message for a reason the page does not hold", () => {
    const dashboardOnly = { reason: 'problem.admin.userNotFound', message: 'لم يُعثر على المستخدم' };
    expect(problemMessage(dashboardOnly)).toBe('لم يُعثر على المستخدم');
    expect(problemMessage({ reason: 'problem.fromANewerServer', message: 'Something new.' })).toBe('Something new.');
    expect(problemMessage({ message: 'Your cart is empty.' })).toBe('سلتك فارغة.');
  });
});

describe('fieldMessages', () => {
  it("writes each refused field in the page's language", () => {
    const refusal = {
      fields: { 'shipping.name': 'Please enter your full name.', q: 'must be at most 100 characters' },
      fieldProblems: {
        'shipping.name': { reason: 'Please enter your full name.' },
        q: { reason: 'problem.field.invalid', values: { detail: { sentence: 'must be at most 100 characters' } } },
      },
    };
    expect(fieldMessages(refusal)).toEqual({
      'shipping.name': 'يُرجى إدخال اسمك الكامل.',
      q: 'must be at most 100 characters',
    });
  });

  it('is undefined when the refusal names no field', () => {
    expect(fieldMessages(soldOut)).toBeUndefined();
  });
});
