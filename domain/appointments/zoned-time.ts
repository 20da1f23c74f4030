/**
 * Wall-clock times of a time zone to instants and back, through Intl only (the zone rules are the
 * runtime's ICU data): a branch's hours are local times, a booked visit is an instant.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall-clock time in `timeZone` at an instant. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime & { weekday: number } {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const { year = 0, month = 0, day = 0, hour = 0, minute = 0 } = parts;
  return { year, month, day, hour, minute, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** Minutes the zone is ahead of UTC at an instant (-300 for Chicago in summer). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallTimeAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a wall-clock time names in `timeZone`, or undefined for a time the zone skips (the
 * spring-forward hour). A time the zone passes twice (the autumn hour) is its first passing.
 */
export function instantOf(wall: WallTime, timeZone: string): Date | undefined {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The zone's offsets a day either side: one of them is the offset in force at the wall time.
  const candidates = [-86_400_000, 0, 86_400_000]
    .map((shift) => offsetMinutes(new Date(asUtc + shift), timeZone))
    .map((offset) => new Date(asUtc - offset * 60_000))
    .filter((instant) => {
      const back = wallTimeAt(instant, timeZone);
      return back.hour === wall.hour && back.minute === wall.minute && back.day === wall.day;
    })
    .sort((a, b) => a.getTime() - b.getTime());
  return candidates[0];
}

/** 'YYYY-MM-DD' of the day an instant falls on in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  const { year, month, day } = wallTimeAt(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
