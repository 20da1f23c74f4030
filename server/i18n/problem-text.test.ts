import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_REASONS } from '#domain/error-reasons.ts';
import ar from '#domain/i18n/catalogues/ar.json' with { type: 'json' };
import en from '#domain/i18n/catalogues/en.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { fieldProblemOf, problemMessage } from './problem-text.ts';

const catalogues: Record<string, Record<string, string>> = { en, ar };

/** Every 'problem.…' id the server and the shared code name outside tests (the catalogue's parts name prefixes). */
function reasonsInTheCode(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const folder of ['server', 'domain']) {
    const root = new URL(`../../${folder}/`, import.meta.url);
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('error-reasons.ts')) continue;
      if (folder === 'domain' && file.startsWith('i18n/')) continue;
      const text = readFileSync(new URL(file, root), 'utf8');
      for (const [, id] of text.matchAll(/'(problem\.[A-Za-z0-9.]+)'/g)) {
        found.set(id!, [...(found.get(id!) ?? []), `${folder}/${file}`]);
      }
    }
  }
  return found;
}

describe('the reasons the API gives', () => {
  it('each have a text in every language', () => {
    for (const reason of ERROR_REASONS) {
      for (const [language, catalogue] of Object.entries(catalogues)) {
        expect({ reason, language, text: catalogue[reason]?.trim() || undefined }).toEqual({
          reason,
          language,
          text: expect.any(String),
        });
      }
    }
  });

  it('are all listed, and the list holds only reasons the code gives', () => {
    const inTheCode = reasonsInTheCode();
    const listed = new Set<string>(ERROR_REASONS);
    expect([...inTheCode.keys()].filter((reason) => !listed.has(reason))).toEqual([]);
    expect(ERROR_REASONS.filter((reason) => !inTheCode.has(reason))).toEqual([]);
  });
});

describe('problemMessage', () => {
  it('writes the English the API always answered with', () => {
    expect(problemMessage({ reason: 'problem.tooManyAttempts', values: { minutes: 1 } }, 'en')).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(problemMessage({ reason: 'problem.tooManyAttempts', values: { minutes: 10 } }, 'en')).toBe(
      'Too many attempts. Please wait 10 minutes and try again.',
    );
    const onlyTwo = { count: 2, name: { en: 'Hamsa Pendant', ar: 'دلاية الخمسة' }, inCart: 1 };
    expect(problemMessage({ reason: 'problem.cart.onlyNCanBeOrderedWithCart', values: onlyTwo }, 'en')).toBe(
      'Only 2 pieces of Hamsa Pendant can be ordered and your cart already holds 1.',
    );
    expect(problemMessage({ reason: 'problem.checkout.onlyNLeft', values: { count: 1, name: 'Ring' } }, 'en')).toBe(
      'Only 1 of Ring is left. Please change the quantity in your cart.',
    );
    expect(problemMessage({ reason: 'problem.checkout.ratesMoved', values: { total: { cents: 123456 } } }, 'en')).toBe(
      'The metal rates have changed since you started checking out: your total is now $1,234.56. Please review it and pay again.',
    );
    const refunded = { number: 'AZ-1001', payment: 'partially_refunded' };
    expect(problemMessage({ reason: 'problem.admin.orderStatusFollowsPayment', values: refunded }, 'en')).toBe(
      'Order AZ-1001 was partly refunded: its status follows the payment and is not changed here.',
    );
  });

  it('writes Arabic with the Arabic name, the Arabic plural and a sentence the catalogue knows', () => {
    const name = { en: 'Hamsa Pendant', ar: 'دلاية الخمسة' };
    expect(problemMessage({ reason: 'problem.cart.outOfStock', values: { name } }, 'ar')).toBe(
      'عذرًا، نفدت الكمية المتوفرة من دلاية الخمسة.',
    );
    expect(
      problemMessage({ reason: 'problem.cart.outOfStock', values: { name: { en: 'Ring', ar: null } } }, 'ar'),
    ).toBe('عذرًا، نفدت الكمية المتوفرة من Ring.');
    expect(problemMessage({ reason: 'problem.tooManyAttempts', values: { minutes: 2 } }, 'ar')).toBe(
      'محاولات كثيرة جدًا. يُرجى الانتظار دقيقتين ثم المحاولة مرة أخرى.',
    );
    const declined = { detail: { sentence: 'Your card was declined.' } };
    expect(problemMessage({ reason: 'problem.payment.declined', values: declined }, 'ar')).toBe('رُفضت بطاقتك.');
  });

  it("gives a schema's sentence its own id when the catalogue has one", () => {
    expect(fieldProblemOf('Please enter your full name.')).toEqual({ reason: 'Please enter your full name.' });
    expect(fieldProblemOf('must be at most 100 characters')).toEqual({
      reason: 'problem.field.invalid',
      values: { detail: { sentence: 'must be at most 100 characters' } },
    });
  });
});

describe('a refusal on the wire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("carries the reason and its values, and the message in the request's language", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products/p_unknown',
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: 'not_found',
      reason: 'problem.catalog.productNotFound',
      message: 'لم يُعثر على هذه القطعة',
    });
  });

  it('carries each refused field as a problem too', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?q=${'x'.repeat(101)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_input',
      reason: 'problem.request.invalid',
      values: { part: 'querystring' },
      message: 'Invalid querystring: q must be at most 100 characters',
      fields: { q: 'must be at most 100 characters' },
      fieldProblems: {
        q: { reason: 'problem.field.invalid', values: { detail: { sentence: 'must be at most 100 characters' } } },
      },
    });
  });
});
