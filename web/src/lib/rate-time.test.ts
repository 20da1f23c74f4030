import { describe, expect, it } from 'vitest';
import { formatRateDay, formatRateTime } from './rate-time.ts';

// The shop's clock is Central time, whatever zone the server or the browser runs in.
describe('formatRateTime', () => {
  it.each([
    ['2026-11-23T20:05:00Z', 'Nov 23, 2026, 2:05 PM CST'],
    ['2026-07-04T05:00:00Z', 'Jul 4, 2026, 12:00 AM CDT'],
    ['2026-01-01T05:59:00Z', 'Dec 31, 2025, 11:59 PM CST'],
    ['2026-03-08T08:30:00Z', 'Mar 8, 2026, 3:30 AM CDT'],
  ])('writes %s as %s', (iso, text) => expect(formatRateTime(iso)).toBe(text));

  it('uses plain spaces, so the server’s and the browser’s text match', () => {
    expect(formatRateTime('2026-11-23T20:05:00Z')).not.toMatch(/[\u00a0\u202f]/);
  });

  it('refuses what is not a time', () => {
    expect(() => formatRateTime('yesterday')).toThrow(RangeError);
  });
});

describe('formatRateDay', () => {
  it.each([
    ['2026-11-24T03:00:00Z', 'Nov 23'],
    ['2026-11-24T07:00:00Z', 'Nov 24'],
    ['2026-01-01T00:00:00Z', 'Dec 31'],
  ])('puts %s on the chart as %s', (iso, text) => expect(formatRateDay(iso)).toBe(text));
});
