import { describe, expect, it } from 'vitest';
import { formatGrams, totalStoneCarats } from './weight.ts';

describe('formatGrams', () => {
  it('shows the milligrams a piece is priced by, without trailing zeros', () => {
    expect(formatGrams(7.125)).toBe('7.125 g');
    expect(formatGrams(12.5)).toBe('12.5 g');
    expect(formatGrams(31.1)).toBe('31.1 g');
    expect(formatGrams(1250)).toBe('1,250 g');
  });
});

describe('totalStoneCarats', () => {
  it('adds every stone of every line, in hundredths of a carat', () => {
    expect(totalStoneCarats([])).toBe(0);
    // The halo pendant: a 0.50 ct centre and 16 stones of 0.02 ct.
    expect(
      totalStoneCarats([
        { caratHundredths: 50, count: 1 },
        { caratHundredths: 2, count: 16 },
      ]),
    ).toBe(82);
  });
});
