import { describe, expect, it } from 'vitest';
import { isMarketOpen } from './market-hours.ts';

// New York is UTC−5 in winter (EST) and UTC−4 in summer (EDT).
const at = (iso: string) => new Date(iso);

describe('isMarketOpen', () => {
  it('trades on a weekday, in winter and in summer time', () => {
    expect(isMarketOpen(at('2026-11-25T15:00:00Z'))).toBe(true); // Wednesday 10:00 EST
    expect(isMarketOpen(at('2026-07-15T14:00:00Z'))).toBe(true); // Wednesday 10:00 EDT
  });

  it('breaks from 17:00 to 18:00 New York time every weekday', () => {
    expect(isMarketOpen(at('2026-11-25T22:30:00Z'))).toBe(false); // 17:30 EST
    expect(isMarketOpen(at('2026-11-25T23:00:00Z'))).toBe(true); // 18:00 EST
    expect(isMarketOpen(at('2026-07-15T21:30:00Z'))).toBe(false); // 17:30 EDT
    expect(isMarketOpen(at('2026-07-15T21:59:00Z'))).toBe(false);
    expect(isMarketOpen(at('2026-07-15T20:59:00Z'))).toBe(true); // 16:59 EDT
  });

  it('closes from Friday 17:00 to Sunday 18:00', () => {
    expect(isMarketOpen(at('2026-11-27T21:59:00Z'))).toBe(true); // Friday 16:59 EST
    expect(isMarketOpen(at('2026-11-27T23:30:00Z'))).toBe(false); // Friday 18:30 EST
    expect(isMarketOpen(at('2026-11-28T17:00:00Z'))).toBe(false); // Saturday noon
    expect(isMarketOpen(at('2026-11-29T22:59:00Z'))).toBe(false); // Sunday 17:59 EST
    expect(isMarketOpen(at('2026-11-29T23:00:00Z'))).toBe(true); // Sunday 18:00 EST: Monday's session
  });

  it("shuts for New Year's Day, Good Friday and Christmas, as observed", () => {
    expect(isMarketOpen(at('2026-04-03T15:00:00Z'))).toBe(false); // Good Friday 2026 (Easter 5 April)
    expect(isMarketOpen(at('2027-03-26T15:00:00Z'))).toBe(false); // Good Friday 2027 (Easter 28 March)
    expect(isMarketOpen(at('2026-12-25T15:00:00Z'))).toBe(false); // Christmas, a Friday
    expect(isMarketOpen(at('2027-12-24T15:00:00Z'))).toBe(false); // Christmas 2027 is a Saturday: Friday shut
    expect(isMarketOpen(at('2027-01-01T15:00:00Z'))).toBe(false); // New Year's Day, a Friday
    expect(isMarketOpen(at('2023-01-02T15:00:00Z'))).toBe(false); // 1 January 2023 was a Sunday: Monday shut
    // The evening before a closed day opens no session; the evening after one does.
    expect(isMarketOpen(at('2026-12-24T23:30:00Z'))).toBe(false);
    expect(isMarketOpen(at('2026-12-28T15:00:00Z'))).toBe(true);
    expect(isMarketOpen(at('2026-04-02T15:00:00Z'))).toBe(true); // the Thursday before Good Friday
  });
});
