import { formatScaledDecimal } from '../money.ts';
import { numberFormat } from './intl-cache.ts';

/**
 * Basis points (hundredths of a percent) as a percentage in a language's Intl locale
 * (intlLocale(language)): 1400 → '14%', 1250 → '12.5%', 1 → '0.01%'. `fixed` keeps both
 * decimals, as a rate's move is quoted: 40 → '0.40%'.
 */
export function percentText(basisPoints: number, locale: string, { fixed = false } = {}): string {
  const decimals = { minimumFractionDigits: fixed ? 2 : 0, maximumFractionDigits: 2 };
  return numberFormat(locale, { style: 'percent', ...decimals }).format(basisPoints / 10_000);
}

/** Basis points as a percent's bare number, as a form field holds it: 1250 → '12.5', 1200 → '12'. */
export const percentNumber = (basisPoints: number) => formatScaledDecimal(basisPoints, 2).replace(/\.?0+$/, '');
