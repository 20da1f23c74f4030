import { describe, expect, it } from 'vitest';
import {
  formatAxisCents,
  formatBasisPoints,
  formatCalendarDate,
  formatCalendarDay,
  formatCalendarDayLong,
  formatCents,
  formatCompactCents,
  formatCount,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatGateway,
  formatGrams,
  formatLongDate,
  formatMillimetres,
  formatRateMove,
  formatSignedCents,
  formatTime,
  formatWholeDollars,
} from './format.ts';

describe('numbers and amounts', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1234, '1,234'],
    [1_234_567, '1,234,567'],
    [-1234, '-1,234'],
  ])('counts %d as %s', (value, text) => expect(formatCount(value)).toBe(text));

  it.each([
    [7.125, '7.125'],
    [1234.56789, '1,234.568'],
    [0, '0'],
    [-0.5, '-0.5'],
    [2, '2'],
  ])('writes the number %d as %s, three decimals at most', (value, text) => expect(formatDecimal(value)).toBe(text));

  it.each([
    [17.3, '17.3'],
    [54, '54.0'],
    [189.52, '189.5'],
  ])('writes %d millimetres as %s, always to one decimal', (mm, text) => expect(formatMillimetres(mm)).toBe(text));

  it.each([
    [123_450, '$1,234.50'],
    [0, '$0.00'],
    [5, '$0.05'],
    [-5, '-$0.05'],
  ])('writes %d cents as %s', (cents, text) => expect(formatCents(cents)).toBe(text));

  it.each([
    [5000, '$5,000'],
    [0, '$0'],
    [49.5, '$50'],
  ])('writes %d whole dollars as %s', (dollars, text) => expect(formatWholeDollars(dollars)).toBe(text));

  it.each([
    [7650, '$76.5'],
    [7700, '$77'],
    [90, '$0.9'],
    [123_456, '$1,234.56'],
  ])('writes an axis tick of %d cents as %s', (cents, text) => expect(formatAxisCents(cents)).toBe(text));

  it.each([
    [123_456, '$1.2K'],
    [250_000_000, '$2.5M'],
    // As the dashboard chart has always shown them: a compact currency keeps one decimal.
    [95_000, '$950.0'],
    [0, '$0.0'],
  ])('writes a compact tick of %d cents as %s', (cents, text) => expect(formatCompactCents(cents)).toBe(text));

  it.each([
    [1250, '1,250 g'],
    [7.125, '7.125 g'],
    [0, '0 g'],
    [12.5, '12.5 g'],
  ])('weighs %d as %s, with the thousands separator', (grams, text) => expect(formatGrams(grams)).toBe(text));

  it.each([
    [125, '1.25%', '▲ 1.25%'],
    [-7, '0.07%', '▼ 0.07%'],
    [0, '0.00%', '0.00%'],
  ])('writes a move of %d basis points as %s / %s', (basisPoints, size, move) => {
    expect(formatBasisPoints(basisPoints)).toBe(size);
    expect(formatRateMove(basisPoints)).toBe(move);
  });

  it('names the payment gateways', () => {
    expect(formatGateway('offline')).toBe('Offline test gateway');
    expect(formatGateway('stripe')).toBe('Stripe');
    expect(formatGateway('store_credit')).toBe('Store credit');
  });

  it.each([
    [12_000, '+$120.00'],
    [-4_550, '\u2212$45.50'],
    [0, '$0.00'],
  ])('writes money in or out, %d cents, as %s', (cents, text) => expect(formatSignedCents(cents)).toBe(text));
});

describe('dates', () => {
  // Midday UTC: the same calendar day in every time zone the tests may run in.
  const MOMENT = '2026-11-23T12:05:00Z';

  it('writes a moment as a day, a long day, or a day and time', () => {
    expect(formatDate(MOMENT)).toBe('Nov 23, 2026');
    expect(formatLongDate(MOMENT)).toBe('November 23, 2026');
    expect(formatDateTime(MOMENT)).toMatch(/^Nov 23, 2026, \d{1,2}:05\s[AP]M$/);
  });

  it('writes the time in the reader’s own time zone', () => {
    const local = new Date(MOMENT);
    const hour = local.getHours();
    const expected = `${hour % 12 || 12}:${String(local.getMinutes()).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
    expect(formatTime(MOMENT).replace(/\s/g, ' ')).toBe(expected);
    expect(formatDateTime(MOMENT).replace(/\s/g, ' ')).toBe(`Nov 23, 2026, ${expected}`);
  });

  it('writes a calendar day as that day wherever the reader is', () => {
    expect(formatCalendarDay('2026-11-23')).toBe('Nov 23');
    expect(formatCalendarDay('2026-01-01')).toBe('Jan 1');
    expect(formatCalendarDate('2026-03-04')).toBe('March 4, 2026');
    expect(formatCalendarDayLong('2026-11-23')).toBe('Monday, November 23, 2026');
    expect(formatCalendarDayLong('2024-02-29')).toBe('Thursday, February 29, 2024');
  });

  it('refuses what is not a date instead of writing nonsense', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatCalendarDay('2026-13-45')).toThrow(RangeError);
  });
});
