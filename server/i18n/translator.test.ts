import { describe, expect, it } from 'vitest';
import { requestLanguage, translator } from './translator.ts';

/** What a native reader expects for 0, 1, 2, 3, 10, 11, 30, 99, 100, 101 and 103 days. */
const ARABIC_RETURNS = [
  'إرجاع خلال 0 يوم',
  'إرجاع خلال يوم واحد',
  'إرجاع خلال يومين',
  'إرجاع خلال 3 أيام',
  'إرجاع خلال 10 أيام',
  'إرجاع خلال 11 يومًا',
  'إرجاع خلال 30 يومًا',
  'إرجاع خلال 99 يومًا',
  'إرجاع خلال 100 يوم',
  'إرجاع خلال 101 يوم',
  'إرجاع خلال 103 أيام',
];
const ARABIC_SHOW_COUNT = ['لا توجد نتائج', 'عرض نتيجة واحدة', 'عرض نتيجتين', 'عرض 12 نتيجة'];

describe('translator', () => {
  it('writes a text in each language, Arabic plurals in their own forms and Latin digits', () => {
    expect(translator('en')('catalog.results.count', { count: 1 })).toBe('1 piece');
    expect(translator('en')('catalog.results.count', { count: 12 })).toBe('12 pieces');
    expect(translator('ar')('catalog.results.count', { count: 2 })).toBe('قطعتان');
    expect(translator('ar')('catalog.results.count', { count: 12 })).toBe('12 قطعة');
    expect(translator('ar')('catalog.results.count', { count: 1234 })).toBe('1,234 قطعة');
  });

  it('writes a counted noun in each of Arabic’s plural forms: 0, 1, 2, 3-10, 11-99, 100 and up', () => {
    const ar = translator('ar');
    expect([0, 1, 2, 3, 10, 11, 30, 99, 100, 101, 103].map((days) => ar('product.returns', { days }))).toEqual(
      ARABIC_RETURNS,
    );
    expect([0, 1, 2, 12].map((count) => ar('catalog.filters.showCount', { count }))).toEqual(ARABIC_SHOW_COUNT);
    expect(ar('product.totalFor', { count: 0 })).toBe('الإجمالي');
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
