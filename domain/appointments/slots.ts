import { store, type Branch } from '../store/settings.ts';
import { instantOf, localDateOf, type WallTime } from './zoned-time.ts';

/** How long one visit is, and how far ahead a visit may be booked. */
export const SLOT_MINUTES = 30;
export const BOOKING_WINDOW_DAYS = 30;

export interface OpenSpan {
  /** Minutes after local midnight. */
  opens: number;
  closes: number;
}

const WEEKDAYS_OF_ROW: Readonly<Record<string, number[]>> = {
  weekdays: [1, 2, 3, 4, 5],
  saturday: [6],
  sunday: [0],
};

/** '10:00 AM' → 600; a row's hours are written for shoppers, so they are read from that text. */
function minutesOf(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!match) return undefined;
  const hour = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return hour * 60 + Number(match[2]);
}

/** The opening hours by weekday (0 = Sunday), from the hours the pages show; a day without hours is closed. */
export function weeklyHours(rows: ReadonlyArray<{ id: string; hours: string }> = store.hours): Map<number, OpenSpan> {
  const week = new Map<number, OpenSpan>();
  for (const row of rows) {
    const [opensText = '', closesText = ''] = row.hours.split('-');
    const opens = minutesOf(opensText);
    const closes = minutesOf(closesText);
    if (opens === undefined || closes === undefined) continue;
    for (const weekday of WEEKDAYS_OF_ROW[row.id] ?? []) week.set(weekday, { opens, closes });
  }
  return week;
}

export interface SlotTimes {
  startsAt: Date;
  endsAt: Date;
}

export interface SlotRules {
  now: Date;
  slotMinutes?: number;
  windowDays?: number;
  hours?: Map<number, OpenSpan>;
}

/**
 * A branch's visit slots on one local day ('YYYY-MM-DD' in the branch's zone): every SLOT_MINUTES
 * from opening to closing, none that has begun by `now`, none past the booking window. A local
 * time the zone skips has no slot.
 */
export function slotsOfDay(branch: Pick<Branch, 'timeZone'>, date: string, rules: SlotRules): SlotTimes[] {
  const { now, slotMinutes = SLOT_MINUTES, windowDays = BOOKING_WINDOW_DAYS } = rules;
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const span = (rules.hours ?? weeklyHours()).get(weekday);
  if (!span) return [];
  const horizon = now.getTime() + windowDays * 86_400_000;
  const slots: SlotTimes[] = [];
  for (let start = span.opens; start + slotMinutes <= span.closes; start += slotMinutes) {
    const wall: WallTime = { year, month, day, hour: Math.floor(start / 60), minute: start % 60 };
    const startsAt = instantOf(wall, branch.timeZone);
    if (!startsAt || startsAt <= now || startsAt.getTime() > horizon) continue;
    slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + slotMinutes * 60_000) });
  }
  return slots;
}

/** Whether an instant is the start of one of the branch's slots on its local day. */
export function isSlotStart(branch: Pick<Branch, 'timeZone'>, startsAt: Date, rules: SlotRules): boolean {
  return slotsOfDay(branch, localDateOf(startsAt, branch.timeZone), rules).some(
    (slot) => slot.startsAt.getTime() === startsAt.getTime(),
  );
}
