import { divideRoundHalfUp, formatScaledDecimal, parseScaledDecimal, type Cents } from '../money.ts';
import { formatCurrency } from '../i18n/intl-cache.ts';
import { intlLocale } from '../i18n/languages.ts';

/**
 * A rate per gram in hundredths of a cent ($75.4025 a gram = 754_025). Rates are stored, fed and
 * priced at this precision (for silver one cent is 0.4% of the rate); prices stay whole cents.
 */
export type RateHundredths = number;

/** Hundredths of a cent in one cent. */
export const RATE_SCALE = 100;

/** A rate to the nearest cent (half-up), for the API's whole-cent fields and short displays. */
export function rateToCents(rate: RateHundredths): Cents {
  return divideRoundHalfUp(rate, RATE_SCALE);
}

/** A whole-cent rate (the API's `pricePerGram`) at the rate's precision. */
export function centsToRate(cents: Cents): RateHundredths {
  return cents * RATE_SCALE;
}

/** A stored rate (`numeric(12,4)`, dollars) as hundredths of a cent. */
export function rateFromDecimal(dollars: string): RateHundredths {
  return parseScaledDecimal(dollars, 4);
}

/** Hundredths of a cent as the stored `numeric(12,4)` text: 754025 → '75.4025'. */
export function rateToDecimal(rate: RateHundredths): string {
  return formatScaledDecimal(rate, 4);
}

/** '$75.40', '$75.4025': two decimals, or as many (up to four) as the rate has. */
export function formatRate(rate: RateHundredths, locale: string = intlLocale('en')): string {
  return formatCurrency(locale, { currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 }, rate / 10_000);
}

/** A fineness per mille in tenths (999.9 → 9999, 750 → 7500): an exact integer to compute with. */
export function finenessTenths(fineness: number): number {
  return Math.round(fineness * 10);
}

/** A rate as a form shows it, in dollars: two decimals, or up to four when it has them ('75.40', '75.4025'). */
export function rateToDollars(rate: RateHundredths): string {
  return rateToDecimal(rate)
    .replace(/(\.\d\d\d?)0$/, '$1')
    .replace(/(\.\d\d)0$/, '$1');
}
