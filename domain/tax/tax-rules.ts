import type { Fulfilment } from '../checkout/fulfilment.ts';
import { US_STATES } from '../checkout/us-states.ts';
import type { Cents } from '../money.ts';
import { TAX_RATE_PERCENT } from '../pricing/cart-totals.ts';
import { FLAT_TAX_JURISDICTION, TAX_CLASSES, type TaxClass, type TaxLine } from './tax-line.ts';
import type { TaxJurisdiction, TaxTable } from './tax-table.ts';

/** The rules the shop's own code applies (TAX_MODE=flat or table); Stripe Tax is the server's. */
export type TaxRule = { mode: 'flat' } | { mode: 'table'; table: TaxTable };

/** What is taxed: one cart line, its unit price times its quantity. */
export interface TaxableLine {
  taxClass: TaxClass;
  amountCents: Cents;
}

export interface TaxResult {
  lines: TaxLine[];
  totalCents: Cents;
}

/** The spec's flat rate, in basis points: the cart's "Tax (8%)" before a fulfilment is chosen. */
export const FLAT_RATE_BASIS_POINTS = TAX_RATE_PERCENT * 100;

/**
 * amount × rate, rounded half-up to the cent once. BigInt: a cart's largest subtotal times a rate in
 * basis points is beyond what a double holds exactly (domain/money-limits.ts).
 */
export function taxOnAmount(amountCents: Cents, rateBasisPoints: number): Cents {
  const product = BigInt(amountCents) * BigInt(rateBasisPoints);
  const quotient = product / 10_000n;
  const remainder = product - quotient * 10_000n;
  return Number(remainder * 2n >= 10_000n ? quotient + 1n : quotient);
}

const sum = (lines: ReadonlyArray<{ amountCents: Cents }>) =>
  lines.reduce((total, line) => total + line.amountCents, 0);

function taxIn(place: TaxJurisdiction, lines: ReadonlyArray<TaxableLine>): TaxResult {
  const taxableCents = sum(lines.filter((line) => !place.exempt.includes(line.taxClass)));
  const amountCents = taxOnAmount(taxableCents, place.rateBasisPoints);
  return {
    lines: [{ jurisdiction: place.jurisdiction, rateBasisPoints: place.rateBasisPoints, taxableCents, amountCents }],
    totalCents: amountCents,
  };
}

/** The spec's 8% on everything, coins included: what the cart shows until a fulfilment is chosen. */
export function flatTax(lines: ReadonlyArray<TaxableLine>): TaxResult {
  return taxIn({ jurisdiction: FLAT_TAX_JURISDICTION, rateBasisPoints: FLAT_RATE_BASIS_POINTS, exempt: [] }, lines);
}

const stateName = (code: string) => US_STATES.find(([state]) => state === code)?.[1] ?? code;

/**
 * Where a table taxes a fulfilment: the branch's place, or the state's. A state the table does not
 * list is one the shop does not collect in: nothing in it is taxable (as Stripe's `not_collecting`).
 */
export function tableJurisdiction(table: TaxTable, fulfilment: Fulfilment): TaxJurisdiction {
  if (fulfilment.kind === 'pickup') return table.pickup[fulfilment.branchId];
  return (
    table.ship[fulfilment.state] ?? {
      jurisdiction: stateName(fulfilment.state),
      rateBasisPoints: 0,
      exempt: TAX_CLASSES,
    }
  );
}

/**
 * The tax of an order by the shop's rule: always one line, the jurisdiction where the piece is
 * handed over (taxableCents leaves out the classes it exempts, so a wholly exempt order has a line
 * of 0). Without a fulfilment, every rule answers the flat estimate.
 */
export function taxFor(rule: TaxRule, lines: ReadonlyArray<TaxableLine>, fulfilment: Fulfilment | null): TaxResult {
  if (rule.mode === 'flat' || fulfilment === null) return flatTax(lines);
  return taxIn(tableJurisdiction(rule.table, fulfilment), lines);
}
