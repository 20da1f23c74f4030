// Every number, amount and date the web app shows is written by this module, in the page's
// language (currentIntlLocale: its numbering system named, so server and browser agree). Money
// and grams come from domain/ (the server writes them the same way in its mails).
import { formatGrams as gramsIn } from '#domain/catalog/weight.ts';
import { dateFormat, formatCurrency, numberFormat } from '#domain/i18n/intl-cache.ts';
import { formatCents as centsIn, type Cents } from '#domain/money.ts';
import type { PaymentGatewayKind } from '#domain/orders/order.ts';
import { currentIntlLocale } from './i18n.ts';

export { formatBasisPoints, formatRateMove } from '#domain/rates/rate-change.ts';

/** "$1,234.50" */
export const formatCents = (cents: Cents) => centsIn(cents, currentIntlLocale());

const SIGNED = { currency: 'USD', signDisplay: 'exceptZero' } as const;

/** "+$120.00", "−$45.50": money in or out, its sign always shown (a true minus, easier to see than a hyphen). */
export const formatSignedCents = (cents: Cents) =>
  formatCurrency(currentIntlLocale(), SIGNED, cents / 100).replace('-', '\u2212');

/** "7.125 g" */
export const formatGrams = (weight: number) => gramsIn(weight, currentIntlLocale());

const count = () => numberFormat(currentIntlLocale());
const decimal = () => numberFormat(currentIntlLocale(), { maximumFractionDigits: 3 });
const WHOLE_DOLLARS = { currency: 'USD', maximumFractionDigits: 0 } as const;
const AXIS_DOLLARS = { currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 } as const;
const COMPACT_DOLLARS = { currency: 'USD', notation: 'compact', maximumFractionDigits: 1 } as const;

/** "1,234": how many of something. */
export function formatCount(value: number): string {
  return count().format(value);
}

/** "1,234.5", "7.125": a plain number, to the milligram's three decimals at most. */
export function formatDecimal(value: number): string {
  return decimal().format(value);
}

const oneDecimal = () => numberFormat(currentIntlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "4.5", "5.0": a rating out of 5, always to one decimal. */
export function formatRating(value: number): string {
  return oneDecimal().format(value);
}

/** "17.3", "54.0": millimetres in the size guide's charts, always to one decimal (the tenth a ruler shows). */
export function formatMillimetres(value: number): string {
  return oneDecimal().format(value);
}

/** "$5,000": a whole-dollar amount (the collection's price filter). */
export function formatWholeDollars(dollars: number): string {
  return formatCurrency(currentIntlLocale(), WHOLE_DOLLARS, dollars);
}

/** "$76.5", "$77": a chart axis's tick; the exact figures (formatCents) are beside the chart. */
export function formatAxisCents(cents: number): string {
  return formatCurrency(currentIntlLocale(), AXIS_DOLLARS, cents / 100);
}

/** "$1.2K", "$950": a compact chart axis's tick. */
export function formatCompactCents(cents: number): string {
  return formatCurrency(currentIntlLocale(), COMPACT_DOLLARS, cents / 100);
}

const GATEWAY_NAMES: Readonly<Record<PaymentGatewayKind, string>> = {
  offline: 'Offline test gateway',
  stripe: 'Stripe',
  store_credit: 'Store credit',
};

/** "Stripe": the payment provider an order was paid through ("Store credit": no card at all). */
export function formatGateway(gateway: PaymentGatewayKind): string {
  return GATEWAY_NAMES[gateway];
}

// Dates. A moment (an ISO timestamp) is written in the reader's own time zone: the pages that show
// one render in the browser only. A calendar day ('YYYY-MM-DD', no time, no zone) is the same day
// everywhere, so it is written in UTC. Times on public, server-rendered pages: rate-time.ts.

const day = () => dateFormat(currentIntlLocale(), { dateStyle: 'medium' });
const longDay = () => dateFormat(currentIntlLocale(), { dateStyle: 'long' });
const dayAndTime = () => dateFormat(currentIntlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
const time = () => dateFormat(currentIntlLocale(), { timeStyle: 'short' });
const calendarDay = () => dateFormat(currentIntlLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' });
const calendarDate = () => dateFormat(currentIntlLocale(), { dateStyle: 'long', timeZone: 'UTC' });
const calendarDayLong = () => dateFormat(currentIntlLocale(), { dateStyle: 'full', timeZone: 'UTC' });

const calendar = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Nov 23, 2026" */
export function formatDate(iso: string): string {
  return day().format(new Date(iso));
}

/** "November 23, 2026" */
export function formatLongDate(iso: string): string {
  return longDay().format(new Date(iso));
}

/** "Nov 23, 2026, 2:05 PM" */
export function formatDateTime(iso: string): string {
  return dayAndTime().format(new Date(iso));
}

/** "2:05 PM" */
export function formatTime(iso: string): string {
  return time().format(new Date(iso));
}

/** A calendar day 'YYYY-MM-DD' as "Nov 23". */
export function formatCalendarDay(date: string): string {
  return calendarDay().format(calendar(date));
}

/** A calendar day 'YYYY-MM-DD' as "November 23, 2026". */
export function formatCalendarDate(date: string): string {
  return calendarDate().format(calendar(date));
}

/** A calendar day 'YYYY-MM-DD' as "Monday, November 23, 2026". */
export function formatCalendarDayLong(date: string): string {
  return calendarDayLong().format(calendar(date));
}
