import type Stripe from 'stripe';
import type { Fulfilment } from '#domain/checkout/fulfilment.ts';
import { US_STATES } from '#domain/checkout/us-states.ts';
import { parseScaledDecimal } from '#domain/money.ts';
import { store } from '#domain/store/settings.ts';
import type { TaxClass, TaxLine } from '#domain/tax/tax-line.ts';
import type { TaxResult } from '#domain/tax/tax-rules.ts';

export interface StripeTaxLine {
  productId: string;
  taxClass: TaxClass;
  amountCents: number;
}

/** Why Stripe gave no tax: the place is not one it can tax (a ZIP is missing or wrong), or Stripe failed. */
export class TaxCalculationError extends Error {
  constructor(
    readonly reason: 'location' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Where the piece is handed over, as Stripe Tax reads a customer: a pick-up is taxed at the branch,
 * so its address is the branch's, given as the shipping address (Stripe uses the shipping address
 * first, and the goods are received there).
 */
export function customerAddress(fulfilment: Fulfilment): Stripe.Tax.CalculationCreateParams.CustomerDetails {
  if (fulfilment.kind === 'pickup') {
    const branch = store.branches.find((candidate) => candidate.id === fulfilment.branchId)!;
    return {
      address: {
        line1: branch.street,
        city: branch.city,
        state: branch.region,
        postal_code: branch.postalCode,
        country: 'US',
      },
      address_source: 'shipping',
    };
  }
  return {
    address: { state: fulfilment.state, country: 'US', ...(fulfilment.zip && { postal_code: fulfilment.zip }) },
    address_source: 'shipping',
  };
}

const stateName = (code: string | null) => US_STATES.find(([state]) => state === code)?.[1] ?? code ?? 'Sales tax';

/**
 * Stripe's breakdown as the shop's tax lines: one per state, its taxed and exempt parts together
 * (an exempt part comes with a taxable amount of 0). The rate is the taxed part's combined rate.
 */
export function toTaxLines(breakdown: ReadonlyArray<Stripe.Tax.Calculation.TaxBreakdown>): TaxLine[] {
  const byPlace = new Map<string, TaxLine>();
  for (const part of breakdown) {
    const details = part.tax_rate_details;
    const jurisdiction = stateName(details.state ?? details.country);
    const rateBasisPoints = parseScaledDecimal(details.percentage_decimal, 2);
    const line = byPlace.get(jurisdiction) ?? { jurisdiction, rateBasisPoints: 0, taxableCents: 0, amountCents: 0 };
    line.taxableCents += part.taxable_amount;
    line.amountCents += part.amount;
    line.rateBasisPoints = Math.max(line.rateBasisPoints, rateBasisPoints);
    byPlace.set(jurisdiction, line);
  }
  return [...byPlace.values()];
}

const LOCATION_CODES = new Set(['customer_tax_location_invalid', 'tax_calculation_location_invalid']);

/** One Stripe Tax calculation of the lines delivered as `fulfilment` said. */
export async function stripeTax(
  stripe: Stripe,
  taxCodes: Record<TaxClass, string>,
  lines: ReadonlyArray<StripeTaxLine>,
  fulfilment: Fulfilment,
): Promise<TaxResult> {
  const charged = lines.filter((line) => line.amountCents > 0);
  if (charged.length === 0) return { lines: [], totalCents: 0 };
  try {
    const calculation = await stripe.tax.calculations.create({
      currency: 'usd',
      line_items: charged.map((line, index) => ({
        amount: line.amountCents,
        // Unique within the calculation: a product may be on two lines.
        reference: `${index + 1}:${line.productId}`,
        tax_code: taxCodes[line.taxClass],
        tax_behavior: 'exclusive',
      })),
      customer_details: customerAddress(fulfilment),
    });
    return { lines: toTaxLines(calculation.tax_breakdown), totalCents: calculation.tax_amount_exclusive };
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code && LOCATION_CODES.has(code)) throw new TaxCalculationError('location', message ?? code);
    throw new TaxCalculationError('unavailable', `Stripe Tax did not answer: ${message ?? String(error)}`);
  }
}
