import { describe, expect, it } from 'vitest';
import { pieceMetalLabel } from '../catalog/labels.ts';
import type { PricedPiece } from '../catalog/priced-piece.ts';
import { intlLocale } from '../i18n/languages.ts';
import { percentText } from '../i18n/percent.ts';
import { testTranslator } from '../i18n/test-translator.ts';
import { orderBreakupTotals } from '../orders/breakup-totals.ts';
import { formatCents } from '../money.ts';
import { breakupRows as rowsIn } from './breakup-lines.ts';
import { pricePieceAtPureCents, specRecipe, type PieceRecipe } from './piece-price.ts';

const english = { t: testTranslator('en'), locale: intlLocale('en') };
const arabic = { t: testTranslator('ar'), locale: intlLocale('ar') };
const breakupRows = (piece: PricedPiece, words = english) => rowsIn(piece, words.t, words.locale);

/** A priced piece as the server makes one: the recipe priced by the domain's rule. */
function priced(recipe: Omit<PieceRecipe, 'netWeightMg'> & { weight: number }, perGram: number): PricedPiece {
  const { weight, ...rest } = recipe;
  return {
    ...rest,
    stones: [...rest.stones],
    weight,
    perGram,
    rateSource: rest.metal === null ? null : 'manual',
    rateSetAt: null,
    breakup: pricePieceAtPureCents({ ...rest, netWeightMg: weight * 1000 }, perGram),
  };
}

const RING = priced(
  {
    metal: 'Gold',
    fineness: 750,
    weight: 4.2,
    wastageBasisPoints: 1_250,
    making: { kind: 'percent', basisPoints: 1_400 },
    stones: [
      {
        kind: 'Diamond',
        origin: 'natural',
        caratHundredths: 30,
        count: 1,
        price: { perCaratCents: 250_000 },
        certificate: { lab: 'GIA', number: '2141438167' },
      },
      { kind: 'Ruby', origin: 'lab-grown', caratHundredths: 5, count: 12, price: { fixedCents: 18_000 } },
    ],
    feeCents: 2_500,
  },
  7_540,
);

describe('the breakup’s lines', () => {
  it('name the karat, weight and rate, wastage, the making as quoted, each stone and the fee', () => {
    expect(breakupRows(RING)).toEqual([
      { id: 'metal', label: '18K gold', detail: '4.200 g × $75.40/g × 750/1000', cents: 23_751 },
      { id: 'wastage', label: 'Wastage', detail: '12.5% of the metal value', cents: 2_969 },
      { id: 'making', label: 'Making charge', detail: '14% of the metal value', cents: 3_325 },
      {
        id: 'stone-0',
        label: '1 × 0.30 ct natural diamond, GIA 2141438167',
        detail: '$2,500.00 per ct',
        cents: 75_000,
      },
      { id: 'stone-1', label: '12 × 0.05 ct lab-grown ruby', detail: 'Fixed price', cents: 18_000 },
      { id: 'fee', label: 'Fee', detail: 'Hallmark, certificate', cents: 2_500 },
    ]);
  });

  it('add up to the price', () => {
    expect(breakupRows(RING).reduce((sum, row) => sum + row.cents, 0)).toBe(RING.breakup.totalCents);
  });

  it('end an engraved line with its engraving fee, a free one too, still adding up to the price', () => {
    const engraved = {
      ...RING,
      breakup: { ...RING.breakup, engravingCents: 3_500, totalCents: RING.breakup.totalCents + 3_500 },
    };
    expect(breakupRows(engraved).at(-1)).toEqual({ id: 'engraving', label: 'Engraving', detail: null, cents: 3_500 });
    expect(breakupRows(engraved).reduce((sum, row) => sum + row.cents, 0)).toBe(engraved.breakup.totalCents);
    expect(breakupRows({ ...RING, breakup: { ...RING.breakup, engravingCents: 0 } }, arabic).at(-1)).toMatchObject({
      label: 'النقش',
      cents: 0,
    });
    expect(breakupRows(RING).map((row) => row.id)).not.toContain('engraving');
  });

  it('leave out what does not apply, but always show the metal: the spec’s piece is one line', () => {
    const plain = priced({ ...specRecipe('Silver', 0), weight: 31.103 }, 98);
    expect(breakupRows(plain)).toEqual([
      { id: 'metal', label: 'Silver', detail: '31.103 g × $0.98/g', cents: plain.breakup.totalCents },
    ]);
  });

  it('say how a making charge per gram or a fixed one was quoted, and the carats of several stones', () => {
    const perGram = priced(
      {
        ...specRecipe('Platinum', 0),
        fineness: 950,
        weight: 6.5,
        making: { kind: 'per-gram', centsPerGram: 1_200 },
        stones: [
          { kind: 'Diamond', origin: 'natural', caratHundredths: 10, count: 3, price: { perCaratCents: 100_000 } },
        ],
      },
      3_210,
    );
    expect(breakupRows(perGram).map((row) => [row.label, row.detail])).toEqual([
      ['950 platinum', '6.500 g × $32.10/g × 950/1000'],
      ['Making charge', '$12.00 per g × 6.500 g'],
      ['3 × 0.10 ct natural diamond', '0.30 ct in all × $1,000.00 per ct'],
    ]);
    const fixed = priced(
      { ...specRecipe('Gold', 0), fineness: 916, weight: 10, making: { kind: 'fixed', cents: 5_000 } },
      7_540,
    );
    expect(breakupRows(fixed).map((row) => [row.label, row.detail])).toEqual([
      ['22K gold', '10.000 g × $75.40/g × 916/1000'],
      ['Making charge', 'Fixed'],
    ]);
  });

  it('show the metal line of a piece priced by its stones alone, at nothing', () => {
    const loose = priced(
      {
        ...specRecipe('Gold', 0),
        metal: null,
        weight: 0.2,
        stones: [
          { kind: 'Diamond', origin: 'lab-grown', caratHundredths: 100, count: 1, price: { fixedCents: 90_000 } },
        ],
      },
      0,
    );
    expect(breakupRows(loose)[0]).toEqual({
      id: 'metal',
      label: 'Metal',
      detail: 'None: priced by its stones',
      cents: 0,
    });
    expect(pieceMetalLabel({ metal: 'Diamond', fineness: 1000 }, english.t)).toBe('Diamond');
    expect(percentText(1, english.locale)).toBe('0.01%');
  });

  it('are written in Arabic with the Arabic locale: the same amounts, Arabic words', () => {
    const rows = breakupRows(RING, arabic);
    expect(rows.map((row) => row.cents)).toEqual(breakupRows(RING).map((row) => row.cents));
    expect(rows.map((row) => row.label)).toEqual([
      'ذهب عيار 18',
      'الهالك',
      'المصنعية',
      '1 × 0.30 قيراط ألماس طبيعي، GIA 2141438167',
      '12 × 0.05 قيراط ياقوت أحمر مصنّع في المختبر',
      'رسوم',
    ]);
    expect(rows[0]!.detail).toBe(`4.200 غ × ${formatCents(7540, intlLocale('ar'))} للغرام × 750/1000`);
    expect(rows[2]!.detail).toMatch(/^14.*%.* من قيمة المعدن$/);
  });
});

