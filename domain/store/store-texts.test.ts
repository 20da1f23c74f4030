import { describe, expect, it } from 'vitest';
import { testTranslator } from '../i18n/test-translator.ts';
import { store } from './settings.ts';
import { goldPurities, openingHours, storeServices } from './store-texts.ts';

const en = testTranslator('en');
const ar = testTranslator('ar');

describe('the shop’s words', () => {
  it('are in English as settings.ts writes them (the structured data says the same)', () => {
    expect(openingHours(en).map(({ days, hours }) => ({ days, hours }))).toEqual(
      store.hours.map(({ days, hours }) => ({ days, hours })),
    );
    expect(storeServices(en).map((service) => service.name)).toEqual(store.services);
  });

  it('are in Arabic row by row, found by id', () => {
    expect(openingHours(ar)).toEqual([
      { id: 'weekdays', days: 'الاثنين - الجمعة', hours: '10:00 ص - 7:00 م' },
      { id: 'saturday', days: 'السبت', hours: '10:00 ص - 6:00 م' },
      { id: 'sunday', days: 'الأحد', hours: '12:00 م - 5:00 م' },
      { id: 'holidays', days: 'العطل الرسمية', hours: 'بموعد مسبق' },
    ]);
    expect(storeServices(ar).map((service) => service.name)).toEqual([
      'تصميم المجوهرات حسب الطلب',
      'تصليح المجوهرات وتعديل مقاساتها',
      'شراء الذهب واستبداله',
      'النقش',
      'التثمين',
      'التنظيف والتلميع',
    ]);
  });

  it('name the gold purities with their K in English, the karats alone in Arabic', () => {
    expect(goldPurities(en, 'en')).toBe('18K & 22K');
    expect(goldPurities(en, 'en', 'and')).toBe('18K and 22K');
    expect(goldPurities(ar, 'ar')).toBe('18 و22');
  });
});
