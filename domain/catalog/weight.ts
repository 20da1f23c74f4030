import { numberFormat } from '../i18n/intl-cache.ts';
import { intlLocale } from '../i18n/languages.ts';

/**
 * A weight as shoppers and staff read it: "7.125 g", "1,250 g". Weights are kept to the
 * milligram and priced from that, so every page shows all three decimals the piece has.
 */
export function formatGrams(weight: number, locale: string = intlLocale('en')): string {
  return numberFormat(locale, { style: 'unit', unit: 'gram', maximumFractionDigits: 3 }).format(weight);
}