describe('an order’s split for the billing export', () => {
  it('is each part times the quantity, adding up to the subtotal; none without every breakup', () => {
    const plain = priced({ ...specRecipe('Silver', 0), weight: 10 }, 98);
    const totals = orderBreakupTotals([
      { quantity: 2, breakup: RING },
      { quantity: 3, breakup: plain },
    ])!;
    expect(totals).toEqual({
      metalCents: 2 * 23_751 + 3 * plain.breakup.metalCents,
      wastageCents: 2 * 2_969,
      makingCents: 2 * 3_325,
      stonesCents: 2 * 93_000,
      feeCents: 2 * 2_500,
      engravingCents: 0,
    });
    expect(Object.values(totals).reduce((a, b) => a + b, 0)).toBe(
      2 * RING.breakup.totalCents + 3 * plain.breakup.totalCents,
    );
    expect(
      orderBreakupTotals([
        { quantity: 1, breakup: RING },
        { quantity: 1, breakup: null },
      ]),
    ).toBeNull();
  });
});

describe('the metal line at the rate that priced it', () => {
  const bangle = (fields: Partial<PricedPiece>): PricedPiece => ({
    ...priced({ ...specRecipe('Gold', 10_000), fineness: 916, weight: 10 }, 7_540),
    ...fields,
  });

  it("names the shop's board rate of the purity when it priced the metal", () => {
    const piece = bangle({ perGramHundredthCents: 754_000, boardRate: 701_550 });
    expect(breakupRows(piece)[0]).toMatchObject({
      label: '22K gold',
      detail: '10.000 g × $70.155/g, the shop’s 22K rate',
    });
    expect(breakupRows(piece, arabic)[0]!.detail).toContain('سعر المتجر الخاص (عيار 22)');
  });

  it('shows the pure rate to its hundredth of a cent, and a line kept before that precision by its cents', () => {
    expect(breakupRows(bangle({ perGramHundredthCents: 754_025, boardRate: null }))[0]!.detail).toBe(
      '10.000 g × $75.4025/g × 916/1000',
    );
    expect(breakupRows(bangle({}))[0]!.detail).toBe('10.000 g × $75.40/g × 916/1000');
  });
});
