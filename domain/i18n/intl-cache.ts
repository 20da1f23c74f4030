// Intl formatters are costly to build and read-only once built: one per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** Left-to-right isolate, and its end (Unicode's bidi isolates). */
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * An amount of money. In a right-to-left language the currency sign ('US$') is isolated as
 * left-to-right text, or the bidi algorithm reorders it to '$US' beside the digits.
 */
export function formatCurrency(locale: string, options: Intl.NumberFormatOptions, amount: number): string {
  const format = numberFormat(locale, { style: 'currency', ...options });
  if (!locale.startsWith('ar')) return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? `${LRI}${part.value}${PDI}` : part.value))
    .join('');
}
