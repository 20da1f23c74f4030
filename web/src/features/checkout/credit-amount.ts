import type { Quote } from '#domain/checkout/checkout.ts';
import { centsToDollarString, parseScaledDecimal, type Cents } from '#domain/money.ts';

export type CreditAmount = { ok: true; cents: Cents } | { ok: false; error: 'format' | 'zero' | 'overBalance' };

/**
 * The store credit to use, typed in dollars ("150", "1,234.5", "$20.05", or in Arabic-Indic
 * digits): whole cents, read without floating point; more than zero and no more than the balance.
 */
export function parseCreditAmount(text: string, balanceCents: Cents): CreditAmount {
  const western = text
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/^\$|US\$$/g, '')
    .replace(/[,٬\s]/g, '')
    .replace('٫', '.');
  if (!/^(\d{1,9}(\.\d{0,2})?|\.\d{1,2})$/.test(western)) return { ok: false, error: 'format' };
  const cents = parseScaledDecimal(western, 2);
  if (cents === 0) return { ok: false, error: 'zero' };
  if (cents > balanceCents) return { ok: false, error: 'overBalance' };
  return { ok: true, cents };
}

/** The amount field's text for an amount of cents: "1234.50". */
export const creditAmountText = (cents: Cents): string => centsToDollarString(cents);

/**
 * Credit the shopper asked for, held in the balance, and within the total, that the quote did not
 * use: what the server kept back so the card pays at least its minimum (credit-use.ts). 0 when
 * all of it was used, or nothing was asked for.
 */
export function creditKeptBack(requestedCents: Cents | null, balanceCents: Cents, quote: Quote): Cents {
  if (requestedCents === null || quote.charge === 0) return 0;
  return Math.max(0, Math.min(requestedCents, balanceCents, quote.total) - quote.credit);
}
