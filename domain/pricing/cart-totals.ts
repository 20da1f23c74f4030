import { divideRoundHalfUp, type Cents } from '../money.ts';

/** Weights are held as integer milligrams: the database keeps grams to three decimals. */
export type Milligrams = number;

export const TAX_RATE_PERCENT = 8;

export function taxCents(subtotal: Cents): Cents {
  return divideRoundHalfUp(subtotal * TAX_RATE_PERCENT, 100);
}

export interface PricedLine {
  unitPriceCents: Cents;
  quantity: number;
}

export interface Totals {
  subtotalCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
}

/** Subtotal = sum of unit price x quantity; tax = 8% of it, half-up; total = subtotal + tax. */
export function cartTotals(lines: ReadonlyArray<PricedLine>): Totals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const tax = taxCents(subtotalCents);
  return { subtotalCents, taxCents: tax, totalCents: subtotalCents + tax };
}
