/**
 * When the metals market trades, so a rate's age counts only while prices can move: CME Globex
 * trades gold, silver and platinum from Sunday 18:00 to Friday 17:00 New York time, with a break
 * from 17:00 to 18:00 every weekday, and is shut on New Year's Day, Good Friday and Christmas
 * (each moved to Monday when it falls on a Sunday, Christmas to Friday when on a Saturday). The
 * sessions shortened around other US holidays count as open: a rate is then held to the shop's
 * usual standard, which is the safe side.
 */

const NEW_YORK = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** The calendar date and time in New York at `at`. */
function newYorkClock(at: Date): { year: number; month: number; day: number; hour: number } {
  const parts: Record<string, number> = {};
  for (const part of NEW_YORK.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! };
}

/** Days since 1970-01-01 of a calendar date: weekday and "the next day" without time zones. */
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 86_400_000;

/** Easter Sunday's day number (the Gregorian computus, as in Meeus' "Astronomical Algorithms"). */
function easterDay(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((8 * b + 13) / 25)) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(year, month, day);
}

/** 0 Sunday … 6 Saturday, of a day number. */
const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;

/** The market's full-day closures of a year, as day numbers. */
function holidays(year: number): number[] {
  const observed = (day: number) => {
    const dow = weekday(day);
    return dow === 0 ? day + 1 : dow === 6 ? day - 1 : day;
  };
  const newYear = dayNumber(year, 1, 1);
  // New Year's Day on a Saturday is not moved to the Friday before: that Friday is a trading day.
  return [weekday(newYear) === 6 ? newYear : observed(newYear), easterDay(year) - 2, observed(dayNumber(year, 12, 25))];
}

/**
 * Whether the metals market is trading at `at`. The evening session from 18:00 belongs to the next
 * day, so Sunday evening trades (Monday's session) and Friday evening does not.
 */
export function isMarketOpen(at: Date): boolean {
  const clock = newYorkClock(at);
  if (clock.hour === 17) return false;
  const today = dayNumber(clock.year, clock.month, clock.day);
  const session = clock.hour >= 18 ? today + 1 : today;
  const dow = weekday(session);
  if (dow === 0 || dow === 6) return false;
  const sessionYear = new Date(session * 86_400_000).getUTCFullYear();
  return !holidays(sessionYear).includes(session);
}
