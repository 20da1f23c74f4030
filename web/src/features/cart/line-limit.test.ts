import { describe, expect, it } from 'vitest';
import { lineLimit, MAX_LINE_QUANTITY } from './line-limit.ts';

describe('lineLimit', () => {
  it('agrees with the server’s limit of 99 pieces a line', () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
  });

  it.each([
    [5, 5],
    [1, 1],
    [99, 99],
    [100, 99],
    [5000, 99],
    [0, 0],
    [-3, 0],
  ])('allows %i in stock as at most %i', (stock, limit) => expect(lineLimit(stock)).toBe(limit));
});
