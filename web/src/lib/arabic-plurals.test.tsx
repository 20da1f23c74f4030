import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, t } from './i18n.ts';

// The browser's catalogue parts are compiled at build time (web/vite-plugins/catalogue-parts.ts):
// Arabic's six plural forms must survive that compile as they do the server's.
describe('Arabic plurals in the browser', () => {
  beforeAll(() => loadLanguage('ar', ['shell', 'collection', 'product']));

  it('writes a counted noun in the form its number asks for: 0, 1, 2, 3-10, 11-99, 100 and up', () => {
    expect([0, 1, 2, 3, 11, 100, 103].map((days) => t('product.returns', { days }))).toEqual([
      'إرجاع خلال 0 يوم',
      'إرجاع خلال يوم واحد',
      'إرجاع خلال يومين',
      'إرجاع خلال 3 أيام',
      'إرجاع خلال 11 يومًا',
      'إرجاع خلال 100 يوم',
      'إرجاع خلال 103 أيام',
    ]);
    expect([0, 2, 12].map((count) => t('catalog.filters.showCount', { count }))).toEqual([
      'لا توجد نتائج',
      'عرض نتيجتين',
      'عرض 12 نتيجة',
    ]);
    expect(t('product.totalFor', { count: 2 })).toBe('إجمالي قطعتين');
    expect(t('shell.iconLink.withCount', { label: 'السلة', count: 5 })).toBe('السلة، 5 قطع');
  });
});
