import { cardBrand } from '#domain/checkout/card.ts';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" -> "4242 4242 4242 4242"; American Express as 4-6-5. At most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value);
  if (cardBrand(digits) === 'amex') {
    const amex = digits.slice(0, 15);
    return [amex.slice(0, 4), amex.slice(4, 10), amex.slice(10)].filter(Boolean).join(' ');
  }
  return digits.slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * What the shopper types, as "MM / YY": "1226" -> "12 / 26"; a single month digit that cannot
 * start a two-digit month ("4") or is followed by a slash ("1/") becomes "04", "01".
 */
export function formatExpiry(value: string): string {
  const slash = /^\s*(\d)\s*\/\s*$/.exec(value);
  let digits = digitsOf(slash ? `0${slash[1]}` : value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

/**
 * Rewrites a field's text as it is typed and keeps the caret after the same digit, so spaces
 * and slashes appear without the caret jumping when the shopper edits in the middle.
 */
export function reformatInput(input: HTMLInputElement, format: (value: string) => string): void {
  const raw = input.value;
  const next = format(raw);
  if (next === raw) return;
  const caret = input.selectionStart ?? raw.length;
  const atEnd = caret >= raw.length;
  const digitsBefore = digitsOf(raw.slice(0, caret)).length;
  input.value = next;
  if (input.ownerDocument.activeElement !== input) return;
  let position = next.length;
  if (!atEnd) {
    position = 0;
    for (let seen = 0; position < next.length && seen < digitsBefore; position++) {
      if (/\d/.test(next[position]!)) seen++;
    }
  }
  input.setSelectionRange(position, position);
}
