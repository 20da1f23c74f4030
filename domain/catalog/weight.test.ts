import { describe, expect, it } from 'vitest';
import { formatGrams } from './weight.ts';

describe('formatGrams', () => {
  it('shows the milligrams a piece is priced by, without trailing zeros', () => {
    expect(formatGrams(7.125)).toBe('7.125 g');
    expect(formatGrams(12.5)).toBe('12.5 g');
    expect(formatGrams(31.1)).toBe('31.1 g');
    expect(formatGrams(1250)).toBe('1,250 g');
  });
});
