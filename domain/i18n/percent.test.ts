import { describe, expect, it } from 'vitest';
import { intlLocale } from './languages.ts';
import { percentNumber, percentText } from './percent.ts';

describe('percentText', () => {
  it('writes basis points as a percentage, decimals only where there are some', () => {
    const english = intlLocale('en');
    expect(percentText(1_400, english)).toBe('14%');
    expect(percentText(1_250, english)).toBe('12.5%');
    expect(percentText(1, english)).toBe('0.01%');
    expect(percentText(0, english)).toBe('0%');
  });

  it('keeps both decimals when fixed, as a move is quoted', () => {
    expect(percentText(40, intlLocale('en'), { fixed: true })).toBe('0.40%');
    expect(percentText(0, intlLocale('en'), { fixed: true })).toBe('0.00%');
  });

  it('writes Arabic with its locale: the same digits, the sign kept after them', () => {
    const arabic = intlLocale('ar');
    expect(percentText(1_250, arabic)).toMatch(/^12\.5\p{Cf}*%\p{Cf}*$/u);
    expect(percentText(40, arabic, { fixed: true })).toMatch(/^0\.40\p{Cf}*%\p{Cf}*$/u);
  });
});

describe('percentNumber', () => {
  it('is the number a percent field holds, without needless zeros', () => {
    expect(percentNumber(1_250)).toBe('12.5');
    expect(percentNumber(1_200)).toBe('12');
    expect(percentNumber(5)).toBe('0.05');
    expect(percentNumber(0)).toBe('0');
  });
});
