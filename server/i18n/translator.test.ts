import { describe, expect, it } from 'vitest';
import { requestLanguage, translator } from './translator.ts';

describe('translator', () => {
  it('writes a text in each language, Arabic plurals in their own forms and Latin digits', () => {
    expect(translator('en')('catalog.results.count', { count: 1 })).toBe('1 piece');
    expect(translator('en')('catalog.results.count', { count: 12 })).toBe('12 pieces');
    expect(translator('ar')('catalog.results.count', { count: 2 })).toBe('قطعتان');
    expect(translator('ar')('catalog.results.count', { count: 12 })).toBe('12 قطعة');
    expect(translator('ar')('catalog.results.count', { count: 1234 })).toBe('1,234 قطعة');
  });
});

describe('requestLanguage', () => {
  it('takes the first language of Accept-Language when it is one of the shop’s, English otherwise', () => {
    expect(requestLanguage('ar')).toBe('ar');
    expect(requestLanguage('ar-SA,en;q=0.8')).toBe('ar');
    expect(requestLanguage('en-US,ar;q=0.9')).toBe('en');
    expect(requestLanguage('fr-FR')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage('<script>')).toBe('en');
  });
});
