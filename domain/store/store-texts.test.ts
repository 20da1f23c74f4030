import { describe, expect, it } from 'vitest';
import { testTranslator } from '../i18n/test-translator.ts';
import { store, STORE_SERVICES } from './settings.ts';
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
    const arabicScript = /\p{Script=Arabic}/u;
    const hours = openingHours(ar);
    expect(hours.map((row) => row.id)).toEqual(['weekdays', 'saturday', 'sunday', 'holidays']);
    expect(hours[1]).toMatchObject({ days: 'السبت', hours: '10:00 ص - 6:00 م' });
    for (const row of hours) expect(`${row.days} ${row.hours}`).toMatch(arabicScript);
    const services = storeServices(ar);
    expect(services.map((service) => service.id)).toEqual(Object.keys(STORE_SERVICES));
    for (const service of services) expect(service.name).toMatch(arabicScript);
    expect(new Set(services.map((service) => service.name)).size).toBe(services.length);
  });

  it('name the gold purities with their K in English, the karats alone in Arabic', () => {
    expect(goldPurities(en, 'en')).toBe('18K & 22K');
    expect(goldPurities(en, 'en', 'and')).toBe('18K and 22K');
    expect(goldPurities(ar, 'ar')).toBe('18 و22');
  });
});
