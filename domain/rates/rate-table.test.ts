import { describe, expect, it } from 'vitest';
import { pricePiece, PURE, specRecipe } from '../pricing/piece-price.ts';
import {
  boardRateOf,
  FALLBACK_RATE_CENTS,
  manualRates,
  metalForCategory,
  pieceRate,
  resolveRates,
} from './rate-table.ts';
import { formatRate, rateFromDecimal, rateToCents, rateToDecimal, rateToDollars } from './rate-units.ts';

describe('metalForCategory', () => {
  it('maps categories naming a metal to that metal', () => {
    expect(metalForCategory('Gold')).toBe('Gold');
    expect(metalForCategory("Men's Yellow Gold")).toBe('Gold');
    expect(metalForCategory('silver')).toBe('Silver');
    expect(metalForCategory('Platinum')).toBe('Platinum');
    expect(metalForCategory('Diamond')).toBe('Diamond');
  });

  it('prices anything else, like Coins, at the gold rate', () => {
    expect(metalForCategory('Coins')).toBe('Gold');
    expect(metalForCategory('')).toBe('Gold');
  });
});

describe('resolveRates', () => {
  it('uses the documented standby rate, with no time, for a metal without a stored rate', () => {
    const at = '2026-05-01T09:30:00.000Z';
    const rates = resolveRates([{ metal: 'Gold', perGram: 754_025, updatedAt: at, source: 'feed' }]);
    expect(rates.metals.Gold).toEqual({ perGram: 754_025, setAt: at, source: 'feed' });
    expect(rates.metals.Silver).toEqual({ perGram: FALLBACK_RATE_CENTS.Silver * 100, setAt: null, source: 'standby' });
    expect(rates.board).toEqual([]);
  });
});

describe('pieceRate: the one answer to which rate prices a piece', () => {
  const at = '2026-05-01T09:30:00.000Z';
  const boardAt = '2026-05-02T08:00:00.000Z';
  // $75.4025 a gram of pure gold, fed; the shop's board says 22K is $70.1500 (0.930 of 24K, as Gulf boards quote).
  const rates = resolveRates(
    [{ metal: 'Gold', perGram: 754_025, updatedAt: at, source: 'feed' }],
    [{ metal: 'Gold', fineness: 916, perGram: 701_500, setAt: boardAt }],
  );

  it('is the board rate of the purity when the shop set one, a rate of its own', () => {
    expect(pieceRate(rates, 'Gold', 916)).toEqual({
      perGramMillionths: 701_500 * 10_000,
      perGramCents: 7_015,
      source: 'board',
      setAt: boardAt,
    });
    expect(boardRateOf(rates, 'Gold', 916)?.perGram).toBe(701_500);
  });

  it("is otherwise fineness × the pure rate, exact, with the pure rate's source and time", () => {
    // 18K: $75.4025 × 0.750 = $56.551875 a gram: exact in millionths of a cent, $56.55 to the cent.
    expect(pieceRate(rates, 'Gold', 750)).toEqual({
      perGramMillionths: 5_655_187_500,
      perGramCents: 5_655,
      source: 'feed',
      setAt: at,
    });
    // 999.9 (four nines): $75.4025 × 0.9999 = $75.39495975.
    expect(pieceRate(rates, 'Gold', 999.9).perGramMillionths).toBe(7_539_495_975);
    expect(pieceRate(rates, 'Gold', PURE).perGramMillionths).toBe(754_025 * 10_000);
  });

  it('says standby for a metal priced at its standby rate, and manual for a typed one', () => {
    expect(pieceRate(rates, 'Silver', 925)).toMatchObject({ source: 'standby', setAt: null });
    expect(pieceRate(manualRates({ Silver: 98 }), 'Silver', 925)).toMatchObject({
      perGramMillionths: 9_800 * 9_250,
      source: 'manual',
    });
  });

  it('prices a piece at it: a board rate, and after clearing it fineness × pure again', () => {
    const ring = { ...specRecipe('Gold', 10_000), fineness: 916 };
    // 10 g at the board's $70.15: $701.50; at fineness × pure $75.4025 × 0.916 × 10 = $690.6869 → $690.69.
    expect(pricePiece(ring, pieceRate(rates, 'Gold', 916)).totalCents).toBe(70_150);
    const cleared = resolveRates([{ metal: 'Gold', perGram: 754_025, updatedAt: at, source: 'feed' }]);
    expect(pricePiece(ring, pieceRate(cleared, 'Gold', 916)).totalCents).toBe(69_069);
  });
});

describe('rate units', () => {
  it('writes a rate with two decimals, or up to four when it has them, and reads the stored text back exactly', () => {
    expect([754_000, 754_025, 754_020, 754_100, 1].map(rateToDollars)).toEqual([
      '75.40',
      '75.4025',
      '75.402',
      '75.41',
      '0.0001',
    ]);
    expect(formatRate(754_025)).toBe('$75.4025');
    expect(formatRate(754_000)).toBe('$75.40');
    expect(rateFromDecimal('75.4025')).toBe(754_025);
    expect(rateToDecimal(9_849)).toBe('0.9849');
    // Half a cent rounds up for the whole-cent fields.
    expect([754_049, 754_050].map(rateToCents)).toEqual([7_540, 7_541]);
  });
});
