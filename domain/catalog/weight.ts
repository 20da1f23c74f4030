import { numberFormat } from '../i18n/intl-cache.ts';
import { intlLocale } from '../i18n/languages.ts';

/**
 * A weight as shoppers and staff read it: "7.125 g", "1,250 g". Weights are kept to the
 * milligram and priced from that, so every page shows all three decimals the piece has.
 */
export function formatGrams(weight: number, locale: string = intlLocale('en')): string {
  return numberFormat(locale, { style: 'unit', unit: 'gram', maximumFractionDigits: 3 }).format(weight);
}

/** The carats of all a piece's stones together, in hundredths (3 stones of 0.25 ct: 75); 0 without stones. */
export function totalStoneCarats(stones: ReadonlyArray<{ caratHundredths: number; count: number }>): number {
  return stones.reduce((sum, stone) => sum + stone.caratHundredths * stone.count, 0);
}
