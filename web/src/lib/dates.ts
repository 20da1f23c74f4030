// Dates as the dashboard shows them, in the reader's own time zone (its pages render in the browser only).

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const calendarDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const calendarDayLong = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });

/** "Nov 23, 2026" */
export function formatDate(iso: string): string {
  return day.format(new Date(iso));
}

/** "Nov 23, 2026, 2:05 PM" */
export function formatDateTime(iso: string): string {
  return dayAndTime.format(new Date(iso));
}

/** "2:05 PM" */
export function formatTime(iso: string): string {
  return time.format(new Date(iso));
}

/** A calendar day written 'YYYY-MM-DD' (no time, no zone): "Nov 23". */
export function formatCalendarDay(date: string): string {
  return calendarDay.format(new Date(`${date}T00:00:00Z`));
}

/** A calendar day written 'YYYY-MM-DD': "Monday, November 23, 2026". */
export function formatCalendarDayLong(date: string): string {
  return calendarDayLong.format(new Date(`${date}T00:00:00Z`));
}
