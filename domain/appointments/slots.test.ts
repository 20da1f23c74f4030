import { describe, expect, it } from 'vitest';
import { BOOKING_WINDOW_DAYS, isSlotStart, slotsOfDay, weeklyHours } from './slots.ts';
import { instantOf, localDateOf } from './zoned-time.ts';

const chicago = { timeZone: 'America/Chicago' };
const iso = (slots: { startsAt: Date }[]) => slots.map((slot) => slot.startsAt.toISOString());
/** Two days before a date: its slots are all ahead and inside the booking window. */
const before = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 2 * 86_400_000);

describe('weeklyHours', () => {
  it("reads the shop's opening hours by weekday", () => {
    const week = weeklyHours();
    expect(week.get(1)).toEqual({ opens: 600, closes: 1140 });
    expect(week.get(6)).toEqual({ opens: 600, closes: 1080 });
    expect(week.get(0)).toEqual({ opens: 720, closes: 1020 });
  });
});

describe('slotsOfDay', () => {
  it("makes 30-minute slots from opening to closing in the branch's zone", () => {
    const slots = slotsOfDay(chicago, '2026-02-02', { now: before('2026-02-02') });
    expect(slots).toHaveLength(18);
    expect(slots[0]!.startsAt.toISOString()).toBe('2026-02-02T16:00:00.000Z');
    expect(slots.at(-1)!.endsAt.toISOString()).toBe('2026-02-03T01:00:00.000Z');
  });

  it('offers no slot that has begun, nor one past the booking window', () => {
    const now = new Date('2026-02-02T20:10:00Z'); // 2:10 PM in Chicago
    expect(iso(slotsOfDay(chicago, '2026-02-02', { now }))[0]).toBe('2026-02-02T20:30:00.000Z');
    expect(slotsOfDay(chicago, '2026-01-30', { now })).toEqual([]);
    const farDay = localDateOf(new Date(now.getTime() + (BOOKING_WINDOW_DAYS + 2) * 86_400_000), 'America/Chicago');
    expect(slotsOfDay(chicago, farDay, { now })).toEqual([]);
  });

  it('keeps local opening times across the change to summer time', () => {
    // Sat 7 March 2026 is standard time (UTC-6); Sun 8 March summer time (UTC-5).
    expect(iso(slotsOfDay(chicago, '2026-03-07', { now: before('2026-03-07') }))[0]).toBe('2026-03-07T16:00:00.000Z');
    expect(iso(slotsOfDay(chicago, '2026-03-08', { now: before('2026-03-08') }))[0]).toBe('2026-03-08T17:00:00.000Z');
    expect(iso(slotsOfDay(chicago, '2026-11-01', { now: before('2026-11-01') }))[0]).toBe('2026-11-01T18:00:00.000Z');
  });

  it('has no slot in the hour the clocks skip, and one per local time in the hour they repeat', () => {
    const night = new Map([[0, { opens: 60, closes: 240 }]]);
    const spring = slotsOfDay(chicago, '2026-03-08', { now: before('2026-03-08'), hours: night });
    expect(iso(spring)).toEqual([
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
      '2026-03-08T08:00:00.000Z',
      '2026-03-08T08:30:00.000Z',
    ]);
    const autumn = slotsOfDay(chicago, '2026-11-01', { now: before('2026-11-01'), hours: night });
    expect(new Set(iso(autumn)).size).toBe(6);
    expect(iso(autumn)[0]).toBe('2026-11-01T06:00:00.000Z');
  });

  it('knows a slot start from any other instant', () => {
    expect(isSlotStart(chicago, new Date('2026-02-02T16:30:00Z'), { now: before('2026-02-02') })).toBe(true);
    expect(isSlotStart(chicago, new Date('2026-02-02T16:10:00Z'), { now: before('2026-02-02') })).toBe(false);
    expect(isSlotStart(chicago, new Date('2026-02-02T15:30:00Z'), { now: before('2026-02-02') })).toBe(false);
  });
});

describe('instantOf', () => {
  it('is undefined for a local time the zone skips', () => {
    expect(instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/Chicago')).toBeUndefined();
  });
});
