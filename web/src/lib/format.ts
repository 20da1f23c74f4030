// Every number, amount and date the web app shows is written by this module. Money and grams
// come from domain/ (the server writes them the same way); the rest is built here on LOCALE.
import type { PaymentGatewayKind } from '#domain/orders/order.ts';

export { formatGrams } from '#domain/catalog/weight.ts';
export { formatBasisPoints, formatRateMove } from '#domain/metals/rate-change.ts';
export { formatCents } from '#domain/money.ts';

/** The one place the web app chooses its locale (issue 19 switches it for Arabic). */
export const LOCALE = 'en-US';

const count = new Intl.NumberFormat(LOCALE);
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 });
const wholeDollars = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const axisDollars = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const compactDollars = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** "1,234": how many of something. */
export function formatCount(value: number): string {
  return count.format(value);
}

/** "1,234.5", "7.125": a plain number, to the milligram's three decimals at most. */
export function formatDecimal(value: number): string {
  return decimal.format(value);
}

/** "$5,000": a whole-dollar amount (the collection's price filter). */
export function formatWholeDollars(dollars: number): string {
  return wholeDollars.format(dollars);
}

/** "$76.5", "$77": a chart axis's tick; the exact figures (formatCents) are beside the chart. */
export function formatAxisCents(cents: number): string {
  return axisDollars.format(cents / 100);
}

/** "$1.2K", "$950": a compact chart axis's tick. */
export function formatCompactCents(cents: number): string {
  return compactDollars.format(cents / 100);
}

const GATEWAY_NAMES: Readonly<Record<PaymentGatewayKind, string>> = {
  offline: 'Offline test gateway',
  stripe: 'Stripe',
};

/** "Stripe": the payment provider an order was paid through. */
export function formatGateway(gateway: PaymentGatewayKind): string {
  return GATEWAY_NAMES[gateway];
}

// Dates. A moment (an ISO timestamp) is written in the reader's own time zone: the pages that show
// one render in the browser only. A calendar day ('YYYY-MM-DD', no time, no zone) is the same day
// everywhere, so it is written in UTC. Times on public, server-rendered pages: features/rates/rate-time.ts.

const day = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });
const longDay = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long' });
const dayAndTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const time = new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short' });
const calendarDay = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const calendarDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
const calendarDayLong = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full', timeZone: 'UTC' });

const calendar = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Nov 23, 2026" */
export function formatDate(iso: string): string {
  return day.format(new Date(iso));
}

/** "November 23, 2026" */
export function formatLongDate(iso: string): string {
  return longDay.format(new Date(iso));
}

/** "Nov 23, 2026, 2:05 PM" */
export function formatDateTime(iso: string): string {
  return dayAndTime.format(new Date(iso));
}

/** "2:05 PM" */
export function formatTime(iso: string): string {
  return time.format(new Date(iso));
}

/** A calendar day 'YYYY-MM-DD' as "Nov 23". */
export function formatCalendarDay(date: string): string {
  return calendarDay.format(calendar(date));
}

/** A calendar day 'YYYY-MM-DD' as "November 23, 2026". */
export function formatCalendarDate(date: string): string {
  return calendarDate.format(calendar(date));
}

/** A calendar day 'YYYY-MM-DD' as "Monday, November 23, 2026". */
export function formatCalendarDayLong(date: string): string {
  return calendarDayLong.format(calendar(date));
}
