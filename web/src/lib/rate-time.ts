import { dateFormat } from '#domain/i18n/intl-cache.ts';
import { currentIntlLocale, currentLanguage } from '#web/lib/i18n.ts';

// Rate times on public pages, which the server renders too: written in the shop's own time zone
// (both stores, Louisiana and Houston, keep Central time) and put together from their parts, so
// the server and every browser write the same text whatever their zone or ICU version.

const SHOP_TIME_ZONE = 'America/Chicago';

const dateTime = () =>
  dateFormat(currentIntlLocale(), {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  });
const day = () => dateFormat(currentIntlLocale(), { timeZone: SHOP_TIME_ZONE, month: 'short', day: 'numeric' });

function partsOf(format: Intl.DateTimeFormat, iso: string): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
}

/** "Nov 23, 2026, 2:05 PM CST"; in Arabic "23 نوفمبر 2026، 2:05 م CST" */
export function formatRateTime(iso: string): string {
  const p = partsOf(dateTime(), iso);
  if (currentLanguage() === 'ar') {
    return `${p.day} ${p.month} ${p.year}، ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
  }
  return `${p.month} ${p.day}, ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}

/** "Nov 23": a day on the 30-day chart; in Arabic "23 نوفمبر". */
export function formatRateDay(iso: string): string {
  const p = partsOf(day(), iso);
  return currentLanguage() === 'ar' ? `${p.day} ${p.month}` : `${p.month} ${p.day}`;
}
