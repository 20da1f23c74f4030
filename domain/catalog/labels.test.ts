import { describe, expect, it } from 'vitest';
import { testTranslator } from '../i18n/test-translator.ts';
import { PURITIES } from '../pricing/piece-price.ts';
import { categoryLabel, metalName, pieceMetalLabel, purityName, purityTag } from './labels.ts';

const en = testTranslator('en');
const ar = testTranslator('ar');

describe('categoryLabel', () => {
  it('names each category in both languages; one unknown to the catalogue stays as stored', () => {
    expect(categoryLabel('Gold', en)).toBe('Gold');
    expect(categoryLabel('Gold', ar)).toBe('ذهب');
    expect(categoryLabel('All', ar)).toBe('الكل');
    expect(categoryLabel('Bracelets', ar)).toBe('Bracelets');
    expect(categoryLabel('toString', en)).toBe('toString');
  });
});

describe('metalName', () => {
  it('names a metal as a heading or inside a sentence', () => {
    expect(metalName('Silver', en)).toBe('Silver');
    expect(metalName('Silver', en, 'lower')).toBe('silver');
    expect(metalName('Silver', ar)).toBe('الفضة');
    expect(metalName('Copper', en, 'lower')).toBe('copper');
  });
});

describe('purityTag', () => {
  it('names a karat by the word in Arabic, never by the K', () => {
    expect(purityTag('Gold', 916, en)).toBe('22K');
    expect(purityTag('Gold', 916, ar)).toBe('عيار 22');
    expect(purityTag('Gold', 750, ar)).toBe('عيار 18');
  });

  it('writes another metal’s purity as its fineness, and none the metal is not sold in', () => {
    expect(purityTag('Silver', 925, en)).toBe('925');
    expect(purityTag('Silver', 925, ar)).toBe('925');
    expect(purityTag('Gold', 900, en)).toBeUndefined();
  });
});

describe('purityName', () => {
  it('names every purity the shop sells, in both languages, without a K in Arabic', () => {
    const names = (t: typeof en) =>
      Object.entries(PURITIES).flatMap(([metal, purities]) =>
        purities.map((purity) => purityName(metal as keyof typeof PURITIES, purity.fineness, t)),
      );
    expect(names(en)).toEqual([
      ...['Pure', '999.9', '24K', '22K', '21K', '18K', '14K', '10K'],
      ...['Pure', '999.9', 'Fine silver', 'Sterling'],
      ...['Pure', 'Platinum 999', 'Platinum 950', 'Platinum 900'],
      'Pure',
    ]);
    expect(names(ar)).toEqual([
      ...['خالص', '999.9', 'عيار 24', 'عيار 22', 'عيار 21', 'عيار 18', 'عيار 14', 'عيار 10'],
      ...['خالص', '999.9', 'فضة خالصة', 'فضة إسترلينية'],
      ...['خالص', 'بلاتين 999', 'بلاتين 950', 'بلاتين 900'],
      'خالص',
    ]);
  });
});

describe('pieceMetalLabel', () => {
  it('names a piece’s metal with its purity, as its tag does, in both languages', () => {
    expect(pieceMetalLabel({ metal: 'Gold', fineness: 916 }, en)).toBe('22K gold');
    expect(pieceMetalLabel({ metal: 'Gold', fineness: 916 }, ar)).toBe('ذهب عيار 22');
    expect(pieceMetalLabel({ metal: 'Silver', fineness: 925 }, en)).toBe('925 silver');
    expect(pieceMetalLabel({ metal: 'Silver', fineness: 925 }, ar)).toBe('فضة 925');
  });

  it('names the metal alone at the rate as quoted, its fineness when it is not sold, and none without metal', () => {
    expect(pieceMetalLabel({ metal: 'Gold', fineness: 1000 }, ar)).toBe('ذهب');
    expect(pieceMetalLabel({ metal: 'Gold', fineness: 900 }, en)).toBe('Gold 900/1000');
    expect(pieceMetalLabel({ metal: null, fineness: 1000 }, en)).toBe('Metal');
  });
});
