import { describe, expect, it } from 'vitest';
import { formatCents } from '../money.ts';
import { intlLocale, languageOfPath, localizedPath, pathInLanguage, pathWithoutLanguage } from './languages.ts';

describe('languages', () => {
  it('finds the language of a path by its first segment only', () => {
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/cart')).toBe('ar');
    expect(languageOfPath('/arabic-gold')).toBe('en');
    expect(languageOfPath('/cart')).toBe('en');
  });

  it('moves a path between the languages', () => {
    expect(pathInLanguage('/cart', 'ar')).toBe('/ar/cart');
    expect(pathInLanguage('/', 'ar')).toBe('/ar');
    expect(pathInLanguage('/ar', 'en')).toBe('/');
    expect(pathInLanguage('/ar/product/abc', 'en')).toBe('/product/abc');
    expect(pathInLanguage('/ar/cart', 'ar')).toBe('/ar/cart');
    expect(pathInLanguage('/ar/dashboard/orders?status=paid', 'en')).toBe('/dashboard/orders?status=paid');
  });

  it('puts an address with its query under a language, and takes it out again', () => {
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/?auth=google', 'ar')).toBe('/ar?auth=google');
    expect(localizedPath('/#top', 'ar')).toBe('/ar#top');
    expect(localizedPath('/login?redirect=/cart', 'ar')).toBe('/ar/login?redirect=/cart');
    expect(localizedPath('/login?redirect=/cart', 'en')).toBe('/login?redirect=/cart');
    expect(pathWithoutLanguage('/ar')).toBe('/');
    expect(pathWithoutLanguage('/ar?x=1')).toBe('/?x=1');
    expect(pathWithoutLanguage('/ar/account/orders')).toBe('/account/orders');
    expect(pathWithoutLanguage('/arabic-gold')).toBe('/arabic-gold');
  });

  it('names the numbering system, so a price is written with Latin digits in Arabic', () => {
    const price = new Intl.NumberFormat(intlLocale('ar'), { style: 'currency', currency: 'USD' }).format(1234.5);
    expect(price).toMatch(/1,234\.50/);
  });

  it('keeps the dollar sign of an Arabic price whole ("US$", not "$US" beside the digits)', () => {
    expect(formatCents(123_450, intlLocale('ar'))).toBe('\u200f1,234.50\u00a0\u2066US$\u2069');
    expect(formatCents(123_450, intlLocale('en'))).toBe('$1,234.50');
  });
});
