import { intlLocale } from './i18n/languages.ts';
import { formatCurrency } from './i18n/intl-cache.ts';
/** Money is always an integer number of US cents. */
export type Cents = number;

/**
 * Integer division rounded half-up (half away from zero for positives),
 * the rounding PostgreSQL's round(numeric) uses, so browser, server and SQL agree.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('divideRoundHalfUp needs safe integers and a positive denominator');
  }
  const sign = numerator < 0 ? -1 : 1;
  const abs = Math.abs(numerator);
  const quotient = Math.floor(abs / denominator);
  const remainder = abs - quotient * denominator;
  return sign * (remainder * 2 >= denominator ? quotient + 1 : quotient);
}

/**
 * Parses a plain decimal string ("68.5", "12.250") into an integer scaled by 10^scale,
 * without going through floating point. Extra digits beyond the scale are rounded half-up.
 */
export function parseScaledDecimal(value: string | number, scale: number): number {
  const text = typeof value === 'number' ? value.toFixed(scale + 2) : value.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`Not a decimal number: ${String(value)}`);
  }
  const [, minus, whole = '', fraction = ''] = match;
  const kept = (fraction + '0'.repeat(scale)).slice(0, scale);
  const dropped = fraction.slice(scale);
  let scaled = Number(whole || '0') * 10 ** scale + Number(kept || '0');
  if (dropped !== '' && Number(dropped[0]) >= 5) scaled += 1;
  return minus ? -scaled : scaled;
}

/** Renders an integer scaled by 10^scale back to a decimal string ("6850", 2 -> "68.50"). */
export function formatScaledDecimal(scaled: number, scale: number): string {
  const sign = scaled < 0 ? '-' : '';
  const digits = String(Math.abs(scaled)).padStart(scale + 1, '0');
  if (scale === 0) return sign + digits;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

export function dollarsToCents(dollars: number): Cents {
  return parseScaledDecimal(dollars, 2);
}

export function centsToDollarString(cents: Cents): string {
  return formatScaledDecimal(cents, 2);
}

/** "$1,234.50"; in Arabic "‏1,234.50 US$" (the locale from intlLocale(language)). */
export function formatCents(cents: Cents, locale: string = intlLocale('en')): string {
  return formatCurrency(locale, { currency: 'USD' }, cents / 100);
}
